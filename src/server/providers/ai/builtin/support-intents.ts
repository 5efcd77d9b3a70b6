/**
 * What the built-in support assistant knows: the word classes and frames that say what a person wants,
 * the cues that change how a refund is handled, and the guides it answers with. No logic lives here
 * (see support.ts).
 *
 * Patterns are regular expressions over the message as `readableForIntent` puts it: lower case,
 * contractions spelled out ("can't" → "can not", "i'd" → "i would"), texting shorthand spelled out
 * ("u" → "you"), and punctuation turned into spaces, with " | " where a clause ends. In a pattern:
 * - `{name}` is one of the word classes below; a word ending in `*` also matches longer words;
 * - ` ~ ` lets up to 4 words come between two parts, ` ~~ ` up to 8;
 * - a match starts and ends at word edges.
 */
import { ACCEPTED_COVER_EXTENSIONS, COVER_MAX_MB } from '../../../../contract/product-image.js';
import type { SupportCategory, SupportIssueType } from '../../../../contract/support.js';
import { ACCEPTED_FILE_EXTENSIONS, UPLOAD_MAX_MB } from '../../../../contract/uploads.js';

/** The intents the words can show: a person at risk is recognised by the risk reader only, never here. */
export type WordIntent = Exclude<SupportCategory, 'crisis'>;

/** Spelled-out forms, applied word by word before matching. */
export const spelledOut: Readonly<Record<string, string>> = {
  cannot: 'can not',
  cant: 'can not',
  wont: 'will not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  aint: 'is not',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  theyre: 'they are',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  u: 'you',
  yous: 'you',
  youse: 'you',
  ya: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  plse: 'please',
  wot: 'what',
  wat: 'what',
  nothin: 'nothing',
  ppl: 'people',
  coz: 'because',
  cos: 'because',
  cuz: 'because',
  gonna: 'going to',
  wanna: 'want to',
  dunno: 'do not know',
  login: 'log in',
  signin: 'sign in',
  logon: 'log in',
  // Scots, as people write it.
  ah: 'i',
  ye: 'you',
  tae: 'to',
  ma: 'my',
  noo: 'now',
  cannae: 'can not',
  willnae: 'will not',
  didnae: 'did not',
  dinnae: 'do not',
  doesnae: 'does not',
  isnae: 'is not',
  wasnae: 'was not',
  couldnae: 'could not',
  wouldnae: 'would not',
};

/**
 * A quoted name after one of these words is a product's title ("the 'Kill Your Inner Critic' course"):
 * it is read as the word `title`, so its words say nothing about the request. Quoted words after
 * anything else may be what someone said, and are read.
 */
export const titleLeads = [
  'the',
  'my',
  'your',
  'a',
  'an',
  'this',
  'that',
  'called',
  'named',
  'titled',
  'bought',
  'purchased',
  'ordered',
  'buy',
  'got',
  'for',
  'on',
  'of',
  'in',
  'from',
  'with',
  'find',
  'open',
  'download',
  'refund',
] as const;

/** Spellings of one word, joined before matching ("e-mail" → "email"). */
export const joinedForms: readonly (readonly [RegExp, string])[] = [
  [/\be[\s-]mail/g, 'email'],
  [/\bcheck[\s-]out\b/g, 'checkout'],
  [/\bpay[\s-]?pal\b/g, 'paypal'],
];

/** Words that, just before a frame in the same clause, say the writer means the opposite. */
export const negators = ['not', 'no', 'never', 'without', 'nor', 'neither', 'nobody', 'instead of', 'rather than'] as const;

/** How many words before a frame a negator still turns it round ("not asking for a refund"). */
export const NEGATION_REACH = 4;

export const wordClasses = {
  want: [
    'want*',
    'would like',
    'like',
    'need*',
    'wish',
    'hoping for',
    'asking for',
    'ask for',
    'request*',
    'can i (have|get)',
    'could i (have|get)',
    'may i have',
    'give me',
    'get',
    'getting',
    'claim',
    'please',
    'chance of',
  ],
  refund: ['refund*', 'reimburs*', 'money back', 'cash back', 'repay*', 'pay me back'],
  amount: ['[£$€] ?\\d+', '\\d+ ?(pounds|quid|dollars|euros|usd|gbp|bucks)'],
  chargeNoun: ['payment*', 'charge*', 'transaction*', 'debit*', 'deduction*'],
  charged: ['charged', 'billed', 'debited', 'paid', 'taken', 'took', 'charging'],
  moreThanOnce: [
    'twice',
    '(two|2|three|3) (separate |different )?times',
    'double*',
    'duplicat*',
    'more than once',
    'multiple times',
    'a second time',
  ],
  manyCharges: ['(two|2|three|3|duplicate|double|identical|multiple|repeated) ~ (payment*|charge*|transaction*|debit*)'],
  buy: ['buy', 'bought', 'order*', 'purchas*', 'authori[sz]*', 'make', 'made', 'sign* up', 'subscrib*', 'agree*'],
  bank: [
    'bank',
    'card (company|issuer|provider)',
    'credit card company',
    'amex',
    'american express',
    'visa',
    'mastercard',
    'paypal',
    'building society',
  ],
  reverse: [
    'reverse*',
    'reversal',
    'dispute*',
    'claw*',
    'recall*',
    'pull*',
    'charge* back',
    'chargeback',
    'take* (it|the money|the payment|my money) back',
    '(get|got|getting) (it|the money|my money) back',
    '(block|stop|cancel*) (it|the payment|the charge|the transaction)',
  ],
  fileThing: [
    'download*',
    'download link*',
    'file*',
    'zip',
    'pdf*',
    'mp3*',
    'mp4*',
    'epub*',
    'docx',
    'attachment*',
    'folder*',
    'slides',
    'worksheets?',
  ],
  failing: [
    'fail*',
    'expired',
    'expir*',
    'corrupt*',
    'broken',
    'empty',
    'stops',
    'stopped',
    'stopping',
    'dying',
    'dies',
    'died',
    'stuck',
    'missing',
    'gone',
    'dead',
    'disappeared',
    'error*',
    'invalid',
    'damaged',
    'gr[ae]yed out',
    'disabled',
    'spins',
    'spinning',
    'nothing happens',
    '(does|did) nothing',
    'unclickable',
    'blank',
    '(will|does|did|can|is|are) not (work|start|open|load|finish|complete|come|show|appear|download|unzip|extract|play)',
    'not (working|coming|showing|appearing|loading|opening|downloading)',
    'never (arrived|came|started|finished|loaded)',
  ],
  purchase: [
    'purchase*',
    'order*',
    'download*',
    'product',
    'course',
    'file*',
    'pack',
    'bundle',
    'reading',
    'deck',
    'book',
    'ebook',
    'title',
    'worksheets?',
    'slides',
    'materials?',
    'meditations?',
    'audio',
    'workbook',
  ],
  unable: [
    'can not',
    'could not',
    'unable to',
    'not able to',
    'will not let me',
    'does not let me',
    'keeps? failing to',
    'can never',
  ],
  signIn: ['log ?in', 'log back in', 'sign ?in', 'sign back in', 'get into my account', 'access my account', 'get in'],
  codeThing: [
    'two factor',
    '2fa',
    'two step',
    '2 step',
    'authenticator',
    'verification code*',
    'security code*',
    'login code*',
    'log in code*',
    'codes?',
  ],
  arrive: ['arriv*', 'com(e|es|ing)', 'came', 'show* up', 'work*', 'turn* up', 'go through', 'send', 'sent'],
  siteThing: [
    '(product |cover )?images',
    'pictures',
    'thumbnails?',
    'tool',
    'crop*',
    'editor',
    'timer',
    'bell',
    'counter',
    'notification*',
    'reminder*',
    'field',
    'link',
    'page',
    'site',
    'website',
    'app',
    'player',
    'button*',
    'search*',
    'search bar',
    'checkout',
    'cart',
    'basket',
    'screen',
    'menu',
    'video*',
    'audio player',
    'progress bar',
    'dashboard',
    'upload*',
    'form',
    'dark mode',
    'light mode',
    'preview',
    'browser',
    'phone',
    'laptop',
    'tablet',
    'ipad',
    'iphone',
    'android',
    'safari',
    'chrome',
    'firefox',
    'edge',
  ],
  malfunction: [
    'crash*',
    'freez*',
    'froze*',
    'hang*',
    'glitch*',
    'bug*',
    'error*',
    'broken',
    'not working',
    '(does|did|will) not (work|load|respond|open|play)',
    'stopped working',
    '(do|does|did) not (change|update|filter|refresh|respond|save|work)',
    'keeps? (failing|crashing|freezing|stopping|skipping|buffering|cutting out|jumping|resetting|dying)',
    'dies',
    'died',
    '(will|does|did) not (accept|take|let me|save|submit|recogni[sz]e|update)',
    'never (rings|plays|starts|loads|works|appears|shows|finishes|saves)',
    'jumps? (from|to|ahead|around)',
    'fail*',
    'not loading',
    'blank',
    'white screen',
    'black screen',
    'spin*',
    'lag*',
    'slow',
    'skip*',
    'buffer*',
    'stutter*',
    'cut* out',
    'dead',
    'unresponsive',
    'not (showing|appearing|displaying|visible|rendering)',
    '(grey|gray|blank|empty|white) (boxes|squares|space|rectangles)',
    'something went wrong',
    '(does|did) nothing',
    'nothing happens',
    '(goes|went|jumps?|resets?) back to (zero|0|the start|the beginning)',
    'unreadable',
    'black on black',
    'white on white',
    'drain*',
    'killing my battery',
    'kills my battery',
    'slaughter* my battery',
    'overheat*',
    'red hot',
  ],
  contentThing: [
    'narrator',
    'teacher',
    'presenter',
    'speaker',
    'host',
    'descriptions?',
    'formatting',
    'layout',
    'modules?',
    'volume',
    'music',
    'narration',
    'practice',
    'audio',
    'sound',
    'recording',
    'voice',
    'track*',
    'video*',
    'picture*',
    'image*',
    'print',
    'text',
    'font',
    'pages?',
    'chapters?',
    'lessons?',
    'meanings?',
    'information',
    'instructions',
    'content',
    'translation*',
    'facts',
    'guide(book)?',
    'workbook',
    'course',
    'meditation*',
    'deck',
    'cards?',
    'book',
    'ebook',
  ],
  poorQuality: [
    'quiet',
    'loud',
    'hiss*',
    'muffled',
    'crackl*',
    'distorted',
    'blurry',
    'blurred',
    'pixelated',
    'tiny',
    'faint',
    'echo*',
    'low quality',
    'poor( quality)?',
    'bad quality',
    'terrible',
    'awful',
    'wrong',
    'incorrect',
    'inaccurate',
    'mistaken',
    'false',
    'made up',
    'nonsense',
    'incomplete',
    'unfinished',
    'outdated',
    'out of date',
    'cut off',
    'full of (typos|mistakes|errors)',
    'confusing',
    'unclear',
    'hard to follow',
    'makes no sense',
    'contradict*',
    'missing',
    'upside down',
    'back to front',
    'sideways',
    'misaligned',
    'misprint*',
    'skewed',
    'out of focus',
    'rubbish',
    'mince',
    'garbage',
    'trash',
    'shocking',
    'dreadful',
    'naff',
    'low res*',
    'mispronounc*',
    'silen(ce|t)',
    'distracting',
    'repeat*',
    'duplicated',
    'out of order',
    '(a )?mess',
    'messy',
    'jumbled',
  ],
  describedAs: ['listing', 'description', 'advert', 'ad', 'product page', 'page', 'title', 'blurb', 'it'],
  says: [
    'says',
    'said',
    'promised',
    'promises',
    'claims',
    'claimed',
    'advertised',
    'advertises',
    'states',
    'stated',
    'shows',
    'showed',
  ],
  takeWork: [
    'sell',
    'post*',
    'shar*',
    'leak*',
    'upload*',
    'distribut*',
    'giving away',
    'gave away',
    'scanned',
    'using',
    'used',
    'uses',
    'selling',
    'sells',
    'sold',
    'copied',
    'copying',
    'copy',
    'copies',
    'stole',
    'stolen',
    'stealing',
    'took',
    'taken',
    'repost*',
    'reupload*',
    're upload*',
    'publish*',
    'ripped',
    'lifted',
    'reproduc*',
    'resell*',
    'redistribut*',
    'pirat*',
  ],
  work: [
    'paintings?',
    'art',
    'artwork*',
    'works?',
    'designs?',
    'photos?',
    'photographs?',
    'pictures?',
    'images?',
    'illustrations?',
    'drawings?',
    'scripts?',
    'texts?',
    'book',
    'ebook',
    'course',
    'music',
    'tracks?',
    'songs?',
    'recordings?',
    'content',
    'words',
    'writing',
    'poems?',
    'logo',
    'brand',
    'cards',
    'deck',
    'oracle deck',
    'method',
    'meditation*',
    'videos?',
    'material',
    'product',
    'guides?',
    'spreads?',
    'workbooks?',
    'journals?',
    'templates?',
    'prompts?',
    'affirmations?',
    'readings?',
    'programm?e?s?',
  ],
  personalData: [
    'data',
    'personal data',
    'information',
    'info',
    'details',
    'records',
    'notes',
    'everything',
    'stuff',
    'recordings?',
  ],
  holdData: [
    'hold',
    'held',
    'have',
    'had',
    'keep',
    'store',
    'stored',
    'collect*',
    'got',
    'process*',
    'wrote',
    'written',
    'kept',
    'saved',
  ],
  otherPerson: [
    'one of (your|the) (sellers|creators|buyers|users|members|customers)',
    'someone',
    'somebody',
    'some one',
    'a (user|buyer|seller|creator|member|customer|guy|man|woman|person|girl|bloke)',
    'another (user|buyer|seller|creator|member|customer)',
    'some (guy|man|woman|person|user|creep|weirdo|bloke)',
    'this (user|buyer|seller|creator|person|guy|man|woman|account)',
    'the (user|buyer|seller|creator|guy|man|woman|person)',
    'he',
    'she',
    'they',
    'people',
  ],
  thirdParty: [
    'someone',
    'somebody',
    'a (user|buyer|seller|creator|member|customer|guy|man|woman|person|shop|store|listing|account|course|product)',
    'another (user|buyer|seller|creator|member|customer|shop|store|listing|account)',
    'some (guy|man|woman|person|user|shop|store|seller)',
    'this (user|buyer|seller|creator|person|guy|man|woman|account|shop|store|listing)',
    'the (user|buyer|seller|creator|guy|man|woman|person|shop|store|listing)',
    'he',
    'she',
    'they',
    'people',
    'you',
    'your (site|website|platform)',
  ],
  myData: [
    '(all )?(of )?(my|the|his|her|their) (personal )?(data|information|info|details|records)',
    '(all )?(of )?my (journal( entries)?|entries|history|messages|account data)',
    '(the|those|these|old) journal entries',
  ],
  them: [
    'him',
    'her',
    'them',
    'this (user|person|guy|man|woman|account|creator|seller|buyer)',
    'the (user|person|guy|creator|seller|buyer)',
  ],
  contactVerb: [
    'messag*',
    'text*',
    'email*',
    'contact*',
    'send*',
    'comment*',
    'post*',
    'call*',
    'ringing',
    'follow*',
    'dm*',
    'writ*',
    'repl*',
    'tag*',
    'turning up',
    'showing up',
  ],
  threatAct: [
    'come (round|over|to|after|for)',
    'pop round',
    'find (me|you|out where|where (i|you))',
    '(hunt|track) (me|you) down',
    'hurt',
    'beat',
    'kill',
    'burn',
    'sort (me|you|them) out',
    'get (me|you|even)',
    'track (me|you) down',
    'make (me|you) pay',
    'make (me|you) regret',
    'tell (my|your|everyone|every one|the world|people)',
    '(post|share|publish|send|spread) (my|your) (photos?|pictures?|pics|details|address|number|messages)',
    'finish (me|you)',
    'report (me|you)',
    'ruin',
    'expose',
    'leak',
    'destroy',
    'visit (me|you)',
  ],
  myPlace: [
    'house',
    'home',
    'door',
    'doorstep',
    'work',
    'workplace',
    'office',
    'studio',
    'shop',
    'college',
    'school',
    'uni',
    'university',
    'gates?',
    'flat',
    'hostel',
    'street',
    'address',
    'postcode',
    'car',
  ],
  change: ['change', 'changing', 'update', 'edit', 'replace', 'swap', 'set', 'upload', 'add', 'put', 'use a different', 'new'],
  question: [
    'how (do|can|would|should) (i|we|you)',
    'how to',
    'where (do|can) (i|we)',
    'is (it|there a way) (possible )?to',
    'can (i|we|you)',
    'what is the way to',
  ],
} satisfies Record<string, readonly string[]>;

