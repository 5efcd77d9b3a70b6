import type { CreatorOnboardingStep } from '../../../contract/onboarding';
import { homeFilterPath, paths } from '../../config/paths';

export interface CreatorGuideStep {
  title: string;
  description: string;
  links: { href: string; label: string }[];
}

/** What each of the guide's seven steps says and where it leads (spec: creator onboarding guide). */
export const CREATOR_GUIDE_STEPS: Record<CreatorOnboardingStep, CreatorGuideStep> = {
  welcome: {
    title: 'Welcome, creator',
    description:
      'Soul Market is built around ONE sacred product per creator. This guide walks you through sharing yours; your place in it is kept on every device.',
    links: [{ href: paths.featured, label: 'See what creators share' }],
  },
  profile: {
    title: 'Your creator home',
    description: 'Your dashboard gathers your product, your earnings and your progress in one place.',
    links: [{ href: paths.creatorDashboard, label: 'Open your dashboard' }],
  },
  'first-product': {
    title: 'Share your first product',
    description:
      'Upload the one product you most want to share: the file, a cover, a title and a description. Each listing is checked against our content policy.',
    links: [{ href: paths.uploadProduct, label: 'Upload your product' }],
  },
  pricing: {
    title: 'Set a fair price',
    description:
      'Soul Market keeps a 10% platform fee on each sale, and the payment processor charges 2.9% + $0.30 per payment. See what buyers find for under $20.',
    links: [{ href: homeFilterPath('under-20'), label: 'Browse products under $20' }],
  },
  community: {
    title: 'Learn from the community',
    description: 'See the products buyers love most and how their creators present them.',
    links: [{ href: homeFilterPath('featured'), label: 'Browse featured products' }],
  },
  gamification: {
    title: 'Grow through the levels',
    description:
      'Your level rises with your sales: Apprentice at your first sale, then Practitioner, Master, Oracle and Soul Sage. Badges mark your first published product, your community and your reviews.',
    links: [{ href: paths.creatorDashboard, label: 'See your level' }],
  },
  launch: {
    title: 'Launch',
    description: "Tell your audience: the dashboard's Marketing tab drafts posts about your product for your social channels.",
    links: [{ href: paths.creatorDashboard, label: 'Go to your dashboard' }],
  },
};
