import { scoreLexicon, type Lexicon } from './lexicon.js';

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

type Concern = 'prohibited' | 'medicalClaim' | 'guaranteedOutcome';

const concerns: Lexicon<Concern> = {
  prohibited: [
    ['weapon*', 3],
    ['firearm*', 3],
    ['cocaine', 3],
    ['heroin', 3],
    ['meth', 3],
    ['porn*', 3],
    ['explicit sex', 3],
    ['hate', 2],
    ['nazi*', 3],
    ['malware', 3],
    ['crack*', 1],
    ['pirated', 3],
    ['stolen', 2],
  ],
  medicalClaim: [
    ['cure*', 3],
    ['cures cancer', 5],
    ['instead of medication', 4],
    ['stop taking', 3],
    ['replace your doctor', 4],
    ['diagnos*', 2],
    ['treat depression', 3],
    ['heal cancer', 5],
    ['miracle', 2],
  ],
  guaranteedOutcome: [
    ['guaranteed', 3],
    ['guarantee you will', 3],
    ['100% results', 3],
    ['get rich', 3],
    ['overnight', 1],
    ['risk free income', 3],
  ],
};

/** A first look at a listing: clear breaches are rejected, risky claims held for a person, the rest approved. */
export function builtinModeration(input: ModerationInput): ModerationVerdict {
  const found = scoreLexicon(`${input.title}. ${input.description}. ${input.tags.join(' ')}`, concerns);
  const prohibited = found.find((concern) => concern.key === 'prohibited' && concern.score >= 3);
  if (prohibited) {
    return {
      action: 'reject',
      feedback: `This listing mentions content that is not allowed on Soul Market (“${prohibited.hits[0]}”). Please read the Terms of Service.`,
    };
  }
  const claims = found.filter((concern) => concern.key !== 'prohibited');
  if (claims.length > 0) {
    const words = claims
      .flatMap((concern) => concern.hits)
      .slice(0, 3)
      .map((hit) => `“${hit}”`)
      .join(', ');
    return {
      action: 'review',
      feedback: `A person will check this listing before it goes on sale because it may promise health or financial results (${words}). Describe what the product offers without guaranteed or medical outcomes.`,
    };
  }
  if (input.description.trim().length < 40) {
    return {
      action: 'review',
      feedback:
        'The description is very short. A person will check the listing; a few sentences on what buyers receive help it sell.',
    };
  }
  return { action: 'approve', feedback: 'The listing meets the content guidelines.' };
}