export type WordClass = keyof typeof wordClasses;

/** What a person may want that has a guide of its own, more precise than the intent's. */
export type SituationId =
  | 'refund'
  | 'bought_by_mistake'
  | 'double_charge'
  | 'unrecognised_charge'
  | 'bank_dispute'
  | 'invoice'
  | 'card_declined'
  | 'price_difference'
  | 'payment_methods'
  | 'instalments'
  | 'renewal'
  | 'cancel_subscription'
  | 'payout'
  | 'link_expired'
  | 'cannot_find_purchase'
  | 'file_will_not_open'
  | 'download_fails'
  | 'download_again'
  | 'hacked'
  | 'password_reset'
  | 'two_factor'
  | 'cannot_sign_in'
  | 'sessions'
  | 'verify_email'
  | 'suspended'
  | 'change_email'
  | 'close_account'
  | 'profile'
  | 'upload_fails'
  | 'playback'
  | 'display'
  | 'site_broken'
  | 'wrong_file'
  | 'not_as_described'
  | 'content_wrong'
  | 'poor_recording'
  | 'rights_claim'
  | 'legal_threat'
  | 'terms_question'
  | 'moderation'
  | 'report_content'
  | 'data_copy'
  | 'data_erasure'
  | 'data_retention'
  | 'data_correction'
  | 'harassment'
  | 'threat'
  | 'scam'
  | 'cover_image'
  | 'edit_listing'
  | 'become_creator'
  | 'gift_card'
  | 'reading_comfort'
  | 'app'
  | 'catalogue_question';

export interface IntentFrame {
  intent: WordIntent;
  weight: number;
  pattern: string;
  /** A negator just before it turns the frame off ("not asking for a refund"). */
  negatable?: boolean;
  /** The frame counts only when the message also says this somewhere. */
  requires?: string;
  /** The more precise guide this frame points to, when its intent wins. */
  situation?: SituationId;
}

/**
 * The frames people say what they want in. Weight 5: the frame alone settles it; 3-4: a strong sign;
 * 1-2: a hint that counts only when nothing stronger is said.
 */
