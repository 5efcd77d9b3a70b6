import type { ModerationAction } from '../../../contract/uploads.js';

export interface ListingText {
  title: string;
  description: string;
  tags: readonly string[];
  /** The category's name, for a model's opinion (the rules do not depend on it). */
  category?: string;
}

export interface RuleHit {
  action: Exclude<ModerationAction, 'approve'>;
  reason: string;
  feedback: string;
}

interface PatternRule extends RuleHit {
  patterns: RegExp[];
}

/**
 * The built-in rules for a wellness marketplace. "reject" is for what we never list (promises to
 * cure disease or to stop treatment, hate, sexual content); "review" is for what a person should
 * look at (income promises, spam-like presentation). Patterns are matched on lower-cased text.
 */
const patternRules: PatternRule[] = [
  {
    action: 'reject',
    reason: 'medical_claim',
    feedback:
      'Remove claims that the product cures, heals or treats a disease, or that people can stop their medical treatment. Describe what the practice offers (calm, reflection, support) instead.',
    patterns: [
      /\b(cures?|curing|heals?|healing|reverses?|reversing|eliminates?|treats?)\s+(your\s+|my\s+|the\s+|all\s+)?(cancer|tumou?rs?|diabetes|hiv|aids|covid|autism|depression|schizophrenia|epilepsy|dementia|alzheimer'?s|parkinson'?s|multiple sclerosis|arthritis|heart disease|infertility|any disease|all diseases?)\b/,
      /\b(stop|quit|throw away|ditch|come off)\s+(taking\s+)?(your\s+|all\s+)?(medications?|medicines?|meds|insulin|chemo(therapy)?|antidepressants?|prescriptions?)\b/,
      /\bno (more )?need (for|of) (a )?(doctors?|medications?|medicines?|treatment)\b/,
      /\b(instead of|replaces?|better than) (chemo(therapy)?|medications?|your doctor|vaccines?|medical treatment)\b/,
      /\bmiracle cure\b/,
    ],
  },
  {
    action: 'reject',
    reason: 'hate',
    feedback: 'Remove language that attacks or demeans people for who they are. Listings must be welcoming to everyone.',
    patterns: [
      /\b(kill|exterminate|get rid of|deport) all (jews|muslims|christians|gays|immigrants|blacks|whites|women|men)\b/,
      /\b(jews|muslims|christians|gays|immigrants|women|blacks) are (vermin|subhuman|animals|a disease|inferior)\b/,
      /\b(white|racial) (power|supremacy)\b/,
      /\b(heil hitler|sieg heil|14 ?88)\b/,
      /\b(n[i1]gg(er|a)s?|k[i1]kes?|sp[i1]cs?|f[a@4]gg?[o0]ts?|ch[i1]nks?|tr[a@]nn(y|ies))\b/,
    ],
  },
  {
    action: 'reject',
    reason: 'adult_content',
    feedback:
      'Sexually explicit content is not allowed. Intimacy and relationship topics are welcome when described without explicit material.',
    patterns: [
      /\b(porn(ography|ographic)?|xxx|nsfw|nude (photos|pics|videos)|explicit sex(ual)? (videos?|content|acts)|onlyfans|camgirl|escort services?)\b/,
    ],
  },
  {
    action: 'review',
    reason: 'income_claim',
    feedback:
      'Promises of guaranteed or fast income need a human review. Describe what the buyer learns or practises, and avoid figures you cannot back up.',
    patterns: [
      /\bguaranteed? (\$|£|€|income|returns?|profits?|money|earnings|results)/,
      /\bget rich (quick|fast)\b/,
      /\b(make|earn) \$?\d[\d,]*(k)? (a|per|every) (day|week|month)\b/,
      /\b(make|earn) (money|\$) (fast|overnight|while you sleep)\b/,
      /\b(risk[- ]free|passive) (income|profits?) guaranteed\b/,
      /\b(double|triple) your (money|income|investment)\b/,
    ],
  },
  {
    action: 'review',
    reason: 'off_platform_contact',
    feedback: 'Keep buyers on the marketplace: remove requests to contact you on WhatsApp, Telegram or by phone.',
    patterns: [
      /\b(contact|message|text|dm|call|reach) (me )?(on|via|through) (whatsapp|telegram|signal|wechat)\b/,
      /\bwhatsapp (me|\+?\d)/,
    ],
  },
];

const MAX_LINKS = 2;

/** Spam-like presentation: shouting, runs of "!!!", repeated words, link lists. */
function spamHits(listing: ListingText): RuleHit[] {
  const hits: RuleHit[] = [];
  const letters = listing.title.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 8 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    hits.push({ action: 'review', reason: 'spam_caps', feedback: 'Write the title in normal case rather than all capitals.' });
  }
  const text = `${listing.title}\n${listing.description}`;
  if (/!{3,}/.test(text) || (text.match(/!/g)?.length ?? 0) > 10) {
    hits.push({ action: 'review', reason: 'spam_punctuation', feedback: 'Use fewer exclamation marks.' });
  }
  if (/\b(\p{L}{2,})(\s+\1\b){2,}/iu.test(text)) {
    hits.push({ action: 'review', reason: 'spam_repetition', feedback: 'Remove repeated words.' });
  }
  const links = text.match(/\b(https?:\/\/|www\.)\S+/gi)?.length ?? 0;
  if (links > MAX_LINKS) {
    hits.push({
      action: 'review',
      reason: 'spam_links',
      feedback: `Use at most ${MAX_LINKS} links: the product page itself is where buyers learn about it.`,
    });
  }
  return hits;
}

/** Every rule the listing trips, each once. */
export function builtInRuleHits(listing: ListingText): RuleHit[] {
  const text = [listing.title, listing.description, listing.tags.join(' ')].join('\n').toLowerCase().replace(/[’‘]/g, "'");
  const hits: RuleHit[] = patternRules
    .filter((rule) => rule.patterns.some((pattern) => pattern.test(text)))
    .map(({ action, reason, feedback }) => ({ action, reason, feedback }));
  return [...hits, ...spamHits(listing)];
}
