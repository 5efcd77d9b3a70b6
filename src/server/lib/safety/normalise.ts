/**
 * Puts a text into the one plain form the risk reader's families are written against: lower case,
 * straight apostrophes, text speak and leetspeak spelled out, and near-miss spellings of the words
 * that matter corrected. People at risk often write fast, on a phone, without punctuation.
 */

// Words people commonly mistype in these phrasings; a typo within one edit is read as the word.
const FUZZY_WORDS = [
  'myself',
  'suicide',
  'suicidal',
  'anymore',
  'disappear',
  'forever',
  'everyone',
  'without',
  'existing',
  'burden',
  'tablets',
  'sleeping',
  'painkillers',
  'paracetamol',
  'tomorrow',
  'nobody',
  'vanish',
  'threatened',
];

const SHORTHAND: Record<string, string> = {
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  cant: "can't",
  couldnt: "couldn't",
  wont: "won't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  im: "i'm",
  ive: "i've",
  id: "i'd",
  wasnt: "wasn't",
  werent: "weren't",
  isnt: "isn't",
  arent: "aren't",
  hes: "he's",
  shes: "she's",
  theyd: "they'd",
  theyll: "they'll",
  youd: "you'd",
  whats: "what's",
  thats: "that's",
  theres: "there's",
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  kil: 'kill',
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  sewerslide: 'suicide',
  // "Catch the bus": said for suicide where the word is filtered.
  ctb: 'end my life',
  sh: 'self harm',
  nuttin: 'nothing',
  notting: 'nothing',
  u: 'you',
  ur: 'your',
  r: 'are',
  n: 'and',
  b: 'be',
  cos: 'because',
  coz: 'because',
  cuz: 'because',
  bc: 'because',
  bcos: 'because',
  ppl: 'people',
  every1: 'everyone',
  evry1: 'everyone',
  some1: 'someone',
  no1: 'no one',
  noone: 'no one',
  nobodys: "nobody's",
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  nite: 'night',
  bf: 'boyfriend',
  gf: 'girlfriend',
  mam: 'mum',
  da: 'dad',
  pils: 'pills',
  cuttin: 'cutting',
  dyin: 'dying',
  livin: 'living',
  nothin: 'nothing',
  somethin: 'something',
  tryin: 'trying',
  feelin: 'feeling',
  goin: 'going',
  anythin: 'anything',
  everythin: 'everything',
  wiv: 'with',
  wif: 'with',
  w: 'with',
  abt: 'about',
  bout: 'about',
  prob: 'probably',
  tho: 'though',
  thru: 'through',
  luv: 'love',
  ded: 'dead',
  ppls: "people's",
  aint: "ain't",
  yall: "y'all",
  wat: 'what',
  wats: "what's",
  wot: 'what',
  gunna: 'going to',
  yrs: 'years',
  // Scots.
  ah: 'i',
  "ah'm": "i'm",
  "ah've": "i've",
  "ah'd": "i'd",
  "ah'll": "i'll",
  tae: 'to',
  aff: 'off',
  naebody: 'nobody',
  nae: 'no',
  dinnae: "don't",
  didnae: "didn't",
  cannae: "can't",
  wisnae: "wasn't",
  isnae: "isn't",
  wouldnae: "wouldn't",
  couldnae: "couldn't",
  wullnae: "won't",
  wid: 'would',
  wis: 'was',
  ma: 'my',
  noo: 'now',
  hame: 'home',
  oot: 'out',
  fur: 'for',
  aw: 'all',
  fae: 'from',
  efter: 'after',
  intae: 'into',
  whit: 'what',
  "whit's": "what's",
  weans: 'kids',
  wean: 'kid',
  gairden: 'garden',
  ae: 'of',
  guid: 'good',
  wi: 'with',
  dug: 'dog',
  naw: 'no',
  aye: 'yes',
  masel: 'myself',
  mysel: 'myself',
  // Geordie and other Northern English.
  nee: 'no',
  aal: 'all',
  divvint: "don't",
  knaas: 'knows',
  // Jamaican Patois ("mi" is read as "i"; "mi own", "mi mada" as "my" below).
  nuh: 'not',
  waan: 'want',
  fi: 'to',
  tek: 'take',
  seh: 'said',
  weh: 'where',
  pon: 'on',
  dis: 'this',
  di: 'the',
  mada: 'mother',
  coulda: 'could',
  nah: 'not',
  mek: 'make',
  fraid: 'afraid',
  inna: 'in',
  everyting: 'everything',
  // Spelling by sound.
  agen: 'again',
  deepa: 'deeper',
  befor: 'before',
  freind: 'friend',
  urself: 'yourself',
  meself: 'myself',
  naething: 'nothing',
  anymair: 'anymore',
  wishin: 'wishing',
  aa: 'all',
  morra: 'tomorrow',
  thinkin: 'thinking',
  gettin: 'getting',
  // Nigerian Pidgin and West African English.
  chop: 'eat',
  dey: 'they',
  una: 'you',
  abeg: 'please',
  // South African English.
  klap: 'hit',
  wetin: 'what',
};

const MEANS_EMOJI: Record<string, string> = {
  '🔪': ' knife ',
  '🗡': ' knife ',
  '🪒': ' razor ',
  '🪢': ' rope ',
  '💊': ' pills ',
  '🔫': ' gun ',
  '⚰': ' coffin ',
  '🪦': ' grave ',
  '🩸': ' blood ',
};

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

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