export const intentFrames: readonly IntentFrame[] = [
  // Wanting money back.
  { intent: 'refund', weight: 5, pattern: '{refund}', negatable: true, situation: 'refund' },
  { intent: 'refund', weight: 5, pattern: '(my|the|our) ~ {amount} back', negatable: true, situation: 'refund' },
  {
    intent: 'refund',
    weight: 5,
    pattern:
      '(money|cash|penny|pennies|payment|amount|funds|it all|the lot|everything i paid|(this|the|last|that) (month|year|payment|charge)) back',
    negatable: true,
    situation: 'refund',
  },
  {
    intent: 'refund',
    weight: 5,
    pattern:
      '({amount}|money|it|payment) ~ ((go|going|come|put|paid|sent|credited) back|returned|refunded|credited)|(back|returned) (to|on|onto) my (card|account|bank)',
    negatable: true,
    situation: 'refund',
  },
  { intent: 'refund', weight: 5, pattern: '(undo|cancel|void) ~ (purchase|order)', negatable: true, situation: 'refund' },
  { intent: 'refund', weight: 4, pattern: '(by|in) (mistake|error|accident)|did not mean to', situation: 'bought_by_mistake' },
  {
    intent: 'refund',
    weight: 4,
    pattern: '(cancel|undo) (it|this|that|the order|my order|the purchase|my purchase)',
    negatable: true,
    situation: 'refund',
  },
  {
    intent: 'refund',
    weight: 4,
    pattern: '(accidentally|mistakenly) ~ (bought|purchased|ordered|clicked|paid)',
    situation: 'bought_by_mistake',
  },
  { intent: 'refund', weight: 4, pattern: 'meant to (get|buy|order|pick)', situation: 'bought_by_mistake' },
  {
    intent: 'refund',
    weight: 4,
    pattern: '(clicked|picked|chose|selected|bought|ordered|got|purchased|paid for) ~ the wrong',
    situation: 'bought_by_mistake',
  },
  {
    intent: 'refund',
    weight: 3,
    pattern: '(already (has|have|own|owns|bought)) (it|this|that|one)',
    situation: 'bought_by_mistake',
  },
  { intent: 'refund', weight: 3, pattern: 'changed my mind', situation: 'refund' },
  {
    intent: 'refund',
    weight: 4,
    pattern: '(swap|exchange) (it|this)|(swap|exchange|change) ~ (for|with) (the|a|an|another|a different)',
    situation: 'bought_by_mistake',
  },
  {
    intent: 'refund',
    weight: 4,
    pattern:
      '(want|like|can i|could i|how do i|wish|need) to return|(reversal|reverse|refund|cancellation) of (my|the|this) (purchase|order)',
    negatable: true,
    situation: 'refund',
  },
  {
    intent: 'refund',
    weight: 4,
    pattern: 'return (it|this|that|the|a|my) ~ ({purchase}|it|this)|send (it|this) back',
    negatable: true,
    situation: 'refund',
  },
  {
    intent: 'refund',
    weight: 2,
    pattern: '(is|was) not (for me|my cup of tea|to my taste|what i (wanted|needed|expected))',
    situation: 'refund',
  },
  { intent: 'refund', weight: 1, pattern: 'did not help', situation: 'refund' },

  // A charge they do not recognise, that happened more than once, or that they take to their bank.
  { intent: 'charge_dispute', weight: 5, pattern: '{charged} ~ {moreThanOnce}', negatable: true, situation: 'double_charge' },
  { intent: 'charge_dispute', weight: 5, pattern: '{manyCharges}', negatable: true, situation: 'double_charge' },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '{chargeNoun} ~ (appears?|appeared|shows?|showed|showing|went through|came out|gone out|was taken|taken) ~ {moreThanOnce}',
    situation: 'double_charge',
  },
  { intent: 'charge_dispute', weight: 4, pattern: '(charged|billed) (me )?(again|a second time)', situation: 'double_charge' },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(took|taken|charged|billed|debited|paid) ~~ (the same|it|that|same amount) again',
    requires: '{amount}|statement|card|bank|account',
    situation: 'double_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 3,
    pattern: '(for|on) (just )?(one|a single|1) (order|purchase|item|product|course|deck|book)',
    requires: '{chargeNoun}|charged|took|taken|statement|amount|money|[£$€] ?\\d+',
    situation: 'double_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '((came|went|gone|taken) (out|through)|left (my )?(account|card|bank)) ~ {moreThanOnce}|(two|2|three|3) (amounts|lots|sums) of',
    requires: '{chargeNoun}|pay|paid|bank|card|statement|money|[£$€] ?\\d+',
    situation: 'double_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 4,
    pattern: 'only (bought|ordered|paid for|purchased) (one|1|it once|once)',
    requires: '{chargeNoun}|charged|statement|bank|card|[£$€] ?\\d+|amounts?',
    situation: 'double_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '{chargeNoun} ~~ (never|not|nothing) ~ {buy}',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(never|not) ~ {buy} ~~ {chargeNoun}',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '(got|stole|stolen|has|have|used|cloned) my (card|bank) (details|number)|(did not|never) (buy|order|purchase|make) (this|that|these|them)|(do|did|can) not recogni[sz]e|unrecogni[sz]ed|unauthori[sz]ed|unknown (payment|charge|transaction)|know nothing about|no idea (what|about)',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(never|not) (ever )?(bought|buy|ordered|order|purchased|purchase|made) (anything|a thing|nothing|something)',
    requires: '{chargeNoun}|charged|statement|my card',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 3,
    pattern: 'what (is|was) (this|that|the) ~ {chargeNoun}',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '(can not|could not) account for|(do|did) not (know|understand) what (it|this|that) (is|was) for|(it|this|that) (is|was) not (me|mine)',
    requires: '{chargeNoun}|charged|taken|took|statement|bank|card|[£$€] ?\\d+',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(never|not) (authori[sz]ed|agreed to|signed up)',
    requires: '{chargeNoun}|charged|taken|took|statement|card|bank|[£$€] ?\\d+',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      'never heard of (you|soul market|this (company|site|shop|website))|why (have|did|has|are) (you|soul market) ~ (taken|take|charged|charging|billed|billing|debited)',
    requires: '{chargeNoun}|charged|taken|took|statement|bank|card|[£$€] ?\\d+',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(my )?card ~ (stolen|nicked|cloned|compromised|used without|hacked|skimmed)',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '(used|using|uses) my (card|paypal|bank|account) (without|to buy)|(someone|somebody) ~ used my (card|paypal|account)',
    situation: 'unrecognised_charge',
  },
  { intent: 'charge_dispute', weight: 5, pattern: 'charge ?backs?', negatable: true, situation: 'bank_dispute' },
  { intent: 'charge_dispute', weight: 5, pattern: '{bank} ~~ {reverse}', negatable: true, situation: 'bank_dispute' },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '{reverse} ~ (with|through|via|to) (my |the )?{bank}',
    negatable: true,
    situation: 'bank_dispute',
  },
  {
    intent: 'charge_dispute',
    weight: 4,
    pattern: '{reverse} ~ (the|this|my) (payment|charge|transaction)',
    requires: '{bank}',
    situation: 'bank_dispute',
  },
  {
    intent: 'charge_dispute',
    weight: 3,
    pattern: '(go|going|went|ring|rang|rung|call*|phone*|contact*) (to )?(the|my) bank',
    situation: 'bank_dispute',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: '(opened|open|raise|raised|file|filed|start|started|lodged?) ~ (dispute|claim|case) ~ {bank}',
    situation: 'bank_dispute',
  },
  { intent: 'charge_dispute', weight: 5, pattern: 'section 75', situation: 'bank_dispute' },
  {
    // Still charged after cancelling: a charge they did not agree to.
    intent: 'charge_dispute',
    weight: 5,
    pattern:
      '(charg*|tak*|billed|paid|debit*) ~~ (after|since|though|but|and) i (cancel*|unsubscribed|stopped)|i (cancel*|unsubscribed) ~~ (still|again|keep*) ~ (charg*|tak*|bill*|pay*)',
    requires: '{chargeNoun}|charg*|took|tak*|billed|statement|[£$€] ?\\d+',
    situation: 'unrecognised_charge',
  },
  {
    intent: 'charge_dispute',
    weight: 5,
    pattern: 'report* ~ (to )?(my |the )?{bank}|fraud*',
    requires: '{chargeNoun}|charged|taken|took|statement|card|bank|[£$€] ?\\d+',
    situation: 'bank_dispute',
  },

  // A question about paying, prices, receipts, subscriptions or payouts.
  { intent: 'billing', weight: 4, pattern: 'invoices?|receipts?', situation: 'invoice' },
  { intent: 'billing', weight: 4, pattern: 'vat|sales tax|tax year|for tax|accountant', situation: 'invoice' },
  {
    intent: 'billing',
    weight: 5,
    pattern: '(card|payment) ~ (declin*|rejected|refused|not (accepted|go(ing)? through|working))',
    situation: 'card_declined',
  },
  { intent: 'billing', weight: 4, pattern: 'declin*', situation: 'card_declined' },
  {
    intent: 'billing',
    weight: 5,
    pattern:
      'pay (with|by|using|via|through) \\w+|payment (methods?|options?)|(accept|take) (paypal|apple pay|google pay|klarna|cards?|cash|bank transfer|amex)|split ~ (across|between|over|on) ~ cards?|two cards',
    situation: 'payment_methods',
  },
  {
    intent: 'billing',
    weight: 5,
    pattern:
      'instal+ments?|payment plan|pay (it )?monthly|split (the )?(payment|cost)|pay in (parts|stages|chunks)|spread the cost',
    situation: 'instalments',
  },
  {
    intent: 'billing',
    weight: 4,
    pattern:
      'renew*|renewal|next (payment|charge)|billing date|billed on|charged on|each month|every month|per month|monthly fee',
    situation: 'renewal',
  },
  {
    intent: 'billing',
    weight: 5,
    pattern: '(cancel|stop|end) ~ (subscription|membership|plan|renewal)',
    situation: 'cancel_subscription',
  },
  { intent: 'billing', weight: 2, pattern: 'subscription|membership', situation: 'renewal' },
  {
    intent: 'billing',
    weight: 5,
    pattern: '(free )?trial (ends?|period|runs out|is over)|free trial|after the trial',
    situation: 'renewal',
  },
  {
    intent: 'billing',
    weight: 5,
    pattern:
      '(take|takes|taking|keep|keeps) (a |your )?(cut|share|percentage|commission)|cut of (my )?(sales|earnings)|how much (do|does) (you|the platform|the site|soul market) (take|keep|charge)',
    situation: 'payout',
  },
  {
    intent: 'billing',
    weight: 4,
    pattern: 'payouts?|pay ?out|withdraw (my )?(earnings|balance|money)|cash out',
    situation: 'payout',
  },
  {
    intent: 'billing',
    weight: 3,
    pattern: '(platform |service |processing |transaction )?fees?|commission|taken off|deducted',
    requires: 'payouts?|earnings|sales|sold|balance|creator|my shop|my product',
    situation: 'payout',
  },
  {
    intent: 'billing',
    weight: 5,
    pattern:
      '(charged|billed|paid|cost|costs|took|taken) ~ (more|extra|different|higher)|more than (the )?(listed |advertised |shown |product )?price|(fee|tax|charge|vat) ~ (added|on top)|(hidden|extra|additional) (fees?|charges?)',
    situation: 'price_difference',
  },
  { intent: 'billing', weight: 2, pattern: 'fees?|tax', situation: 'price_difference' },
  { intent: 'billing', weight: 3, pattern: 'my (earnings|balance|sales money)', situation: 'payout' },
  {
    intent: 'billing',
    weight: 5,
    pattern:
      '(money|earnings|pay|paid) ~ (from|for) (my )?(sales|sold|products?)|when (do|will|does) (i|creators|sellers) (get|be) paid',
    situation: 'payout',
  },
  { intent: 'billing', weight: 2, pattern: 'convert*|in (pounds|euros)|prices? (include|in)' },
  { intent: 'billing', weight: 2, pattern: 'pending (charge|payment)|authori[sz]ation hold|on hold' },
  { intent: 'billing', weight: 2, pattern: 'charged|billed|statement' },
  { intent: 'billing', weight: 3, pattern: 'usd|us dollars|dollars|currency|exchange rate' },

  // Cannot get into, or cannot find, what they bought.
  { intent: 'download_access', weight: 5, pattern: 'link ~~ expired|expired ~ link', situation: 'link_expired' },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '(can not|could not|unable to) open (what|the thing|the file|it|my)|(not|un)supported|(file|it|pdf|zip|document) ~ (will|does|can) not (open|unzip|extract)|(unzip|extract|open) ~ (empty|corrupt*|nothing)|(says|it is|is|its|was) ~ corrupt*|(0|zero) ?(kb|bytes|b|mb)|(file|zip|folder|pdf|download) ~ (is|it is|its|was|comes out) empty',
    situation: 'file_will_not_open',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '{unable} (find|see|locate|access|open|get to|get|download) ~ (my|the|a) ~ {purchase}|{unable} (get|download|access|open) ~ i (paid for|bought|purchased|ordered)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '{unable} (find|see|locate) ~~ (anywhere|i (paid|bought|ordered|purchased))|(anywhere|nowhere) (in|on) my (library|purchases|account|collection)|where (has|have|did) (it|they|my \\w+) (gone|go)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern: '(my|the) {purchase} ~ (vanished|disappeared|has gone|is gone|went missing|is missing|been removed|was removed)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '(no|never got|did not get|have not got|did not receive|have not received|never received) (an |the |my |any )?(email|download|link|file|access|confirmation)',
    requires: 'paid|bought|purchased|ordered|order|purchase',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern: '(no sign|no trace) of ~ {purchase}|{purchase} ~ (nowhere to be (seen|found)|is not there)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 4,
    pattern: '{purchase} ~ (says|shows|still|stuck|is) ~ (processing|pending|on hold)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern: 'crdownload|part file|partial download|incomplete download|(download|file) (is|was) incomplete',
    situation: 'file_will_not_open',
  },
  {
    intent: 'download_access',
    weight: 4,
    pattern: '(order|purchase) history|my orders|past (orders|purchases)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 2,
    pattern: '(after|since) (paying|buying|purchasing|checkout|i paid|i bought)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '(get|put|open|transfer|move|play|load|copy|save|download) ~ (files?|ebook|book|pdf|epub|audio|mp3|mp4|video|downloads?|purchases?|course|meditations?) ~ (onto|on|to|into|in|with) (my |a |the )?(kindle|phone|ipad|iphone|tablet|computer|laptop|car|stereo|e ?reader|device|tv|speaker|android)',
    situation: 'download_again',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern: 'link (in|from|on) (my |the )?(receipt|email|confirmation)',
    situation: 'link_expired',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern: 'lost ~ (link|download*|file*|access|purchase*)',
    situation: 'download_again',
  },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      'where (is|are|did) (my|the) ~ {purchase}|not (in|showing in|on|under) my (purchases|library|collection|account)|where (do|can|would|should) i (find|get|see|access) ~ (i (bought|paid for|purchased|ordered)|my {purchase})',
    situation: 'cannot_find_purchase',
  },
  // After the precise frames: the first frame of the strongest weight names the situation.
  { intent: 'download_access', weight: 5, pattern: '{fileThing} ~ {failing}', situation: 'download_fails' },
  { intent: 'download_access', weight: 4, pattern: '{failing} ~ {fileThing}', situation: 'download_fails' },
  {
    intent: 'download_access',
    weight: 4,
    pattern:
      '(paid|charged|bought|purchased|payment went through) ~~ (not|no|never|nothing) ~ (access|receiv*|got|arriv*|show*|appear*|com(e|ing)|button|there)',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 4,
    pattern: '(lost|no|without) access|{unable} access',
    situation: 'cannot_find_purchase',
  },
  {
    intent: 'download_access',
    weight: 4,
    pattern:
      '(download|get) ~ again|re ?download*|resend*|re send|(send|email) (it|them|me|the link|the file|me the link|me it) ~ (again|back|link|file)|new (phone|laptop|computer|device)',
    situation: 'download_again',
  },
  { intent: 'download_access', weight: 4, pattern: '{question} ~ download', situation: 'download_again' },
  {
    intent: 'download_access',
    weight: 5,
    pattern:
      '(only|just) ~ (preview|sample|stream)|{unable} download|(will|does) not let me download|no (download|download button|download link|way to download)',
    situation: 'download_fails',
  },
  { intent: 'download_access', weight: 2, pattern: 'download*|my purchases', negatable: true, situation: 'download_again' },

  // Account access or security.
  {
    intent: 'account',
    weight: 6,
    pattern:
      'hacked|hacker*|hacking|compromised|(account|password) ~ (taken over|stolen)|(broke|broken|breaking) into|(someone|somebody|some one|a stranger|they|he|she) ~ (got into|gotten into|accessed|logged into|logging into|is using|took over|has access to) ~ (my )?account',
    situation: 'hacked',
  },
  {
    intent: 'account',
    weight: 5,
    pattern: '(someone|they|he|she) ~ (changed|reset) (my|the) (password|email|display name|name|username)',
    situation: 'hacked',
  },
  { intent: 'account', weight: 5, pattern: '{unable} {signIn}', negatable: false, situation: 'cannot_sign_in' },
  {
    intent: 'account',
    weight: 5,
    pattern: 'locked out ~ (account|dashboard|profile)|(account|dashboard) ~ locked',
    situation: 'cannot_sign_in',
  },
  { intent: 'account', weight: 2, pattern: 'locked out', situation: 'cannot_sign_in' },
  {
    intent: 'account',
    weight: 4,
    pattern:
      'session (has |is |keeps |keeps on )?expir*|(logging|signing|logs|signs|kicks|kicked) me out|(asks|asking|ask) me to (log|sign) in again',
    situation: 'cannot_sign_in',
  },
  {
    intent: 'account',
    weight: 5,
    pattern: '(forgot|forgotten|do not remember|can not remember|not sure|no idea) (which|what) (email|address|account|login)',
    situation: 'cannot_sign_in',
  },
  {
    intent: 'account',
    weight: 5,
    pattern: 'account ~ (deactivated|disabled|suspended|banned|blocked|frozen)|(suspended|banned|blocked) (me|my account)',
    situation: 'suspended',
  },
  {
    intent: 'account',
    weight: 4,
    pattern: 'verif* ~ (email|link|code)|(confirm|confirmation) (email|link) ~ (invalid|expired|not|never)',
    situation: 'verify_email',
  },
  {
    intent: 'account',
    weight: 5,
    pattern:
      '(sign*|log*) ~ out (of )?(all|every|other) (my )?(devices|sessions|computers|phones)|sign out everywhere|(devices|sessions) ~ (signed|logged) in',
    situation: 'sessions',
  },
  {
    intent: 'account',
    weight: 5,
    pattern:
      '(password|reset) ~ (never|not|does not|did not|has not|will not) ~ {arrive}|(forgot|forgotten|reset|lost) ~ password|password reset',
    situation: 'password_reset',
  },
  { intent: 'account', weight: 5, pattern: '(two factor|2fa|two step|2 step|authenticator)', situation: 'two_factor' },
  {
    intent: 'account',
    weight: 4,
    pattern: '{codeThing} ~ (never|not|are not|is not|stopped) ~ {arrive}',
    situation: 'two_factor',
  },
  {
    intent: 'account',
    weight: 5,
    pattern: '{change} ~ (my |the )?(email|email address|login email|address i sign in with)',
    situation: 'change_email',
  },
  {
    intent: 'account',
    weight: 5,
    pattern: '(close|delete|remove|deactivat*|cancel|shut|terminate|get rid of) ~ (my |the |this )?account',
    negatable: true,
    situation: 'close_account',
  },
  {
    intent: 'account',
    weight: 5,
    pattern:
      '(no longer|do not|can not|lost) (have )?(access|the password) (to )?(my |the |that )?(old )?(email|inbox|email address|email account)|(old|previous) email (is|was) (closed|deleted|gone|shut)',
    situation: 'change_email',
  },
  {
    intent: 'account',
    weight: 4,
    pattern:
      '(change|changing|changed|update|updating|edit|replace|remove|hide|new) ~ (my )?(name|surname|last name|married name|maiden name|username|display name|profile (picture|pic|photo|image)|avatar)',
    situation: 'profile',
  },
  { intent: 'account', weight: 2, pattern: 'password|{signIn}|my account|my profile', situation: 'cannot_sign_in' },

  // Something on the site is broken.
  { intent: 'technical', weight: 5, pattern: 'upload* ~~ {malfunction}|{malfunction} ~ upload*', situation: 'upload_fails' },
  {
    intent: 'technical',
    weight: 5,
    pattern:
      '(player|audio|video|sound|playback|track|stream*) ~ (skip*|cut* out|buffer*|stutter*|stops|pauses|freez*|lag*|(will|does) not play|(goes|went|jumps?|resets?) back)',
    situation: 'playback',
  },
  { intent: 'technical', weight: 5, pattern: 'battery|overheat*|red hot|drain*', situation: 'playback' },
  {
    intent: 'technical',
    weight: 5,
    pattern:
      'dark mode|light mode|contrast|black on black|white on white|(text|buttons?|page) ~ (overlap*|off screen|cut off|unreadable)',
    situation: 'display',
  },
  { intent: 'technical', weight: 4, pattern: '{siteThing} ~ {malfunction}', situation: 'site_broken' },
  { intent: 'technical', weight: 3, pattern: '{malfunction} ~ {siteThing}', situation: 'site_broken' },
  {
    intent: 'technical',
    weight: 4,
    pattern: '{siteThing} ~ (shows?|says|displays|counts?) ~~ but (i|it|there|only)',
    situation: 'site_broken',
  },
  {
    intent: 'technical',
    weight: 5,
    pattern:
      'nothing happens (when|if) i|(press|click|tap|pressing|clicking|tapping) ~ (and|but) nothing|{siteThing} ~ (logs|logging|kicks|kicking|signs|signing|throws|throwing) me out|(words|text|subtitles|captions|lyrics) (on|in) (the )?(title )?(video|player|screen)',
    situation: 'site_broken',
  },
  {
    intent: 'technical',
    weight: 3,
    pattern: '(will|does|did) not (accept|take|let me|save|submit|recogni[sz]e) (my|an|a|the|any)',
    situation: 'site_broken',
  },
  {
    intent: 'technical',
    weight: 3,
    pattern:
      '(when|whenever|every time|each time) i (click|tap|press|open|go to|select|choose|upload|save|try)|(clicking|pressing|tapping|choosing) ~ (takes|sends|does|goes|brings)|(takes|sends|throws|brings|redirects) (me )?(back )?to ~ (every time|each time|again|in a loop)|goes round in circles',
    situation: 'site_broken',
  },
  {
    intent: 'technical',
    weight: 3,
    pattern:
      'tried (two|three|four|2|3|4|other|another|different|several|all) (browsers?|devices|phones)|tried ~ (chrome|firefox|safari|edge|opera|brave)',
    situation: 'site_broken',
  },
  {
    intent: 'technical',
    weight: 2,
    pattern: 'crash*|freez*|glitch*|bug|bugs|error (message|code)|404|500|not loading',
    situation: 'site_broken',
  },

  // The product itself disappoints.
  {
    intent: 'product_quality',
    weight: 5,
    pattern:
      'wrong (file|pdf|document|content|audio|video|track|edition|version|book|deck|course)|(is|was|got|received|sent|contains?|downloaded) ~ (a |an |the )?(completely |totally |entirely )?(different|unrelated|another) (product|file|course|book|audio|one|thing|pdf)',
    situation: 'wrong_file',
  },
  {
    intent: 'product_quality',
    weight: 5,
    pattern:
      '(there is|there are|it is|it was|contains?|got|just|only) ~ (only|just) (a|an|one) \\w+ (file|document|pdf|page)|(correct|right|proper) (file|version|one|edition|pdf|download)|version instead of|instead of (the )?(english|correct|right|one i)',
    situation: 'wrong_file',
  },
  {
    intent: 'product_quality',
    weight: 5,
    pattern:
      '(nothing|not|does not|did not|is not) ~ (like|match*|as) ~ (the )?(description|described|advertised|listing|pictured|promised|preview)',
    situation: 'not_as_described',
  },
  {
    intent: 'product_quality',
    weight: 5,
    pattern: 'misleading|misdescribed|mis described|false advertising',
    situation: 'not_as_described',
  },
  {
    intent: 'product_quality',
    weight: 5,
    pattern:
      '(but|yet|though|while) ~ (sold|marketed|described|advertised|billed|listed|presented|priced) as|(sold|marketed|described|advertised|listed) as ~~ (but|yet|when|actually|only|really)',
    situation: 'not_as_described',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern:
      '({describedAs}|{purchase}) ~ {says} ~~ (but|only|not|actually|instead)|(only|just) (\\d+|a few|half) ~~ {describedAs} ~ {says}',
    situation: 'not_as_described',
  },
  {
    intent: 'product_quality',
    weight: 3,
    pattern: '(only|just) (\\d+|a few|half) ~ (in|of|are|were|there)',
    situation: 'not_as_described',
  },
  { intent: 'product_quality', weight: 5, pattern: '{contentThing} ~ {poorQuality}', situation: 'content_wrong' },
  { intent: 'product_quality', weight: 4, pattern: '{poorQuality} {contentThing}', situation: 'content_wrong' },
  {
    intent: 'product_quality',
    weight: 6,
    pattern: '(pages?|chapters?|lessons?|tracks?|sections?|modules?|videos?) ~ (blank|empty|missing|silent)',
    situation: 'content_wrong',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern: '{contentThing} ~ (contradict*|inconsistent|(do|does) not match|disagree*|mismatch*|again|twice|repeated)',
    situation: 'content_wrong',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern:
      'not (really|actually|even) (a|an) \\w+|just (a|an) (list|collection|bunch|pdf|few|couple|page|link|handful|single)|adverts?|advertis*|sales pitch|upsell*|plugging',
    situation: 'not_as_described',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern:
      '(that is |it is )?not what (it|they|this|that) means?|need* fixing|(creator|author|seller) ~ (fix|correct|update|change) (it|this|that|the)',
    situation: 'content_wrong',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern:
      'background (noise|hiss)|(dog|baby|traffic|people|kids) ~ (bark*|cry*|talk*|shout*|noise)|cough*|(can|could) (not |barely |hardly )(hear|make out)|blasts?|deafening|too loud',
    situation: 'poor_recording',
  },
  { intent: 'product_quality', weight: 3, pattern: '(can not|could not) read (it|the|this)', situation: 'content_wrong' },
  {
    intent: 'product_quality',
    weight: 4,
    pattern: '(content|trigger) (note|warning)|heads up|without (any )?warning',
    situation: 'content_wrong',
  },
  {
    intent: 'product_quality',
    weight: 4,
    pattern:
      'low effort|lazy|boring|dull|rip ?off|(poor|bad|no|terrible) value|not (good )?value|overpriced|stock (photos|images|pictures|videos?|footage)|an insult|insulting|a joke|laughable|(is|was) (just |only )?(one|two|three|four|five|\\d+|a few|a couple of) (slides|pages|videos|minutes|paragraphs)|sounds like ~ recorded|(copied|taken|lifted|ripped|pasted) (straight )?from (a|the) (free )?(website|site|blog|book|wikipedia|youtube|internet|article)|(free|freely) available (online|elsewhere)|recorded (in|inside|on) (a|an|my|the) ~ (tin|bucket|cupboard|tunnel|toilet|bathroom|car|wind|phone)|waste of (money|time)|not worth|(poor|low|bad) quality|badly (made|written|recorded|edited)|amateur*|wikipedia|(get|find) ~ (free|for free)|typos?|spelling mistakes|outdated|out of date',
    situation: 'content_wrong',
  },
  {
    intent: 'product_quality',
    weight: 2,
    pattern: 'quality|disappoint*|(missing|incomplete) (pages|chapters|lessons|tracks|content)',
    situation: 'content_wrong',
  },

  // A claim about rights, a legal threat, or a question about the rules.
  {
    intent: 'policy_legal',
    weight: 5,
    pattern: '{thirdParty} ~~ {takeWork} ~ (my|our) ~ {work}',
    situation: 'rights_claim',
  },
  {
    intent: 'policy_legal',
    weight: 5,
    pattern:
      'as (their|his|her) own|as theirs|as his|as hers|(put|stuck|added) (her|his|their) (own )?name on|under (her|his|their|a different) (own )?name|without (my )?(permission|consent|credit)|never (licensed|licenced|gave (anyone |them |him |her )?(permission|consent)|agreed|authori[sz]ed)|word for word|plagiar*|copyright*|infring*|dmca|trade ?mark*|intellectual property|my (original|registered)',
    situation: 'rights_claim',
  },
  {
    intent: 'policy_legal',
    weight: 6,
    pattern:
      'lawyers?|solicitors?|attorneys?|legal action|legally|tak* (this|it|things|the matter) further|sue|suing|lawsuit|court|trading standards|small claims|ombudsman|cease and desist|defamat*|libel*|slander*',
    situation: 'legal_threat',
  },
  {
    intent: 'policy_legal',
    weight: 4,
    pattern:
      'is (that|this|it) (allowed|permitted|ok|okay|legal|fair|against the rules)|(is|are) ~ (allowed|permitted|banned|prohibited|forbidden)|(am i|are (we|creators|sellers|buyers|you)|is it|is that) (allowed|permitted|ok|okay|able) to|against (your|the) (terms|rules|policy|policies|guidelines)|(your|the) (terms|rules|policy|policies|guidelines)|terms of (service|use)|(commercial|personal) use|resell*|licen[cs]e',
    situation: 'terms_question',
  },
  {
    intent: 'policy_legal',
    weight: 4,
    pattern:
      '(can|may) (i|we|creators|sellers) use ~ (in|on|for) (my|a|the) (product|listing|cover|course|shop|description)|ai (generated|images?|art|written|content|voice)|(can|may|are|is it ok for) (buyers|customers|people|users|i|we) (to )?(share|resell|copy|give|send|pass on|distribute|lend)|(sell|use|include|share|quote|show) (a|an|my|some) \\w+ (that|which|with|using|containing|based on|featuring|about|on|in)|(from|by) (another|other) (creators?|authors?|artists?|decks?|books?)',
    situation: 'terms_question',
  },
  {
    intent: 'policy_legal',
    weight: 4,
    pattern:
      '(product|listing|review|it) ~ (was |been |got )?(rejected|removed|taken down|held for review|suspended)|why (was|is) my ~ (rejected|removed|held|hidden)',
    situation: 'moderation',
  },
  {
    intent: 'policy_legal',
    weight: 5,
    pattern: 'appeal*|(rejection|removal|suspension) of my (product|listing|shop)|reconsider',
    situation: 'moderation',
  },
  {
    // A creator asking about buyers' refunds: the rules, not their own money.
    intent: 'policy_legal',
    weight: 4,
    pattern: '(buyers?|customers?|people|someone|somebody) ~~ (asking|asks|asked|request*|getting|gets|claim*) ~ refunds?',
    situation: 'terms_question',
  },
  {
    intent: 'policy_legal',
    weight: 4,
    pattern:
      'report (a|this|the|an) ~ (product|listing|seller|creator|review|account|shop)|(remove|take down|taken down|delete|hide) ~ (review|comment|listing|post)|(review|comment|post) ~~ (lies|false|fake|untrue|defamatory|made up)|fake reviews?',
    situation: 'report_content',
  },
  {
    intent: 'policy_legal',
    weight: 3,
    pattern: '(cures?|heals?|treats?) ~ (cancer|disease|illness|depression|diabetes|anxiety)|(medical|health) claims?',
    situation: 'report_content',
  },
  {
    intent: 'policy_legal',
    weight: 6,
    pattern:
      '(sell|selling|sold|list|listed) ~ (on|at|in) (etsy|amazon|ebay|gumroad|other (sites|platforms|marketplaces)|my (own )?(website|site|shop))|(also|already) (sell|selling|sold) ~ (elsewhere|on|at)',
    situation: 'terms_question',
  },
  {
    intent: 'policy_legal',
    weight: 5,
    pattern:
      '{takeWork} ~ {work} (from|off|of) my (instagram|website|site|blog|page|account|shop|book|channel|youtube|tiktok|facebook|portfolio)',
    situation: 'rights_claim',
  },
  {
    intent: 'policy_legal',
    weight: 2,
    pattern: 'policy|policies|rules|legal|appropriation|privacy',
    situation: 'terms_question',
  },

  // A request about their personal data.
  {
    intent: 'data_request',
    weight: 6,
    pattern: 'gdpr|subject access|data protection|right of access|dsar|data request|(entitled|right) to (know|see)',
  },
  { intent: 'data_request', weight: 6, pattern: 'right to (be forgotten|erasure)', situation: 'data_erasure' },
  {
    intent: 'data_request',
    weight: 5,
    pattern: '{personalData} ~ (you|your team|the coach|the creator|they|he|she) ~ {holdData} ~ (about|on|of) me',
    situation: 'data_copy',
  },
  {
    intent: 'data_request',
    weight: 5,
    pattern: '(copy|copies|export|download|see|access|send|list) ~~ (my|the) (personal )?(data|information|info)',
    situation: 'data_copy',
  },
  {
    intent: 'data_request',
    weight: 4,
    pattern:
      '{personalData} ~ (you|we) ~ (share|pass|give|send|show|sell)|(who|whom) (do|does) (you|it) share|(share|shared|sell|sold) ~ my (data|information|details)',
    situation: 'data_copy',
  },
  {
    intent: 'data_request',
    weight: 6,
    pattern: '(eras*|delet*|remov*|wipe|wiped|destroy*) ~ {myData}',
    situation: 'data_erasure',
  },
  {
    intent: 'data_request',
    weight: 6,
    pattern:
      '{myData} ~ (erased|deleted|removed|wiped|destroyed|gone)|(wipe|erase|delete|remove) ~ from your (side|servers?|systems?|records|database)',
    situation: 'data_erasure',
  },
  { intent: 'data_request', weight: 3, pattern: 'from your (servers?|systems?|records|database)', situation: 'data_erasure' },
  {
    intent: 'data_request',
    weight: 5,
    pattern:
      '(use|using|used|read|reading) ~ my (data|information|journal|entries|writing|messages|details) ~ (to|for)|train* ~ (ai|models?|algorithm)',
    situation: 'data_copy',
  },
  {
    intent: 'data_request',
    weight: 5,
    pattern:
      '(correct|fix|update|amend|rectify) ~ (my )?(date of birth|birthday|details|records|information|data)|(in|on) your (records|database|system|systems|files)',
    situation: 'data_correction',
  },
  {
    intent: 'data_request',
    weight: 5,
    pattern:
      'copy of ~ (my|all my|the) (purchase history|history|records|account|everything|details)|everything (linked|connected|associated|attached|tied) to (me|my (name|account|email))|(sell|sold|selling|pass|passing|share|sharing) ~ my (information|data|details|email) (to|with)',
    situation: 'data_copy',
  },
  {
    intent: 'data_request',
    weight: 5,
    pattern:
      'how long (do|will|does|would) (you|soul market|the site|your site) (keep|store|hold|retain|save)|(data|information) retention',
    situation: 'data_retention',
  },
  {
    intent: 'data_request',
    weight: 4,
    pattern: '(my|personal) (data|information)|cookies?|tracking|track* me',
    situation: 'data_copy',
  },

  // Someone bothering, harassing or threatening them.
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(keeps?|kept|keep on|continues? to|continued to|still|constantly|repeatedly|non ?stop|will not stop|refuses to stop) (on |constantly |still |just |now )?{contactVerb}|(emails|messages|texts|calls|dms) from (a|an|the|this|one of your) (creator|seller|buyer|user|man|guy|woman|person|member)|(spreading|telling|posting|writing) (lies|rumou?rs|stories) about me|how did (he|she|they) get (my|it|hold)|{otherPerson} (has been|have been|is|are|keeps?|kept) ~ {contactVerb} (me|us)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(\\d+|ten|twenty|thirty|forty|fifty|a hundred|dozens of|loads of|so many) ?\\+? (messages|texts|emails|comments|dms|calls) ~ (a|per|every) (day|hour|night)|{contactVerb} (me|us) (every|each) (single )?(day|night|hour|morning)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern: '(told|asked|begged) {them} ~ (to )?(stop|leave me alone|back off|knock it off|go away|quit|pack it in)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 4,
    pattern:
      '{contactVerb} (me|us) ~ (constantly|all the time|non stop|repeatedly|day and night|at night|every)|asking (me )?to meet|(i|we) (said|told (him|her|them)) no|(make|get) (him|her|them|it) (to )?stop|still at it|(will|does) not (take no|leave me alone|give up|back off)|leave me alone',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      'after i (blocked|block|reported|report*)|(new|different|fake|multiple|more|other) accounts ~ (to )?(message|contact|follow|harass|get at|reach)|blocked ~ (accounts|him|her|them)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern: '{otherPerson} ~ (will|would|is going to|are going to|going to) ~ {threatAct}',
    situation: 'threat',
  },
  {
    intent: 'safety',
    weight: 4,
    pattern: '(i will|you will) regret|or else|watch (your|my) back|(he|she|they) knows? where',
    situation: 'threat',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(knows?|found|found out|got hold of|worked out|tracked down|has got|has|have got|got) (out )?(where (i|my)|which \\w+ i|my (home |real |house |work |exact )?{myPlace})',
    situation: 'threat',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(turned up|showed up|waiting|waits|waited|hanging around|hangs around|was outside|stood outside|followed me) ~ (outside|at|by|near|to) ~ (my|the) ~ {myPlace}',
    situation: 'threat',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(posted|posting|shared|sharing|published|leaked|leaking|put|putting|revealed|included|including) ~ my (home |real |full |work |exact )?(name|address|street|phone|number|photos?|pictures?|workplace|details|location|personal)|(review|comment|post|message|listing|reply) ~ (with|containing|shows?|showing|includes?|including|has|mentions?|naming|names) ~ my (home |real |full |work |exact )?(address|name|street|phone|number|workplace|location)|dox*',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(pictures|photos|pics|images|videos) ~ (i )?(never|did not|have not) (asked|ask|wanted)|(unsolicited|explicit|nude|naked|sexual|inappropriate) (pictures|photos|pics|images|messages|videos|comments)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 4,
    pattern:
      '(horrible|nasty|abusive|hateful|vile|threatening|creepy|disgusting|racist|sexist|homophobic|cruel|vicious) (comments|messages|remarks|reviews|replies|dms|emails|things)',
    situation: 'harassment',
  },
  {
    intent: 'safety',
    weight: 4,
    pattern: 'harass*|threat*|bully*|bullied|intimidat*|stalk(ing|ed|s)|(a|my) stalker|menac*|creep*',
    situation: 'harassment',
  },
  { intent: 'safety', weight: 3, pattern: '(calling|called|calls) me (a |an )?\\w+', situation: 'harassment' },
  { intent: 'safety', weight: 3, pattern: '(ban|block|remove|get rid of|deal with) {them}', situation: 'harassment' },
  {
    intent: 'safety',
    weight: 2,
    pattern: 'scared|frightened|afraid|unsafe|shaking|terrified|worried for my safety',
    situation: 'threat',
  },
  {
    intent: 'safety',
    weight: 5,
    pattern:
      '(send|transfer|pay|wire) (money|payment|cash|him|her|them) ~~ (personal|private|own|outside|off (the )?(site|platform)|directly|bank account|paypal|crypto)|outside (the|soul market|this) (site|platform|website)|(need|needs|have|has|had|asked me|asking me|told me) to (enter|give|send|confirm|provide|type) (in )?(my|your|their) (card|bank|password|login|pin|code|details|account)|won (a|the) (prize|competition|giveaway|lottery|voucher|gift)|(pretend*|impersonat*|posing) ~ (to be|as)|phishing|(asked|asking|asks|wants|wanted) (me )?(for|to send|to give|to share) ~ my (card|bank|password|login|code|security|pin)|(scam*|con*) (me|people|buyers|users)|trying to (scam|con)|is a scam',
    situation: 'scam',
  },

  // A question: how to do something, or what we offer.
  {
    intent: 'general',
    weight: 5,
    pattern:
      '{change} ~ (the |my |a )?(cover|cover image|cover picture|cover photo|thumbnail|product (image|picture|photo)|main (image|picture)|banner)|{change} ~ (picture|image|photo|artwork) (on|of|for) (my|the) (product|listing|course|shop)',
    situation: 'cover_image',
  },
  {
    intent: 'general',
    weight: 5,
    pattern:
      '(change|edit|update|lower|raise|increase|reduce|adjust|correct|fix|reword|rewrite) ~ (the |my |its )?(price|pricing|description|title|tags|listing|product (details|text|page))',
    situation: 'edit_listing',
  },
  {
    intent: 'general',
    weight: 5,
    pattern:
      '(become|becoming|be|register as|sign up as) (a )?(creator|seller|vendor)|(start|begin) (selling|a shop|my shop)|{question} ~ (sell|selling|list my|upload my|open a shop)|(i|we) (want|would like|wish) to (sell|start selling)',
    situation: 'become_creator',
  },
  {
    intent: 'general',
    weight: 4,
    pattern:
      '(writing|text|words|letters|font|print) ~ (bigger|larger|smaller|size)|(bigger|larger) (writing|text|font|print)|font size|zoom|hard to read on (the|your) (site|website|page)',
    situation: 'reading_comfort',
  },
  {
    intent: 'general',
    weight: 4,
    pattern: 'gift (card|cards|voucher|vouchers|certificate|code)|vouchers?',
    situation: 'gift_card',
  },
  {
    intent: 'general',
    weight: 4,
    pattern: 'is there an app|(an|the) (iphone|android|ios|mobile|phone) app|app store|play store|just the website',
    situation: 'app',
  },
  {
    intent: 'general',
    weight: 3,
    pattern:
      '(do|does) (you|soul market) (sell|have|offer|do|stock|make|run)|(is|are) there (any|a|an) ~ (courses?|products?|meditations?|books?|decks?|guides?|recordings?|workbooks?|journals?|something|anything|versions?)|are any ~ available|available in \\w+|(in|into) (welsh|french|spanish|german|italian|polish|arabic|urdu|hindi|portuguese|dutch|irish|gaelic|chinese|japanese)|anything (on|about|for)|(can|could|would) you recommend|recommend (me|something|a|an|any)|looking for (something|a|an|any)',
    situation: 'catalogue_question',
  },
  { intent: 'general', weight: 1, pattern: '{question}|any plans|difference between|feedback|suggestion' },
];

