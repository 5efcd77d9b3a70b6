/**
 * Crisis safety, independent of any AI engine: does a text suggest the writer may be at risk of
 * suicide or self-harm, or in danger from someone? Recall comes first (past tense, typos, lowercase,
 * a good moment in the same entry all still count); fiction, news, idioms and jokes do not, because
 * the patterns need the writer as the one at risk ("myself", "my life", "I ... want to die").
 */

// Words people commonly mistype in these phrasings; a typo within one edit is read as the word.
const FUZZY_WORDS = ['myself', 'suicide', 'suicidal', 'anymore', 'disappear', 'forever', 'everyone', 'without'];

const SHORTHAND: Record<string, string> = {
  dont: "don't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  id: "i'd",
  wasnt: "wasn't",
  werent: "weren't",
  isnt: "isn't",
  wanna: 'want to',
  kil: 'kill',
  kms: 'kill myself',
  u: 'you',
  'any more': 'anymore',
};

/** Optimal string alignment distance, capped: is `a` within one edit (or one swap) of `b`? */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]! <= 1;
}

/** Lower case, straight apostrophes, common shorthand spelled out and near-miss spellings corrected. */
export function normaliseForSafety(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\bany more\b/g, 'anymore');
  return plain.replace(/[a-z']+/g, (word) => {
    const expanded = SHORTHAND[word];
    if (expanded) return expanded;
    if (word.length < 6) return word;
    return FUZZY_WORDS.find((known) => known !== word && withinOneEdit(word, known)) ?? word;
  });
}

// The writer as subject, with the little words people put between "I" and the verb.
const I =
  "\\b(?:i|i'm|i've|i'd|i'll)(?:\\s+(?:am|was|have|had|do|did|just|really|honestly|truly|still|sometimes|often|genuinely|seriously|kind of|sort of|kinda|even|actually|literally|almost|been|keep|kept|feel like i|felt like i|think i|thought i|realise i|realized i|realised i|know i|said i|sometimes|always|constantly|quietly|secretly|badly|so|lately|recently|again|no longer|never|don't|didn't|do not|did not|can't|cannot|could not|couldn't))*";
const NOT = "(?:don't|didn't|do not|did not|no longer|never|can't see myself|cannot see myself|would rather not)";
const AT_RISK_LIFE =
  '(?:be alive|stay alive|exist|live(?! (?:in|with|near|at|there|here|abroad|alone|on|by|off|like a|for the))|be here anymore|be around anymore|be here for much longer|wake up(?: again| anymore| tomorrow)?)';

