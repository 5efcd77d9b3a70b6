import { z } from 'zod';
import { crisisSupport } from './crisis.js';
import { keepsTextDirection } from './text-direction.js';

export const JOURNAL_MIN_LENGTH = 10;
export const JOURNAL_MAX_LENGTH = 5000;
export const JOURNAL_EMAIL_MESSAGE = 'Please enter a valid email address';
export const JOURNAL_MIN_MESSAGE = 'Please share at least 10 characters about your silver lining';

/** POST /api/journal-entries. Anonymous visitors may write; an empty e-mail counts as none. */
export const journalEntryRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, { message: JOURNAL_EMAIL_MESSAGE })
    .transform((value) => value || undefined),
  silverLining: z
    .string({ message: JOURNAL_MIN_MESSAGE })
    .trim()
    .min(JOURNAL_MIN_LENGTH, { message: JOURNAL_MIN_MESSAGE })
    .max(JOURNAL_MAX_LENGTH, { message: 'Please keep your silver lining under 5,000 characters' })
    .check(keepsTextDirection('Your silver lining')),
});
export type JournalEntryRequest = z.input<typeof journalEntryRequest>;

export const journalGuidance = z.object({
  spiritualInsight: z.string().min(1),
  growthQuestion: z.string().min(1),
  embodiedPractice: z.object({
    handPlacement: z.string().min(1),
    breathing: z.string().min(1),
    affirmation: z.string().min(1),
  }),
});
export type JournalGuidance = z.infer<typeof journalGuidance>;

export const journalEntryAnswer = z.object({
  silverLining: z.string(),
  aiGuidance: journalGuidance,
  // True when the entry was kept in the signed-in user's journal (anonymous entries are not stored).
  saved: z.boolean(),
  // Set when the entry suggests the writer may be at risk: the page shows the crisis resources.
  crisis: crisisSupport.nullable(),
});
export type JournalEntryAnswer = z.infer<typeof journalEntryAnswer>;