/**
 * Refunds: a person reviews a request for a product already used or bought more than 14 days ago;
 * otherwise the refund rules can approve it at once (refund-rules.ts has the exact rule).
 */
export const refundReviewCues: readonly { pattern: string; negatable?: boolean }[] = [
  {
    pattern:
      '(downloaded|watched|listened|used|opened|read|gone through|went through|been through|done|completed|finished|started|tried|worked through|printed) ~ (it|them|the|half|some|most|all|a few|about|part|lesson|chapter|module|first|through)',
    negatable: true,
  },
  { pattern: '(a|one|two|three|four|five|six|\\d+) months? ago|last month|(a|one|1) month back|over a month' },
  { pattern: '(three|four|five|six|seven|eight|several|few|[3-9]|\\d\\d+) weeks ago|weeks ago|(three|3|four|4) weeks' },
  { pattern: '(1[5-9]|[2-9]\\d|\\d{3,}) days ago' },
];

/**
 * Words that say what a message is about without saying what the person wants: each adds 1, at most
 * TOPIC_WORDS_MAX per intent, and only when no frame of CLEAR_FRAME_WEIGHT or more was found.
 */
export const topicWords: Readonly<Partial<Record<WordIntent, readonly string[]>>> = {
  refund: ['refund*', 'reimburs*', 'return', 'returns', 'unsatisfied', 'dissatisfied', 'regret*'],
  charge_dispute: ['chargeback', 'dispute*', 'fraud*', 'unauthori[sz]ed', 'stolen card'],
  billing: [
    'payment*',
    'pay',
    'paid',
    'prices?',
    'cost*',
    'vat',
    'tax',
    'invoice*',
    'receipt*',
    'fees?',
    'payouts?',
    'subscription*',
    'membership*',
    'currency',
    'checkout',
  ],
  download_access: ['download*', 'files?', 'pdf', 'zip', 'epub', 'mp3', 'mp4', 'library', 'my purchases', 'access'],
  account: ['account', 'password', 'log in', 'sign in', 'username', 'profile', 'two factor', 'verification'],
  technical: ['error*', 'bug*', 'crash*', 'broken', 'browser', 'loading', 'button', 'glitch*', 'slow', 'screen'],
  product_quality: [
    'quality',
    'chapters?',
    'lessons?',
    'recording',
    'narrat*',
    'mistakes?',
    'poor',
    'disappoint*',
    'typos?',
    'description',
  ],
  policy_legal: ['polic(y|ies)', 'rules', 'terms', 'copyright', 'allowed', 'permission', 'licen[cs]e*', 'legal', 'report'],
  data_request: ['data', 'gdpr', 'privacy', 'personal information', 'records'],
  safety: ['messag*', 'comments?', 'harass*', 'scared', 'unsafe', 'creepy', 'blocked', 'rude', 'abusive'],
};
export const TOPIC_WORDS_MAX = 2;
/** A frame at least this strong says what is wanted, and topic words are not counted. */
export const CLEAR_FRAME_WEIGHT = 3;