const SELF_HARM_PATTERNS: RegExp[] = [
  /\b(?:kill|killing|killed|unalive|unaliving|harm|harming|harmed|cut|cutting|burn|burning|injure|injuring|hurting|hang|hanging|drown|drowning|poison|poisoning|starve|starving|end)\s+myself\b/,
  /\bhurt\s+myself\b(?!\s+(?:a bit|a little|slightly|playing|at the|at work|on the|in the|while|lifting|running|falling|doing|when i|training|skiing|climbing|cooking|badly in|during))/,
  /\bunalive\b|\bkms\b|\bself[- ]?harm\w*|\bsuicidal\b|\bsuicide\b(?![- ](?:bomb\w*|squad|prevention (?:charity|week|day|month|training|course|awareness)))/,
  /\b(?:end|ending|ended|take|taking|took|finish|finishing)\s+(?:my|my own)\s+life\b/,
  /\b(?:end|ending|ended)\s+it\s+all\b|\bend\s+it\s+(?:tonight|today|now|soon|for good)\b/,
  new RegExp(`${I}\\s+${NOT}\\s+(?:really\\s+)?(?:want|wanted|wanting|want to)\\s+(?:to\\s+)?${AT_RISK_LIFE}`),
  new RegExp(`\\bnot\\s+want(?:ing)?\\s+to\\s+${AT_RISK_LIFE}`),
  new RegExp(
    `${I}\\s+(?:want|wanted|wanting|need|needed|wish|wished)\\s+to\\s+(?:die|be dead|not exist|stop existing|not be alive|not be here|not wake up|disappear forever|disappear for good|disappear and never come back)(?!\\s+(?:of|from)\\s+(?:embarrassment|shame|laughing|laughter|boredom|cringe))`,
  ),
  /\bpart of me (?:wants|wanted) to die\b/,
  /\b(?:wish|wished|wishing)\s+i\s+(?:was|were|had been|'d been)?\s*(?:dead|never born|never been born|not alive|gone for good|not here anymore)\b/,
  /\b(?:wish|wished|wishing)\s+i\s*(?:had|'d|was|hadn't|had not)\s+(?:never\s+)?been\s+born\b|\bwish(?:ed)? i was never born\b/,
  /\b(?:wish|wished|wishing)\s+i\s+(?:wasn't|weren't)\s+(?:alive|here anymore|around anymore)\b/,
  /\b(?:better off|happier|fine)\s+without\s+me\b/,
  /\bbetter off (?:if i (?:was|were|wasn't|weren't|was not|were not|didn't|did not|had never)|with me gone|dead)\b/,
  /\b(?:no|any)\s+(?:reason|point)\s+(?:for me\s+)?(?:to|in)\s+(?:keep\s+|keeping\s+|go on\s+|carry on\s+)?(?:live|living|going on|go on|carrying on|carry on|being alive|be alive|being here|be here|staying alive|stay alive)\b/,
  /\bnothing (?:left )?to live for\b|\bwhat(?:'?s| is| was) the point (?:of|in) (?:living|being alive|going on|carrying on|me being here)\b/,
  /\b(?:can't|cannot|could not|couldn't|can not)\s+(?:go on|carry on|keep going|keep living|do this anymore|take (?:it|this|any of this) anymore|cope anymore|survive this)(?=\s*(?:$|[.!?,;:]|anymore|like this|living|any longer|with (?:life|living|this life)|and|but|so|i|-))/,
  /\bdisappear\s+(?:forever|for good|permanently|and never come back)\b/,
  /\b(?:go to sleep|fall asleep|sleep|close my eyes)\s+and\s+(?:never|not)\s+wake\s+up\b|\bnever wake up again\b|\bhope i (?:don't|do not|never) wake up\b/,
  /\b(?:took|take|taking|had|have|having)\s+(?:an?\s+|another\s+)?overdose\b|\boverdos(?:ed|ing)\b|\bmy overdose\b|\b(?:took|take|taking|swallowed|swallow)\s+(?:all|too many|a (?:bunch|load|lot|handful) of|every one of)\s+(?:my\s+|the\s+)?(?:pills|tablets|painkillers|meds)\b/,
  /\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded)\s+(?:up\s+)?(?:my\s+|some\s+)?(?:pills|tablets|painkillers|meds)\b/,
  /\b(?:jump|jumping|jumped|step|stepping|stepped|throw myself|throwing myself)\s+(?:off|from|in front of|under)\s+(?:a|the)\s+(?:bridge|roof|building|train|bus|lorry|truck|car|tower|car park)\b/,
  /\b(?:tired|sick|exhausted)\s+of\s+(?:living|being alive|existing|life itself)\b/,
  /\blife (?:isn't|is not|wasn't|was not|is no longer) worth (?:it|living)\b|\bnot worth living\b/,
  /\b(?:thinking|thought|thoughts|think)\s+(?:about|of)\s+(?:dying|ending it|not being here|not waking up|killing myself|taking my life)\b/,
  /\b(?:want|wanted|want it|wanted it)\s+(?:it all|everything|the pain|my life|all of it|all this)\s+to\s+(?:stop|end|be over)(?:\s+(?:forever|for good))?\b/,
  /\b(?:won't|will not)\s+be\s+(?:here|around|alive)\s+(?:much longer|for much longer|by (?:tomorrow|next week|the weekend)|anymore)\b/,
  /\b(?:goodbye|suicide)\s+(?:note|notes|letter|letters)\b/,
  // Intent said without the words "life" or "myself".
  /\b(?:feel like|want to|wanna|going to|gonna|thinking (?:about|of)|think about|might|plan to|planning to|planning on|ready to)\s+(?:end|ending)\s+(?:things|everything|it(?: all)?)\b(?!\s+(?:with|between|at|in|on|for (?:him|her|them|us)))/,
  /\b(?:look(?:ing|ed)? up|search(?:ing|ed)?(?: for)?|research(?:ing|ed)?|googl(?:e|ing|ed)|read(?:ing)? about)\s+(?:painless\s+)?(?:ways|how|methods?)\s+to\s+(?:die|end (?:it|my life)|kill myself|commit suicide|overdose)\b|\bpainless ways? to die\b/,
  /\b(?:tried|try|trying|want|wanted|going|planning|plan|thought about trying)\s+to\s+overdose\b/,
  /\b(?:i'm|i am|i feel like|i feel|i've become|i have become)\s+(?:just\s+|such\s+|only\s+)?(?:a|an)\s+(?:huge\s+|massive\s+|total\s+)?burden\b/,
  /\b(?:happier|better|easier|fine)\s+(?:off\s+)?if\s+i\s+(?:was|were|'d|had)\s+(?:gone|dead|not here|not around|never born|disappeared)\b/,
  /\b(?:no one|nobody|no-one)\s+(?:would|will|'d|is going to)\s+(?:miss me|notice if i(?:'m| am| was| were) gone|care if i (?:died|was gone|were gone|disappeared|was dead))\b/,
  /\b(?:hope|want|wish|wishing)\s+(?:that\s+)?(?:i\s+)?(?:could\s+)?(?:just\s+)?(?:to\s+)?(?:fade away|cease to exist|stop existing)\b/,
  /\b(?:i'm|i am)\s+(?:so\s+|just\s+|completely\s+)?done\s+with\s+(?:life|living|being alive|existing|it all|everything and everyone)\b/,
];

// Someone is in danger from another person (abuse, threats to them).
const DANGER_PATTERNS: RegExp[] = [
  /\b(?:he|she|they|my (?:partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|ex|stepdad|stepmum|brother|flatmate))\s+(?:hits|hit|beats|beat|chokes|choked|strangled|strangles|kicks|kicked|punched|punches)\s+me\b/,
  /\b(?:abusing|abused|abuses|harassing|harassed|harasses|stalking|stalked|stalks|assaulted|attacked|raped)\s+me\b/,
  /\b(?:threat\w*\s+(?:to\s+)?(?:kill|hurt|harm)\s+me|threatening me|threatened me|sending me threats|sent me threats|threats (?:to|against) me)\b/,
  /\bi\s+(?:feel|felt|am|'m|was)\s+(?:so\s+|really\s+|very\s+)?(?:unsafe|not safe|in danger|scared for my life|afraid for my life)\b|\bi'm\s+(?:so\s+|really\s+)?(?:unsafe|not safe|in danger)\b/,
  /\b(?:not safe|unsafe|afraid|scared) (?:at|to go) home\b|\bdomestic (?:violence|abuse)\b(?=.*\b(?:me|my|i)\b)/,
  /\b(?:afraid|scared|terrified)\s+(?:he|she|they)(?:'ll| will| is going to| might)\s+(?:hurt|kill|hit)\s+me\b/,
];

// A sentence framed as a story, film or news report about someone else: quoted words in it are not the writer's.
const MEDIA_FRAME =
  /\b(?:film|movie|book|novel|thriller|documentary|series|episode|character|podcast|play|article|news|headline|lyrics|villain|detective|protagonist|heroine|fiction|drama|sitcom|anime|comic|audiobook)s?\b/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/u).filter((part) => part.trim().length > 0);
}

export interface RiskReading {
  /** Self-harm or suicide risk for the writer. */
  selfHarm: boolean;
  /** The writer is in danger from someone. */
  danger: boolean;
}

export function readRisk(text: string): RiskReading {
  let selfHarm = false;
  let danger = false;
  for (const raw of sentences(normaliseForSafety(text))) {
    const sentence = MEDIA_FRAME.test(raw) ? raw.replace(/"[^"]*"|“[^”]*”/g, ' ') : raw;
    selfHarm ||= SELF_HARM_PATTERNS.some((pattern) => pattern.test(sentence));
    danger ||= DANGER_PATTERNS.some((pattern) => pattern.test(sentence));
  }
  return { selfHarm, danger };
}

/** True when the answer must begin with crisis resources and a support request must go to a person. */
export function detectSafetyConcern(text: string): boolean {
  const risk = readRisk(text);
  return risk.selfHarm || risk.danger;
}

export const SAFETY_MESSAGE =
  'I am really glad you wrote this down, and I am sorry you are carrying so much. You deserve support right now, from a real person: ' +
  'if you are in danger or might act on these thoughts, call 999. You can talk to Samaritans free on 116 123, any time, day or night, ' +
  'or text SHOUT to 85258. You do not have to go through this alone.';

/** Puts the crisis resources first in any answer text, once. */
export function withSafetyMessage(text: string): string {
  return text.startsWith(SAFETY_MESSAGE) ? text : `${SAFETY_MESSAGE} ${text}`;
}