/** A word with digits or symbols for letters ("k1ll", "su1c1de") read as letters; a number stays a number. */
function unLeet(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9@$]/.test(word) || /^\d+(?:st|nd|rd|th|s|am|pm|mg|kg|lbs?|x|hrs?|mins?|k|m)?$/.test(word))
    return word;
  return word.replace(/[0-9@$]/g, (char) => LEET[char] ?? char);
}

// Phrases found inside words run together ("iwishicouldjustgotosleepforever"), with their spaces.
const RUN_TOGETHER_WORDS: Record<string, string> = Object.fromEntries(
  [
    'i wish i could just',
    'i wish i was dead',
    'go to sleep forever',
    'and not wake up',
    'never wake up',
    'kill myself',
    'i just want to die',
    'i want to die',
    'want to die',
    'i just want to disappear',
    'end my life',
    "don't want to live",
    'want to disappear',
  ].map((phrase) => [phrase.replace(/[^a-z]/g, ''), phrase]),
);
// Longest first, so "ijustwanttodie" is read whole, with its subject.
const RUN_TOGETHER = new RegExp(
  Object.keys(RUN_TOGETHER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);
// A text written with its letters spaced out: a run of five or more single letters.
const SPACED_OUT = /(?:\b[a-z] ){4,}[a-z]\b/;

/** "n o t h i n g  m a t t e r s" as "nothing  matters", only in a text written so (a lone "i a" elsewhere stays). */
const joinSpacedLetters = (text: string) =>
  SPACED_OUT.test(text) ? text.replace(/(?:\b[a-z] )+[a-z]\b/g, (letters) => letters.replace(/ /g, '')) : text;

/**
 * Lower case, straight apostrophes, emoji and stray symbols as spaces, shorthand spelled out and
 * near-miss spellings corrected. Sentence punctuation is kept: the reader splits on it.
 */
export function normaliseForSafety(text: string): string {
  const spelt = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    // A few emoji stand for the means people name without naming them ("the 🪢 is in the garage"); the rest carry
    // tone, not words: read as a pause.
    .replace(/\p{Extended_Pictographic}\u{FE0F}?/gu, (emoji) => MEANS_EMOJI[emoji.replace('\u{FE0F}', '')] ?? emoji)
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/gu, ' . ')
    // Words censored to get past filters: "k*ll", "d!e", "s/h", "su!c!de".
    .replace(/\bk[*#!.]+ll/g, 'kill')
    .replace(/\bd[*#!.]+e\b/g, 'die')
    .replace(/\bs[u*#!.]+[i1*#!.]*c[i1*#!.]+de\b/g, 'suicide')
    .replace(/\bs\/h\b/g, 'self harm')
    .replace(/\bc\.t\.b\b\.?/g, 'ctb')
    .replace(/\bk\.m\.s\b\.?/g, 'kms')
    // Spellings that hide the words: "my self", "2 b", letters spaced out ("n o t h i n g").
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\b2 b\b/g, 'to be');
  const plain = joinSpacedLetters(spelt)
    // Words run together without spaces: the phrases that matter, taken apart.
    .replace(/[a-z]{20,}/g, (run) => run.replace(RUN_TOGETHER, (phrase) => ` ${RUN_TOGETHER_WORDS[phrase]} `))
    .replace(/\bany more\b/g, 'anymore')
    .replace(/\bno-one\b/g, 'no one');
  // "Am sick of it": a sentence that starts with "am" has dropped its "I". Single quotes around words
  // ("he'll 'find me'") are quotation, not apostrophes: read as spaces.
  const patois = plain
    .replace(
      /\bmi (?=own|mada|mother|granny|clothes|cousin|mind|bone|belly|exam|yout|life|pickney|baby|man|house|yard|friend|tablets|pills|phone)/g,
      'my ',
    )
    .replace(/\bgive weh\b/g, 'give away')
    .replace(/\bmi\b/g, 'i')
    .replace(/\b(?:him|she|her) (?=seh|said|know|a come|go)/g, (subject) => (subject.startsWith('him') ? 'he ' : 'she '));
  // Written backwards so that someone looking over a shoulder cannot read it (".niaga flesym tuc I").
  const forwards = /\b(?:flesym|efil|eid)\b/.test(patois) ? `${patois} . ${[...patois].reverse().join('')}` : patois;
  const withSubject = forwards.replace(/(^|[.!?]\s+)am\b/g, '$1i am').replace(/(^|[\s(])'+|'+(?=[\s.,!?;:)]|$)/g, '$1 ');
  return withSubject.replace(/[a-z0-9@$']+/g, (raw) => {
    const expanded = SHORTHAND[raw] ?? SHORTHAND[unLeet(raw)];
    const word = unLeet(raw);
    if (expanded) return expanded;
    if (word.length < 6) return word;
    return corrected(word);
  });
}

// Words seen before, with their correction: most words of most texts are common words.
const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 20_000;

function corrected(word: string): string {
  const known = corrections.get(word);
  if (known !== undefined) return known;
  const result = FUZZY_WORDS.find((fuzzy) => fuzzy !== word && withinOneEdit(word, fuzzy)) ?? word;
  if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
  corrections.set(word, result);
  return result;
}