/** The issue type the person picked: a weak hint, counted only when their words say little. */
export const issueTypePrior: Readonly<Record<SupportIssueType, Partial<Record<WordIntent, number>>>> = {
  refund: { refund: 1 },
  technical: { technical: 1 },
  product: { product_quality: 1 },
  policy: { policy_legal: 1 },
  general: { general: 0.5 },
};

/** Which intent wins a tie: the one whose mistake would cost the person more. */
export const tieOrder: readonly WordIntent[] = [
  'safety',
  'charge_dispute',
  'data_request',
  'policy_legal',
  'account',
  'refund',
  'download_access',
  'billing',
  'technical',
  'product_quality',
  'general',
];

export interface Guide {
  /** One is chosen per message; each answers the intent itself. */
  answers: readonly string[];
  /** Steps, in the order to take them. */
  actions: readonly string[];
  /** A person must act on it, whatever the escalation rules say. */
  escalate: boolean;
}

const coverTypes = ACCEPTED_COVER_EXTENSIONS.filter((type) => type !== 'jpeg')
  .map((type) => (type === 'jpg' ? 'JPEG' : type === 'webp' ? 'WebP' : type.toUpperCase()))
  .join(', ');
const fileTypes = ACCEPTED_FILE_EXTENSIONS.join(', ');

