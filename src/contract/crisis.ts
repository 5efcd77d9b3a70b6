import { z } from 'zod';

/** What the risk reader looks for: each a way people say they are at risk. */
export const riskFamilies = [
  'wish_not_to_exist',
  'explicit',
  'burden',
  'hopelessness',
  'finality_acts',
  'gathering_means',
  'self_harm',
  'disordered_eating',
  'abuse_threat',
  'bullied_young',
] as const;
export type RiskFamily = (typeof riskFamilies)[number];

export interface CrisisResource {
  id: string;
  name: string;
  /** When and for what, in a few words. */
  detail: string;
  /** The number as it is said aloud. */
  contact: string;
  /** tel: or sms: link, so a phone can call or text with one tap. */
  href: string;
  /** Shown only when the text is about danger from another person. */
  domesticAbuseOnly?: boolean;
}

/** UK help, in the order a person in crisis should see it (DESIGN, AI safety). */
export const crisisResources: readonly CrisisResource[] = [
  {
    id: 'emergency',
    name: 'Emergency services',
    detail: 'If you are in immediate danger or might act on these thoughts',
    contact: 'Call 999',
    href: 'tel:999',
  },
  {
    id: 'samaritans',
    name: 'Samaritans',
    detail: 'Any time, day or night, free',
    contact: 'Call 116 123',
    href: 'tel:116123',
  },
  {
    id: 'shout',
    name: 'SHOUT',
    detail: 'Free, confidential text support, 24/7',
    contact: 'Text SHOUT to 85258',
    href: 'sms:85258?body=SHOUT',
  },
  {
    id: 'nhs-111',
    name: 'NHS 111',
    detail: 'Urgent mental health help near you',
    contact: 'Call 111, option 2',
    href: 'tel:111',
  },
  {
    id: 'domestic-abuse',
    name: 'National Domestic Abuse Helpline',
    detail: 'Free and confidential, 24 hours, run by Refuge',
    contact: 'Call 0808 2000 247',
    href: 'tel:08082000247',
    domesticAbuseOnly: true,
  },
];

/** Present on an AI answer when the person's words suggest they may be at risk: the page shows the resources card. */
export const crisisSupport = z.object({
  // The text is about danger from another person: the domestic abuse line is shown too.
  domesticAbuse: z.boolean(),
});
export type CrisisSupport = z.infer<typeof crisisSupport>;

/** The resources to show for one answer (or for the journal page's standing link: every line). */
export function resourcesFor(support: CrisisSupport | 'all'): CrisisResource[] {
  return crisisResources.filter((resource) => !resource.domesticAbuseOnly || support === 'all' || support.domesticAbuse);
}
