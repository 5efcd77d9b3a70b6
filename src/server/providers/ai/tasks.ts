import { z } from 'zod';
import { journalGuidance } from '../../../contract/journal.js';
import { socialContent, SOCIAL_PLATFORM_LIMITS } from '../../../contract/social.js';
import { supportCategories } from '../../../contract/support.js';
import type { AiTaskKind, AiTasks } from './ai-provider.js';
import { AppError } from '../../lib/errors.js';
import type { RiskReading } from '../../lib/safety/read-risk.js';
import { builtinJournalGuidance } from './builtin/journal.js';
import { builtinModeration } from './builtin/moderation.js';
import { builtinSocialPost } from './builtin/social.js';
import { builtinSupportAnswer } from './builtin/support.js';
import { journalReplyAtRisk, SOCIAL_AT_RISK_MESSAGE, supportReplyAtRisk } from './safe-replies.js';
import { fitToPlatform } from './social-limits.js';

/**
 * How each task is put to a model (system prompt, user message, the JSON shape it must answer) and
 * answered offline. `finish` runs on every answer, whichever engine gave it.
 */
export interface AiTaskSpec<I, R, O> {
  schema: z.ZodType<R>;
  system: string;
  user(input: I): string;
  builtin(input: I): R;
  finish(raw: R, input: I): O;
  /** What a person wrote in this input, for the risk reader; undefined for a task that carries none. */
  personText?(input: I): string;
  /** The answer for a person whose words suggest they may be at risk, whatever any engine would say. */
  atRisk?(input: I, reading: RiskReading): O;
  /** An answer's words, checked by the risk reader before a model's answer is shown. */
  answerText?(answer: O): string;
}

type Spec<K extends AiTaskKind, R = AiTasks[K]['output']> = AiTaskSpec<AiTasks[K]['input'], R, AiTasks[K]['output']>;

const SAFETY_NOTE =
  'Never quote or praise words about dying, disappearing, being a burden, self-harm, not eating or being hurt by someone; if you see any, answer only with care and point to 999 in an emergency, Samaritans free on 116 123 (UK, any time) or texting SHOUT to 85258.';

const socialDraft = socialContent.omit({ platform: true });
type SocialDraft = z.infer<typeof socialDraft>;

const platformGuide = Object.entries(SOCIAL_PLATFORM_LIMITS)
  .map(
    ([platform, limit]) =>
      `${platform}: the whole post including hashtags at most ${limit.maxChars} characters, ${limit.minHashtags}-${limit.maxHashtags} hashtags`,
  )
  .join('; ');

const identity = <T>(value: T) => value;

export const aiTasks: {
  journal: Spec<'journal'>;
  support: Spec<'support'>;
  social: Spec<'social', SocialDraft>;
  moderation: Spec<'moderation'>;
} = {
  journal: {
    schema: journalGuidance,
    system: [
      'You are the guide of the Silver Linings Journal on Soul Market, a marketplace for spiritual and personal-growth products.',
      'A person shares a silver lining from their day. Answer warmly and specifically: quote or reflect a phrase they wrote.',
      'spiritualInsight: 2-4 sentences. growthQuestion: one open question. embodiedPractice: handPlacement (where and how to place the hands),',
      'breathing (a concrete pattern with counts) and affirmation (first person, present tense).',
      'Never diagnose or give medical, psychological, legal or financial advice.',
      SAFETY_NOTE,
    ].join(' '),
    user: (input) => JSON.stringify({ silverLining: input.silverLining }),
    builtin: builtinJournalGuidance,
    finish: identity,
    personText: (input) => input.silverLining,
    atRisk: (_input, reading) => journalReplyAtRisk(reading),
    answerText: (guidance) =>
      [guidance.spiritualInsight, guidance.growthQuestion, ...Object.values(guidance.embodiedPractice)].join('\n'),
  },
  support: {
    schema: z.object({
      response: z.string().min(1),
      suggestedActions: z.array(z.string().min(1)).max(6),
      escalateToHuman: z.boolean(),
      addressed: z.boolean(),
      category: z.enum(supportCategories),
    }),
    system: [
      'You are the support assistant of Soul Market, a marketplace where creators sell digital spiritual and personal-growth products.',
      'Facts: buyers have a 30-day satisfaction guarantee; a refund request within 14 days for a product never downloaded is approved automatically,',
      'other requests within 30 days are decided by a person; card refunds take 3-5 business days; purchases stay on the purchases page with lifetime access;',
      'uploads are up to 100MB of pdf, zip, mp3, mp4, docx, txt or epub; policy questions are answered within 24 hours, Mon-Fri 9-5 GMT.',
      'You cannot issue refunds, see card details or change accounts: explain and suggest next steps.',
      'response: 2-5 sentences that address what the user wrote. suggestedActions: 2-5 short steps.',
      'escalateToHuman: true when a person must act. category: the best fitting of the allowed values.',
      'addressed: true only when the response answers the specific question with concrete steps or the FAQ answer that settles it; false for a general answer or a request for more detail.',
      SAFETY_NOTE,
    ].join(' '),
    user: (input) => JSON.stringify(input),
    builtin: builtinSupportAnswer,
    finish: identity,
    personText: (input) => input.message,
    atRisk: (input, reading) => supportReplyAtRisk(reading, input.message),
    answerText: (answer) => [answer.response, ...answer.suggestedActions].join('\n'),
  },
  social: {
    schema: socialDraft,
    system: [
      "You write a social media post for a creator's digital product sold on Soul Market, for the one platform given.",
      `Platform limits: ${platformGuide}. LinkedIn in a professional tone; TikTok short and lively.`,
      'Never invent reviews, results, statistics, scarcity or urgency. Hashtags without "#" and not repeated in postText.',
      'imagePrompt: an image to create for the post. tips: 3 practical tips for this platform. bestTimes: 2-4 good times to post.',
    ].join(' '),
    user: (input) => JSON.stringify({ platform: input.platform, product: input.product }),
    builtin: builtinSocialPost,
    finish: (raw, input) => fitToPlatform({ ...raw, platform: input.platform }, input.platform),
    personText: (input) => [input.product.title, input.product.description, ...input.product.tags].join('\n'),
    atRisk: () => {
      throw new AppError('content_rejected', SOCIAL_AT_RISK_MESSAGE);
    },
    answerText: (post) => [post.postText, ...post.hashtags].join('\n'),
  },
  moderation: {
    schema: z.object({ action: z.enum(['approve', 'review', 'reject']), feedback: z.string().min(1) }),
    system: [
      'You review a product listing for Soul Market before it goes on sale. action: approve, review (a person must check) or reject.',
      'Reject only clearly prohibited content (illegal, hateful, sexual, stolen). Use review for medical claims or guaranteed health or financial results.',
      'feedback: one or two sentences to the creator.',
    ].join(' '),
    user: (input) => JSON.stringify(input),
    builtin: builtinModeration,
    finish: identity,
  },
};

/** Tells the model the exact JSON it must answer with. */
export function jsonInstruction(schema: z.ZodType): string {
  return `Answer with one JSON object only, no other text. It must match this JSON Schema: ${JSON.stringify(z.toJSONSchema(schema))}`;
}