const PURCHASES = 'My Purchases (/purchases)';
const ACCOUNT = 'Account settings (/account)';

/** The precise answers, used when the winning intent came from a frame that names the situation. */
export const situationGuides: Readonly<Record<SituationId, Guide>> = {
  refund: {
    escalate: false,
    answers: [
      'Every purchase has a 30-day guarantee. Ask within 14 days of buying, for a product you have not downloaded, and the refund is approved at once; any other request within 30 days is decided by a person on our team.',
    ],
    actions: [
      `Find the product ID on ${PURCHASES} (it is in the product's address)`,
      'Send a new request with issue type Refund and that product ID: the refund rules answer straight away',
      'Card refunds take 3-5 business days to appear, and access to the product ends',
      'The refund policy is at /refund-policy',
    ],
  },
  bought_by_mistake: {
    escalate: false,
    answers: [
      'A purchase made by mistake is easy to undo: within 14 days, and before you download it, the refund is approved at once. Then buy the one you meant.',
    ],
    actions: [
      `Do not download the wrong product; find its product ID on ${PURCHASES}`,
      'Send a request with issue type Refund and that product ID',
      'Buy the product you meant from its page; the refund reaches your card in 3-5 business days',
    ],
  },
  double_charge: {
    escalate: true,
    answers: [
      'A payment taken more than once for the same purchase is a mistake we put right: a person on our team checks the payments on your account and refunds any duplicate in full.',
    ],
    actions: [
      'Tell us the date, the amount and the last four digits of the card of each charge',
      `Check ${PURCHASES}: a product bought once shows once`,
      'A second charge that is only pending at your bank usually drops off within a few days',
      'Talk to us before your bank: a chargeback freezes the purchase while it is investigated',
    ],
  },
  unrecognised_charge: {
    escalate: true,
    answers: [
      'A payment you do not recognise is checked by a person on our team: we will tell you what it was for, and if you did not make it, we refund it and help you secure your card and account.',
    ],
    actions: [
      'Tell us the date, the amount and the last four digits of the card',
      `Check ${PURCHASES} and ask anyone who shares the card whether they bought something`,
      'If your card may be stolen, call your bank to block it now',
      'Change your password with Forgot password on the sign-in page, then choose Sign out everywhere on Account settings',
    ],
  },
  bank_dispute: {
    escalate: true,
    answers: [
      'A person on our team will look at this payment with you. A chargeback freezes the purchase while your bank investigates, which can take weeks; if we can put it right ourselves, the money usually comes back sooner.',
    ],
    actions: [
      'Tell us the date and amount of the payment and what went wrong',
      'If you have already opened a dispute with your bank, tell us its reference',
      'We reply by e-mail, usually within 24 hours on working days',
    ],
  },
  invoice: {
    escalate: false,
    answers: [
      'Every purchase sends a receipt by e-mail, with each product, its price, the total in US dollars and a payment reference. The price on a product page is the full price charged at checkout.',
    ],
    actions: [
      'Search your e-mail for the receipt titled "Your Soul Market receipt"',
      `For every purchase in one file, choose Download my data on ${ACCOUNT}: it lists each purchase with its date and amount`,
      'Reply with the purchases and the business details you need on a receipt if your accountant needs more',
    ],
  },
  price_difference: {
    escalate: false,
    answers: [
      'The price on the product page is the whole price: we add no fee or tax at checkout, and charge in US dollars. A different figure on your statement comes from your bank converting the dollars, and some cards add a foreign transaction fee on top.',
    ],
    actions: [
      'Compare the total on your receipt e-mail with your statement',
      'Ask your bank about its conversion rate and any foreign transaction fee',
      'Reply with the receipt and the statement line if the amounts still differ',
    ],
  },
  card_declined: {
    escalate: false,
    answers: [
      'A declined card is refused by the bank or card issuer, not by us: we never see why. Banks often refuse a first online payment to a new shop, a payment in US dollars, or one where the billing address does not match.',
    ],
    actions: [
      'Check the card number, expiry date, security code and billing postcode',
      'Approve the payment in your banking app if it asks, or call the number on the card',
      'Try another card; nothing is charged for a declined attempt',
    ],
  },
  payment_methods: {
    escalate: false,
    answers: [
      'Checkout takes one payment per order through our card processor, Stripe: any major debit or credit card, and the wallets your device offers (such as Apple Pay or Google Pay) when the payment form shows them. One order cannot be split across two cards.',
    ],
    actions: [
      'The methods you can use are the ones shown in the payment form at checkout',
      'To spread the cost, buy products in separate orders, each with its own card',
      'Prices are charged in US dollars; your bank converts them',
    ],
  },
  instalments: {
    escalate: false,
    answers: [
      'Each product is paid in one payment at checkout: we do not offer instalments. Some creators sell a subscription instead, paid monthly or yearly; its price and terms are shown on the product page.',
    ],
    actions: [
      'Look on the product page for a price per month or per year',
      'Buy when it suits your budget: your access is for life once bought',
      'Ask the creator in a review question whether a monthly version is planned',
    ],
  },
  renewal: {
    escalate: false,
    answers: [
      'A subscription renews on the same day of each period, for the price shown when you subscribed. My Purchases shows each subscription with its current period end, and lets you cancel it before the next charge.',
    ],
    actions: [
      `Open ${PURCHASES}: under Subscriptions each card shows when the current period ends`,
      'The next payment is taken on that date',
      'Cancel subscription on the card stops the next payment; you keep access until the period ends',
    ],
  },
  cancel_subscription: {
    escalate: false,
    answers: [
      'You can cancel a subscription yourself at any time: nothing more is charged, and you keep access until the end of the period you have paid for.',
    ],
    actions: [
      `Open ${PURCHASES} and find the subscription under Subscriptions`,
      'Choose Cancel subscription, then Yes, cancel',
      'For money back on the current period, send a request with issue type Refund and the product ID',
    ],
  },
  payout: {
    escalate: false,
    answers: [
      'From each sale you earn the price less the 10% platform fee and the card processing fee (2.9% + $0.30); earnings become available after a short holding period. Once your available balance reaches $20, you can request a payout: payouts go out weekly on Fridays and take 3-5 business days to arrive.',
    ],
    actions: [
      'Open Earnings (/earnings) to see your available and pending earnings and each sale',
      'Connect your payout account there (it asks for a two-factor code)',
      'Choose Request Payout once the available balance is $20 or more',
      'A refund after a payout shows as a negative balance, taken from your next earnings',
    ],
  },
  link_expired: {
    escalate: false,
    answers: [
      'Your purchases do not expire: every product you bought stays on My Purchases with a Download button, for life, however long ago you bought it. An old link from an e-mail may need you to sign in first.',
    ],
    actions: [
      'Sign in with the e-mail address you bought with',
      `Open ${PURCHASES} and choose Download beside the product`,
      'Reply with the product name if it is not listed there',
    ],
  },
  cannot_find_purchase: {
    escalate: false,
    answers: [
      'Everything you buy appears on My Purchases as soon as the payment is confirmed, with a Download button. If it is not there, you are usually signed in with a different e-mail address from the one you bought with, or the payment did not complete.',
    ],
    actions: [
      `Open ${PURCHASES} while signed in`,
      'Check you are signed in with the e-mail address on your receipt',
      'If you have a receipt but no purchase, reply with its payment reference and a person will find it',
    ],
  },
  file_will_not_open: {
    escalate: false,
    answers: [
      'A file that says it is corrupted or opens empty was usually cut short while downloading, or is opened with an app that does not know its type. Download it again from My Purchases: the first download is not used up.',
    ],
    actions: [
      `Download it again from ${PURCHASES}, on a steady connection`,
      'Open a ZIP with your computer\'s own "Extract all" rather than a phone preview, and a PDF with a PDF reader',
      'Reply with the product name and what you see if the new copy fails too: we will check the file with its creator',
    ],
  },
  download_fails: {
    escalate: false,
    answers: [
      'A download that stops part-way is almost always the connection or the browser rather than the file. Your purchase stays on My Purchases, so you can start it again as often as you need.',
    ],
    actions: [
      `Start it again from ${PURCHASES}`,
      'Try another browser, or a computer on a steady connection rather than mobile data',
      'Keep the screen on and the browser in front while a large file downloads',
      'Reply with the product name and how far it gets if it still stops',
    ],
  },
  download_again: {
    escalate: false,
    answers: [
      'Every product you buy stays on My Purchases with a Download button: you have lifetime access, so you can download it again on any device, as often as you need.',
    ],
    actions: [
      'Sign in on the device with the e-mail address you bought with',
      `Open ${PURCHASES} and choose Download beside the product`,
      'Open the file with an app for its type (PDF reader, audio player or unzip tool)',
    ],
  },
  hacked: {
    escalate: false,
    answers: [
      'Let us secure your account now. Choose a new password through Forgot password on the sign-in page (the reset link goes to the e-mail address on the account), then sign out every other device. Two-factor verification makes payout changes and deleting the account need a code from your phone.',
    ],
    actions: [
      'On the sign-in page choose Forgot password and set a new password from the link we e-mail you',
      'On Account settings (/account) choose Sign out everywhere, then sign in again',
      'Set up two-factor verification on Account settings',
      `Check ${PURCHASES} and Earnings for anything you did not do, and tell us what you find`,
    ],
  },
  password_reset: {
    escalate: false,
    answers: [
      'The reset link is sent only to the e-mail address the account was made with, and usually arrives within a few minutes. If you signed up with a single sign-on button, you sign in with that button instead and have no password with us.',
    ],
    actions: [
      'Ask again from Forgot password on the sign-in page (/forgot-password), typing the address exactly as you signed up',
      'Look in spam, junk and any Promotions or Updates tabs, and wait a few minutes',
      'Try the other addresses you use: the link goes only to an address with an account',
      'Use the newest link: an older one stops working once a new one is sent',
    ],
  },
  two_factor: {
    escalate: false,
    answers: [
      'Two-factor codes come from the authenticator app you set up (such as Google Authenticator, 1Password or Aegis), not by text message. They are asked for only before payout details change or the account is deleted, never to sign in.',
    ],
    actions: [
      'Open the authenticator app on the phone where you set it up; most apps can move their codes to a new phone',
      'The code changes every 30 seconds: type the newest one and check the phone clock is set automatically',
      'If the app with the Soul Market entry is gone, reply and a person will help you after confirming it is you',
    ],
  },
  cannot_sign_in: {
    escalate: false,
    answers: [
      'Sign-in pauses for a few minutes after several wrong passwords, to protect the account. A page that keeps saying your session expired usually means the browser is not keeping our sign-in cookie.',
    ],
    actions: [
      'Use Forgot password on the sign-in page to set a new password if you are unsure of it',
      'Wait a few minutes after several failed attempts, then try once, carefully',
      'Allow cookies for this site, or try a private window or another browser',
      'Check you use the address you signed up with, or the single sign-on button if you signed up with it',
    ],
  },
  suspended: {
    escalate: true,
    answers: [
      'A suspension is decided by a person on our team, and only a person can review it. They will look at your account and reply with the reason and what can be done.',
    ],
    actions: [
      'Tell us the e-mail address of the account',
      'Add anything you think we should know about the decision',
      'While an account is suspended its product is hidden and its payouts wait; they resume when the suspension is lifted',
    ],
  },
  verify_email: {
    escalate: false,
    answers: [
      'A verification link works once, and each new one replaces the one before, so only the newest e-mail counts. Creators can send a new link from the Earnings page, where payouts ask for a verified address.',
    ],
    actions: [
      'Use the link in the newest verification e-mail, while signed in',
      'On Earnings (/earnings), choose Resend verification e-mail if the link does not work',
      'Look in spam and junk if it does not arrive within a few minutes',
    ],
  },
  sessions: {
    escalate: false,
    answers: [
      'You can sign out of every device at once: Account settings has a Sign out everywhere button, which ends every session of your account, this one too. Then sign in again only where you want to be.',
    ],
    actions: [
      'Open Account settings (/account) from the menu with your name',
      'Under Sessions, choose Sign out everywhere',
      'Sign in again on this device; if you think someone else had access, change your password with Forgot password first',
    ],
  },
  change_email: {
    escalate: true,
    answers: [
      'Your sign-in e-mail address is shown on Account settings, but it cannot be changed there yet. A person on our team will change it for you once we have confirmed the request comes from you.',
    ],
    actions: [
      'Keep access to your current address until the change is confirmed',
      'We confirm by writing to the address on the account',
      'Your purchases, earnings and history move with the account',
    ],
  },
  close_account: {
    escalate: false,
    answers: [
      'You can delete your account yourself on Account settings. It cannot be undone: your profile and personal details are erased and you are signed out everywhere; purchase records stay without your name, as tax law requires.',
    ],
    actions: [
      `Download anything you want to keep from ${PURCHASES} first`,
      'Creators: request a payout of your available balance first',
      'On Account settings (/account), under Delete your account, enter your password (and your two-factor code if it is on) and choose Delete my account',
    ],
  },
  profile: {
    escalate: false,
    answers: ['Your name and profile picture are yours to change at any time on Account settings, under Profile.'],
    actions: [
      'Open Account settings (/account) from the menu with your name',
      'Change your first or last name and choose Save profile',
      `Choose a new profile picture (JPEG, PNG or WebP up to ${COVER_MAX_MB}MB): it saves at once`,
    ],
  },
  upload_fails: {
    escalate: false,
    answers: [
      `A product file can be up to ${UPLOAD_MAX_MB}MB, in one of these types: ${fileTypes}. A larger file fails near the end of the upload. A long video course fits best as a ZIP of shorter lessons, each compressed, or as a file under ${UPLOAD_MAX_MB}MB.`,
    ],
    actions: [
      `Check the file is under ${UPLOAD_MAX_MB}MB and one of: ${fileTypes}`,
      'Compress the video, or split it into lessons in a ZIP',
      'Upload on a steady connection with the page left open until it finishes',
    ],
  },
  playback: {
    escalate: false,
    answers: [
      'Playback that skips, stops or restarts is usually the device putting the browser to sleep. The most reliable way is to download the file from My Purchases and play it in your own audio or video app, where the screen lock and battery saver do not interrupt it.',
    ],
    actions: [
      `Download the file from ${PURCHASES} and play it in your phone's own player`,
      'Turn off battery saver or low power mode while playing in the browser',
      'Tell us the device, browser and what happens if it keeps happening',
    ],
  },
  display: {
    escalate: false,
    answers: [
      'Thank you for spotting this: text that disappears in one colour scheme is a fault in our page. Until it is fixed, switching the theme shows it again.',
    ],
    actions: [
      'Switch between light and dark theme with the theme button at the top of the page',
      'Tell us the page and the device so we can fix it',
    ],
  },
  site_broken: {
    escalate: false,
    answers: [
      'Sorry, that part of the site is not behaving. Most faults that affect one person clear in a private window (which turns off browser extensions) or another browser; if it keeps happening, the page and the exact message let us find it quickly.',
    ],
    actions: [
      'Reload the page, then try a private window or another browser',
      'Note the exact message, the page address and what you clicked',
      'Tell us your browser and device',
    ],
  },
  wrong_file: {
    escalate: false,
    answers: [
      'That is not the product you paid for, and it should be put right. We will tell the creator to upload the right file; if it is not fixed, you can have a refund under the 30-day guarantee even after downloading.',
    ],
    actions: [
      'Reply with the product name or ID and what the file contains',
      'Ask for a refund with issue type Refund and the product ID if you would rather not wait',
    ],
  },
  not_as_described: {
    escalate: false,
    answers: [
      'A product must match its description. We pass this to the creator to correct, and a product that does not match what it promised is covered by the 30-day guarantee.',
    ],
    actions: [
      'Tell us what the listing promised and what you received',
      'Leave an honest review on the product page to help other buyers',
      'Ask for a refund with issue type Refund and the product ID if you want your money back',
    ],
  },
  content_wrong: {
    escalate: false,
    answers: [
      "Thank you for the detail: this is about the product's content, which its creator is responsible for. We pass what you found to the creator to correct, and if it spoils the product for you, the 30-day guarantee covers it.",
    ],
    actions: [
      'Tell us where in the product the problem is (page, chapter or lesson)',
      'Leave a review on the product page: creators read them and can reply',
      'Ask for a refund with issue type Refund and the product ID if it is not usable',
    ],
  },
  poor_recording: {
    escalate: false,
    answers: [
      'A recording you cannot hear clearly falls short of what the creator sells. We pass it to the creator to re-record or fix, and the 30-day guarantee covers it if it is not usable.',
    ],
    actions: [
      'Tell us which track or lesson, and roughly where',
      'Try headphones to rule out the speaker',
      'Ask for a refund with issue type Refund and the product ID if it cannot be used',
    ],
  },
  rights_claim: {
    escalate: true,
    answers: [
      'Thank you for reporting this. A claim that a listing uses your work without permission is reviewed by a person on our team, who can take the listing down while it is checked.',
    ],
    actions: [
      'Send the link or ID of the listing',
      'Include proof that the work is yours: the original files with their dates, or where you published it first',
      'Say whether you have ever licensed it to anyone',
    ],
  },
  legal_threat: {
    escalate: true,
    answers: [
      'We have passed this to a person on our team, who will reply to you directly. If something on the site is wrong, we would rather put it right with you straight away.',
    ],
    actions: ['Send the link or ID of the listing or review concerned', 'Tell us what you need removed or corrected'],
  },
  terms_question: {
    escalate: false,
    answers: [
      'The Terms of Service set what may be bought, sold and reused here; the selling principles explain what belongs in a listing. In short: a digital product is licensed for your own use and may not be resold or shared, and creators may sell only work that is theirs.',
    ],
    actions: [
      'Read the Terms of Service at /terms-of-service',
      'Creators: read the selling principles at /selling-principles',
      'Ask again with the details if your case is not covered: policy questions are answered within 24 hours, Mon-Fri 9-5 GMT',
    ],
  },
  moderation: {
    escalate: false,
    answers: [
      "Listings are checked when they are uploaded: some go live at once, some wait for a person, and some are refused. The reason is on your product's card in the dashboard.",
    ],
    actions: [
      "Read the note on your product's card on the Dashboard (/dashboard)",
      'Read the selling principles at /selling-principles',
      'Reply with the product ID if you think the decision was wrong: a person will look again',
    ],
  },
  report_content: {
    escalate: true,
    answers: [
      'A person on our team will look at it. Reviews and listings must be honest and about the product: false claims about a person, abuse, personal details and fake reviews are removed.',
    ],
    actions: [
      'Send the link of the product page and which review or listing it is',
      'Tell us briefly what in it is untrue or breaks the rules',
      'As a creator you can also reply to a review on your product page, so buyers see your side',
    ],
  },
  data_copy: {
    escalate: true,
    answers: [
      'You can download a copy of everything we hold about you yourself, at any time: your profile, purchases, sales and payouts, journal entries, support requests, reviews, referrals and achievements, as JSON in a zip file. A person on our team also answers any data request within one month, as the law requires.',
    ],
    actions: [
      'On Account settings (/account), under Your data, choose Download my data',
      'Tell us anything you want that is not in the download, such as who we share data with',
      'Our privacy policy (/privacy-policy) lists what we share and with whom',
    ],
  },
  data_erasure: {
    escalate: true,
    answers: [
      'You can erase your personal data by deleting your account on Account settings: your name, e-mail, password, picture and payout details go at once. Purchase and sales records stay without your name for six years, as tax law requires. A person on our team confirms a data erasure request within one month.',
    ],
    actions: [
      'Download a copy first if you want one: Download my data on Account settings (/account)',
      'Under Delete your account, enter your password and choose Delete my account',
      'Tell us anything else you want erased',
    ],
  },
  data_correction: {
    escalate: true,
    answers: [
      'You can correct your name and profile picture yourself on Account settings; anything else we hold about you, a person on our team corrects and confirms within one month, as the law requires.',
    ],
    actions: [
      'Change your name or picture on Account settings (/account), under Profile',
      'Tell us exactly what is wrong and what it should say',
      'We confirm by e-mail once it is corrected',
    ],
  },
  data_retention: {
    escalate: true,
    answers: [
      'Our privacy policy sets how long each kind of data is kept: account details while the account is open; journal entries for the life of the account plus 2 years (sooner if you ask us to erase them); purchase, sales and payout records 6 years after their tax year; support requests 2 years after they close; server logs 30 days.',
    ],
    actions: [
      'Read "How long we keep data" in the privacy policy (/privacy-policy)',
      'Download a copy of what we hold with Download my data on Account settings (/account)',
      'Tell us what you want erased sooner and a person will do it',
    ],
  },
  harassment: {
    escalate: true,
    answers: [
      'You should not have to put up with this. A person on our team will review what this person has done and can remove their comments and suspend their account.',
    ],
    actions: [
      'Do not reply to them',
      'Keep screenshots of the messages or comments, with dates',
      'Send the name or link of their account and where it happened',
    ],
  },
  threat: {
    escalate: true,
    answers: [
      'This is a threat to your safety and we take it seriously. A person on our team will act on the account. If you are in danger now, call 999; you can also report threats to the police on 101.',
    ],
    actions: [
      'If you are in immediate danger, call 999',
      'Keep screenshots of every message, with dates',
      'Send the name or link of their account',
      'Do not meet them or reply',
    ],
  },
  scam: {
    escalate: true,
    answers: [
      'Thank you for warning us. Nobody from Soul Market will ever ask for your password, card details or a code. A person on our team will look at this account.',
    ],
    actions: [
      'Do not send card details, passwords or codes to anyone',
      'If you already shared them, call your bank and change your password',
      'Send the name or link of the account and a screenshot',
    ],
  },
  cover_image: {
    escalate: false,
    answers: [
      `You can change your product's cover yourself on the Dashboard: each product on the Products tab has a Cover image field. Choose a new picture (${coverTypes} up to ${COVER_MAX_MB}MB; a landscape picture of at least 1024 × 768 looks sharpest), check the preview, then choose Save cover.`,
    ],
    actions: [
      'Open Dashboard (/dashboard), Products tab',
      'Under your product, choose a file in Cover image',
      'Check the 4:3 preview and choose Save cover',
    ],
  },
  edit_listing: {
    escalate: true,
    answers: [
      "On the Dashboard you can change your product's cover and switch it on or off sale; the price, description and tags are set when you upload it and cannot be edited on the page yet. A person on our team will make the change for you.",
    ],
    actions: [
      'Reply with the product and the new price, description or tags, exactly as they should read',
      'The cover you can change yourself: Dashboard (/dashboard), Products tab, Cover image, then Save cover',
    ],
  },
  become_creator: {
    escalate: false,
    answers: [
      'Anyone with an account can sell here: you upload your one signature product in three short steps (describe it, price it and add the file, then check and publish), and it goes on sale once it passes the listing check.',
    ],
    actions: [
      'Sign in, then choose Upload product on the Dashboard (/dashboard), or go to /upload',
      'Read the selling principles at /selling-principles before you start',
      'To be paid, connect a payout account on Earnings (/earnings) and set up two-factor verification',
    ],
  },
  reading_comfort: {
    escalate: false,
    answers: [
      "You can make everything on the site bigger with your browser's zoom, and every page has an Enhanced Reading switch (in the menu on a phone) that sets text out so the eye moves along it more easily. The moon or sun button switches between a light and a dark theme.",
    ],
    actions: [
      'Zoom in with Ctrl and + (Cmd and + on a Mac), or pinch outwards on a phone or tablet',
      'Turn on Enhanced Reading at the top of the page, or in the menu on a phone',
      'Try the light or dark theme with the moon or sun button, whichever is easier on your eyes',
    ],
  },
  gift_card: {
    escalate: false,
    answers: [
      'We do not sell gift cards at the moment. Each purchase belongs to the account that buys it, so the simplest gift is to share the product page with the person, or to ask them which one they would like.',
    ],
    actions: ['Share the link of a product page', 'Browse categories from the home page to choose together'],
  },
  app: {
    escalate: false,
    answers: [
      'There is no separate app: Soul Market is a website that works in the browser on any phone, tablet or computer. Files you buy download to your device, so you can play or read them offline in your own apps.',
    ],
    actions: [
      "Add the site to your phone's home screen from the browser's share or menu button",
      `Download your products from ${PURCHASES} to use them offline`,
    ],
  },
  catalogue_question: {
    escalate: false,
    answers: [
      "The catalogue is searchable from the home page: type what you are looking for, or browse by category. Each product page describes what it contains, its format and who made it; if something is not clear, its creator can answer in the product's reviews.",
    ],
    actions: [
      'Search from the home page with a few words about what you need',
      'Browse Frequency Music, Meditation Apps, Healing Tools or Sacred Templates from the home page',
      'Read the description and format on the product page before buying',
    ],
  },
};

