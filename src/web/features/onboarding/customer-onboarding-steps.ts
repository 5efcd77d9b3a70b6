import type { LucideIcon } from 'lucide-react';
import { BookOpen, Sparkles, Star, Tag } from 'lucide-react';
import { homeFilterPath, paths } from '../../config/paths';

export interface CustomerOnboardingStep {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  // The step's button; it records the step, then goes to `href` when there is one.
  action: string;
  href?: string;
}

/** The customer onboarding dialog's four steps (spec: customer onboarding). */
export const CUSTOMER_ONBOARDING_STEPS: readonly CustomerOnboardingStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Soul Market',
    description:
      'A marketplace of tools for the soul: meditations, healing tools, sacred templates and wisdom guides, each creator sharing their ONE product.',
    icon: Sparkles,
    action: 'Begin',
  },
  {
    id: 'featured',
    title: 'Discover featured products',
    description: 'Start with the products buyers love most and the newest shared by our creators.',
    icon: Star,
    action: 'Show Featured Products',
    href: homeFilterPath('featured'),
  },
  {
    id: 'under-20',
    title: 'Gentle on your budget',
    description: 'Every product under $20 in one list, a good way to try something new.',
    icon: Tag,
    action: 'Browse Under $20',
    href: homeFilterPath('under-20'),
  },
  {
    id: 'journal',
    title: 'Keep a Silver Linings Journal',
    description: 'Write down what went well each day, with gentle guidance, and build a streak of reflection.',
    icon: BookOpen,
    action: 'Open the Journal',
    href: paths.journal,
  },
];

/** The step after `index`, or null once the last step is behind: the dialog closes. */
export const nextCustomerStep = (index: number): number | null =>
  index + 1 < CUSTOMER_ONBOARDING_STEPS.length ? index + 1 : null;
