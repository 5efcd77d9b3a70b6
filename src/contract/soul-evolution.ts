import { z } from 'zod';

/** GET /api/soul-evolution/stats: the figures the chakra conditions read, all counted by the server. */
export const soulEvolutionStats = z.object({
  totalPurchases: z.number().int(),
  silverLiningsStreak: z.number().int(),
  uniqueProductsTried: z.number().int(),
  reviewsLeft: z.number().int(),
  referralsMade: z.number().int(),
  journeyCompletions: z.number().int(),
});
export type SoulEvolutionStats = z.infer<typeof soulEvolutionStats>;

type ChakraDefinition = {
  number: number;
  name: string;
  /** What earns it, in the words shown to the user. */
  condition: string;
  mantra: string;
  /** The chakra's traditional colour, as a CSS colour. */
  color: string;
  holds: (stats: SoulEvolutionStats) => boolean;
};

/** The spec's seven chakras and their conditions (creator-and-back-office §9), shared so the card's "Ready to Unlock!" and the server's activation read the same rule. */
export const CHAKRAS: readonly ChakraDefinition[] = [
  {
    number: 1,
    name: 'Root',
    condition: 'First week of any product: make your first purchase',
    mantra: 'LAM',
    color: '#dc2626',
    holds: (stats) => stats.totalPurchases > 0,
  },
  {
    number: 2,
    name: 'Sacral',
    condition: '30-day streak: write in your journal 30 days in a row',
    mantra: 'VAM',
    color: '#ea580c',
    holds: (stats) => stats.silverLiningsStreak >= 30,
  },
  {
    number: 3,
    name: 'Solar Plexus',
    condition: 'Try 3 different products',
    mantra: 'RAM',
    color: '#ca8a04',
    holds: (stats) => stats.uniqueProductsTried >= 3,
  },
  {
    number: 4,
    name: 'Heart',
    condition: 'Leave a review of a product you bought',
    mantra: 'YAM',
    color: '#16a34a',
    holds: (stats) => stats.reviewsLeft > 0,
  },
  {
    number: 5,
    name: 'Throat',
    condition: 'Share with a friend: a friend signs up through your link',
    mantra: 'HAM',
    color: '#2563eb',
    holds: (stats) => stats.referralsMade > 0,
  },
  {
    number: 6,
    name: 'Third Eye',
    condition: '90-day journey: journal on 30 days within 90 days of a purchase',
    mantra: 'OM',
    color: '#4f46e5',
    holds: (stats) => stats.journeyCompletions > 0,
  },
  {
    number: 7,
    name: 'Crown',
    condition: '365-day journey: write in your journal 365 days in a row',
    mantra: 'AUM',
    color: '#9333ea',
    holds: (stats) => stats.silverLiningsStreak >= 365,
  },
];

export const CHAKRA_COUNT = CHAKRAS.length;

export const chakraNumber = z
  .number({ message: 'chakraNumber must be a whole number from 1 to 7' })
  .int('chakraNumber must be a whole number from 1 to 7')
  .min(1, 'chakraNumber must be a whole number from 1 to 7')
  .max(CHAKRA_COUNT, 'chakraNumber must be a whole number from 1 to 7');

/** GET /api/soul-evolution: the chakras active in the current cycle and the cycles completed. */
export const soulEvolutionRecord = z.object({
  activatedChakras: z.array(chakraNumber),
  totalBuddhas: z.number().int(),
});
export type SoulEvolutionRecord = z.infer<typeof soulEvolutionRecord>;

/** One chakra activation, kept for good: beginning a new cycle does not erase it. */
export const achievement = z.object({
  id: z.number().int(),
  chakraNumber,
  chakraName: z.string(),
  description: z.string(),
  // The cycle it was earned in: 1 for the first, totalBuddhas + 1 for the current one.
  cycle: z.number().int(),
  unlockedAt: z.string(),
});
export type Achievement = z.infer<typeof achievement>;

/** GET /api/soul-evolution/achievements, newest first. */
export const achievementList = z.object({ achievements: z.array(achievement) });
export type AchievementList = z.infer<typeof achievementList>;

/** POST /api/soul-evolution/test-unlock: check one chakra's condition now; it unlocks only what has been earned. */
export const testUnlockRequest = z.object({ chakraNumber }).strict();
export type TestUnlockRequest = z.infer<typeof testUnlockRequest>;

export const testUnlockAnswer = z.object({ newAchievements: z.array(achievement) });
export type TestUnlockAnswer = z.infer<typeof testUnlockAnswer>;

/** POST /api/soul-evolution/new-cycle (no body): allowed only with all seven active; answers the new record, whose cycle has no chakra active yet. */
export const newCycleAnswer = soulEvolutionRecord.extend({ activatedChakras: z.array(chakraNumber).max(0) });