/** The answers of an intent whose words named no situation. */
export const intentGuides: Readonly<Record<SupportCategory, Guide>> = {
  refund: situationGuides.refund,
  charge_dispute: situationGuides.bank_dispute,
  billing: {
    escalate: false,
    answers: [
      'Payments are taken once, when you confirm checkout, in US dollars, so your bank may show a slightly different figure after conversion. Each purchase sends a receipt by e-mail and appears on My Purchases straight away.',
    ],
    actions: [
      `Check ${PURCHASES} for the products and dates you were charged for`,
      'Compare the charge with your receipt e-mail; a pending hold from your bank drops off within a few days',
      'Reply with the purchase date and the last four digits of the card if a charge still looks wrong',
    ],
  },
  download_access: situationGuides.download_again,
  account: {
    escalate: false,
    answers: [
      'Your account settings are on Account settings (/account): your name and picture, two-factor verification, signing out everywhere, downloading your data and deleting the account. Sign-in help is on the sign-in page.',
    ],
    actions: [
      'Open Account settings from the menu with your name',
      'Use Forgot password on the sign-in page if you cannot sign in',
      'We never ask for your password, including in support',
    ],
  },
  technical: situationGuides.site_broken,
  product_quality: situationGuides.content_wrong,
  policy_legal: situationGuides.terms_question,
  data_request: situationGuides.data_copy,
  safety: situationGuides.harassment,
  crisis: {
    escalate: true,
    answers: [
      'Thank you for telling us. A person from our team will read your message and reply to you. If you are in immediate danger, call 999; Samaritans are free on 116 123, any time.',
    ],
    actions: ['In immediate danger, call 999', 'Call Samaritans free on 116 123, any time', 'Text SHOUT to 85258'],
  },
  general: {
    escalate: false,
    answers: [
      'Happy to help. The questions on this page cover buying, downloading, refunds and selling. If yours is not there, send a new request that names the page or product and what you want to do, and we will answer that exactly.',
    ],
    actions: [
      'Read the questions on this page',
      'Buyers: everything you bought is on My Purchases (/purchases)',
      'Creators: your product, earnings and settings are on the Dashboard (/dashboard)',
    ],
  },
};

