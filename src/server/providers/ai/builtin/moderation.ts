import { builtInRuleHits } from '../../../features/moderation/built-in-rules.js';

export interface ModerationInput {
  title: string;
  description: string;
  tags: string[];
  category: string;
}

export interface ModerationVerdict {
  action: 'approve' | 'review' | 'reject';
  feedback: string;
}

const severity = { approve: 0, review: 1, reject: 2 } as const;

/**
 * The built-in answer to the moderation task is the marketplace's one policy, the built-in rules
 * (the same ones every upload is judged by), so a model that fails can never make moderation stricter.
 */
export function builtinModeration(input: ModerationInput): ModerationVerdict {
  const hits = builtInRuleHits(input);
  const action = hits.reduce<ModerationVerdict['action']>(
    (worst, hit) => (severity[hit.action] > severity[worst] ? hit.action : worst),
    'approve',
  );
  if (action === 'approve') return { action, feedback: 'The listing meets the content guidelines.' };
  return {
    action,
    feedback: hits
      .filter((hit) => hit.action === action)
      .map((hit) => hit.feedback)
      .join(' '),
  };
}
