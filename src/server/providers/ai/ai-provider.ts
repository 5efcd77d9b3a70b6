import type { CrisisSupport } from '../../../contract/crisis.js';
import type { JournalGuidance } from '../../../contract/journal.js';
import type { SocialContent } from '../../../contract/social.js';
import type { ModerationInput, ModerationVerdict } from './builtin/moderation.js';
import type { SocialInput } from './builtin/social.js';
import type { SupportAssistantAnswer, SupportAssistantInput } from './builtin/support.js';

/** Every AI task: what it is given and what it answers. */
export interface AiTasks {
  journal: { input: { silverLining: string }; output: JournalGuidance };
  support: { input: SupportAssistantInput; output: SupportAssistantAnswer };
  social: { input: SocialInput; output: SocialContent };
  moderation: { input: ModerationInput; output: ModerationVerdict };
}
export type AiTaskKind = keyof AiTasks;

export interface AiResult<T> {
  value: T;
  /** 'model' when the configured external model answered; 'builtin' for the offline engine. */
  source: 'model' | 'builtin';
  /** Why the built-in engine answered although a model is configured. */
  fallbackReason?: string;
  /** Set when the person's words suggest they may be at risk: the answer is the safe reply and the page shows the resources. */
  crisis: CrisisSupport | null;
}

/** The request's logger (pino), so a fallback is logged with the request id. */
export interface AiLogger {
  warn(details: object, message: string): void;
}

/** The one AI interface every feature uses. */
export interface AiProvider {
  /** 'builtin', or the external model's name. */
  readonly engine: string;
  generate<K extends AiTaskKind>(kind: K, input: AiTasks[K]['input'], log?: AiLogger): Promise<AiResult<AiTasks[K]['output']>>;
  /** The configured model's opinion of a product listing; undefined without a model or when it did not answer. */
  moderate(listing: ModerationInput, log?: AiLogger): Promise<ModerationVerdict | undefined>;
}