/** The situation a refund moves to when the words say a person must decide. */
export const refundReview: Guide = {
  escalate: true,
  answers: [
    'Because you have used the product or bought it more than 14 days ago, a person on our team decides this refund, within the 30-day guarantee. Tell us briefly why it did not suit you: it helps the decision and the creator.',
  ],
  actions: [
    `Find the product ID on ${PURCHASES}`,
    'Send a request with issue type Refund and that product ID, so it reaches the refund queue',
    'A decision comes by e-mail; card refunds take 3-5 business days after approval',
  ],
};

export const acknowledgements = [
  'Thanks for getting in touch about “{quote}”.',
  'I understand: “{quote}”.',
  'Thank you for explaining. You wrote “{quote}”, and here is how we can help.',
] as const;

export const PRODUCT_NOTED = 'We have noted product ID {productId}.';
export const HIGH_PRIORITY_NOTED = 'We have marked this as high priority.';
export const HACKED_FOLLOW_UP = 'A person from our team will check the recent activity on your account.';

/** A hacked account a person must restore: the address was changed, or things were bought with it. */
export const hackedNeedsPerson =
  '(changed|change) ~ (email|address)|(orders?|purchases?|payments?|charges?) ~ (i )?(never|not|did not) (made|make|placed|place|buy|bought)';
