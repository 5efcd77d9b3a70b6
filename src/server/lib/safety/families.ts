/**
 * The risk reader's knowledge: concept families, each read through word classes and the frames people
 * say them in. A signal's weight says how much it alone tells: 1 is enough to show the resources; less
 * adds up with other signals in the same text ("I gave my guitar away" alone is a clear-out; with
 * "I won't need it" it is a goodbye). Patterns run on text put through `normaliseForSafety`.
 */
import type { RiskFamily } from '../../../contract/crisis.js';

export interface RiskSignal {
  family: RiskFamily;
  weight: number;
  pattern: RegExp;
  /** The sentence must also say this for the signal to count. */
  requires?: RegExp;
  /** The signal does not count in a sentence that says this. */
  unless?: RegExp;
  /** The signal does not count in a text that says this anywhere. */
  unlessText?: RegExp;
}

/** A signal read over the whole entry: `enough` different acts said anywhere in it, and no `unlessText`. */
export interface EntrySignal {
  family: RiskFamily;
  weight: number;
  acts: readonly RegExp[];
  enough: number;
  unlessText: RegExp;
}

const any = (...parts: string[]) => `(?:${parts.join('|')})`;

/** A round of signals, one row each: family, pattern, weight (1 when left out) and what silences it in a sentence. */
type SignalRow = readonly [family: RiskFamily, pattern: RegExp, weight?: number, unless?: RegExp];
const fromRows = (rows: readonly SignalRow[]): RiskSignal[] =>
  rows.map(([family, pattern, weight = 1, unless]) => ({ family, weight, pattern, ...(unless ? { unless } : {}) }));

// The writer as subject, with the little words people put between "I" and the verb.
const ADVERBS =
  'just|really|honestly|truly|still|sometimes|often|genuinely|seriously|kind of|sort of|kinda|even|actually|literally|almost|keep|kept|secretly|quietly|so|lately|recently|again|only|always|constantly|totally|definitely|probably|think i|thought i|feel like i|felt like i|guess i|swear i';
const I = `\\b(?:i|i'm|i've|i'd|i'll)(?:\\s+(?:am|was|have|had|do|did|been|${ADVERBS}))*`;
const NEGATED_I = `\\b(?:i|i'm|i've|i'd)(?:\\s+(?:${ADVERBS}))*\\s+(?:don't|didn't|do not|did not|no longer|never|can't see myself|cannot see myself|would rather not|'d rather not)`;
const WANT = any(
  'want',
  'wanted',
  'wanting',
  'wish',
  'wished',
  'wishing',
  'would like',
  "'d like",
  'would love',
  "'d love",
  'would rather',
  "'d rather",
  'long',
  'longed',
  'hope',
  'hoped',
  'hoping',
  'pray',
  'prayed',
  'praying',
  'longing',
  'rather',
  "(?<=i'd )(?:like|love)",
  'keep wishing',
  'keep praying',
  'need',
  'needed',
  'am ready',
  "'m ready",
  'planned',
  'plan',
  'am planning',
  "'m planning",
  'be glad',
  'be relieved',
);
// Ways of not being here, as infinitives after "want to" or "could".
const GONE = any(
  'die(?!\\s+(?:my|her|his|the|it|them|your|of|from|for|laughing|happy|old|a little inside|than|rather)\\b)',
  'be dead',
  'not exist',
  'stop existing',
  'cease to exist',
  'cease existing',
  'not be alive',
  'not be here',
  'not be around',
  'not be on this earth',
  'not be in this world',
  'be gone(?! for (?:a|the|\\w+ days))',
  'be nothing',
  'be erased',
  'not wake up',
  'never wake up',
  'go to sleep (?:forever|for good|and not wake up|and never wake up)',
  'fall asleep (?:forever|for good|and not wake up|and never wake up)',
  'sleep forever',
  'sleep and (?:not|never) wake up',
  'stop (?:breathing|living|being)',
  'just stop',
  'end it',
  'end things',
  'end everything',
  'not have to (?:wake up|exist|be here|do this anymore)',
  'disappear(?!\\s+(?:into|to|for a|for the|for \\w+ days|on (?:holiday|a|the)|under|off (?:to|for|work)|with|from work|from the office|from social|for the weekend)\\b)',
  'vanish(?!\\s+(?:into|to|for a|for the|on (?:holiday|a|the)|under|off (?:to|for|work)))',
  'stop being (?:around|here|alive|a person|me)',
  'fade (?:away|out)',
  'slip away',
  "slip out of (?:the picture|everyone's lives|their lives|existence|the world)",
  'evaporate',
  'be with (?:my )?(?:mum|mom|dad|nan|nana|gran|granny|grandad|grandma|grandpa|son|daughter|baby|husband|wife|brother|sister|boy|girl) again',
);
// "...if I just wasn't here": the writer's own absence as a condition.
const IF_I_GONE = `\\bif\\s+i(?:'m|\\s+(?:just|simply|were to|was to|ever|quietly|suddenly|one day))*\\s+${any(
  "wasn't (?:here|there|around|about|alive|a thing|a person|in the picture|in their lives|in the way)(?: anymore)?",
  'went(?!\\s+(?:to|out|home|back|with|for|on|in|into|up|down|over|away for|shopping|abroad|first|last)\\b)',
  "weren't (?:here|there|around|alive|in the picture|in their lives|in the way)",
  'was not (?:here|there|around|alive)',
  'were not (?:here|there|around|alive)',
  'was gone',
  'were gone',
  'gone',
  'not here',
  'not around',
  'disappeared',
  'vanished',
  'stopped existing',
  'ceased to exist',
  "didn't exist",
  'did not exist',
  'died',
  'was dead',
  'were dead',
  'slipped away',
  "slipped out of (?:the picture|their lives|everyone's lives)",
  'faded away',
  "didn't wake up",
  'never woke up',
  'left for good',
  'left this world',
  'went away for good',
  'was out of the picture',
  'were out of the picture',
  'was out of the way',
  'were out of the way',
  'out of the way',
  "wasn't born",
  'had never been born',
  "hadn't been born",
)}(?!\\s+(?:for a|for the|on (?:holiday|a|the)|at (?:the|work|school)|this|tonight|tomorrow|today|while|because|to (?:cook|help|pick|drive|do|see|take)))`;
// Only what the writer's absence would change for others makes the condition a burden.
const CONSEQUENCE =
  /\b(?:better|easier|lighter|happier|calmer|fine|okay|ok|alright|over it|get on with it|breathe|relief|relieved|cope|manage|move on|moved on|notice|noticed|miss|missed|care|cared|sleep|peace|quieter|simpler|free|burden|bother|matter|anymore|at all|just|for good|save|saved|spared|fortune|money|insurance|debt|cry|straight|sorted|clear)\b/;
const NOT_HOLIDAY =
  /\b(?:holiday|vacation|annual leave|a trip|away for a|off sick|while i'm away|while i am away|this weekend|at the party|conference|maternity|paternity|stag do|hen do|festival|the meeting|the match|running late|the office)\b/;

// "Killing myself laughing": a figure of speech.
// Giving things away and saying goodbye before a move abroad or a new job.
const MOVING =
  /\b(?:flights?|moving (?:to|abroad|house|out|in)|emigrat\w*|relocat\w*|new job|new flat|new house|new place|new home)\b/;

// Goodbyes at a leaving do, a last shift or a move: the occasion is named anywhere in the entry.
const FAREWELL_OCCASION =
  /\b(?:leaving (?:card|do|party|drinks|present|gift|speech|lunch)|farewell (?:party|do|drinks|lunch)|new job|moving to (?:days|nights|a new|another)|last (?:night |day |early )?shift|retir(?:e|ed|ing|ement)|emigrat\w*|relocat\w*|flights?|moving (?:to|abroad|house|out))\b/;

const LAUGHING = /\b(?:kill|killing|killed) myself (?:laughing|with laughter)\b/;
// "A customer told me to go jump off a cliff": an insult someone said, not the writer's plan.
const LAUGHING_OR_AN_INSULT = new RegExp(`${LAUGHING.source}|\\bgo (?:and )?jump (?:off a cliff|in (?:a|the) lake)\\b`);
// Read for a course: "the lethal dose of caffeine for my toxicology module... so I'm safe".
const STUDYING =
  /\bfor (?:my|a|the|our) (?:\w+ )?(?:module|exam|essay|assignment|course|class|lecture|revision|homework|coursework|dissertation|placement)\b|\bso (?:i'?m|we'?re) safe\b/;

// "I feel like a burden asking the lads to help me move": a favour, not a belief about being alive.
const ASKING_A_FAVOUR =
  /\bburden\s+(?:asking|to ask|for asking|when i ask|by asking|on (?:the|my) (?:team|mates|lads|girls) with|with (?:all )?(?:my|these) (?:questions|requests))\b/;

const PILLS = any(
  'pills',
  'tablets',
  'meds',
  'medication',
  'medicine',
  'painkillers',
  'paracetamol',
  'co-?codamol',
  'codeine',
  'tramadol',
  'diazepam',
  'zopiclone',
  'sertraline',
  'citalopram',
  'fluoxetine',
  'lithium',
  'insulin',
  'antidepressants',
  'sleepers',
  'prescriptions?',
  'pain ?killers',
  'aspirin',
  'ibuprofen',
  'blister packs?',
  'sedatives',
  'morphine',
  'oxycodone',
  'little (?:white|blue|yellow|pink|green) ones',
  'tylenol',
  'acetaminophen',
  'advil',
  'aleve',
  'benadryl',
  'nyquil',
  'laxatives?',
);
const CLOSE_PERSON = any(
  'he',
  'she',
  'they',
  "he's",
  "she's",
  "they're",
  "my (?:(?:eldest|oldest|youngest|own|older|younger|big|little|adult|step|husband's|wife's)\\s+)?(?:partner|husband|wife|boyfriend|girlfriend|ex|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|ex-partner|dad|father|mum|mom|mam|mother|stepdad|stepmum|stepmom|stepfather|stepmother|brothers?|sisters?|sons?|daughters?|grandson|granddaughter|nephew|niece|cousin|child|flatmate|housemate|landlord|lodger|carer|uncle|aunt|fianc[eé]e?|other half|fella|man|missus|in-laws|father-in-law|mother-in-law|son-in-law|daughter-in-law|parents|family)",
  '(?:the|our|her|his) (?:carer|lodger|landlord|man|guy|coach|teacher)',
  '(?:husband|wife|partner|dad|mum|mam|son|daughter|brother|sister|grandson|boyfriend|girlfriend|stepdad|carer)',
);
const HURT_VERB = any(
  'kill',
  'hurt',
  'harm',
  'hit',
  // "she beat me by ten seconds", "beat me at chess": a race or a game.
  'beat(?!\\s+me\\s+(?:by|at|in|to (?:it|the)|on|fair|hands down)\\b)',
  'batter',
  'strangle',
  'choke',
  'stab',
  'shoot',
  'burn',
  'break my',
  'break your',
  'smash my',
  'find me',
  'come after me',
  'come for me',
  'make me pay',
  'make me regret',
  'make my life hell',
  'take the kids',
  'take my kids',
  'take the children',
  'take my children',
  'take the baby',
  'ruin me',
  'destroy me',
  'end me',
  'do something (?:to me|stupid|bad|to himself|to herself)',
  'finish me',
  'finish me off',
  'sort me out',
  'deal with me',
  'get me',
  'teach me a lesson',
  'have me put (?:in|into) a home',
  'put me (?:in|into) a home',
  'put me on the street',
  'throw me out',
  'kick me out',
  'make sure i never',
  'make sure you never',
  'punish me',
  'put (?:me|him|her) through (?:a|the) (?:window|wall)',
  'do something to (?:me|us)',
);
const BODY_PART = any(
  'arms?',
  'wrists?',
  'thighs?',
  'legs?',
  'skin',
  'stomach',
  'belly',
  'hips?',
  'ankles?',
  'forearms?',
  'shoulders?',
  'chest',
);
// A plan said in one line (round forty-two): the writer's intent, an act of motion, and a place that kills.
const PLAN_INTENT = `\\b(?:i'?m|i am|i'?ll|i will|i shall|i'?m (?:going|gonna|planning|about|ready|set) to|i (?:want|plan|intend|mean|need|have|'ve decided|decided) to|going to|gonna|planning (?:to|on)|decided (?:to|i'?m|i'?ll)|tonight i'?m|tonight i'?ll|then i'?m|then i'?ll|or (?:else )?i(?:'ll)?)`;
const LETHAL_MOTION = `(?:put(?:ting)?|driv(?:e|ing)|crash(?:ing)?|steer(?:ing)?|ram(?:ming)?|plough(?:ing)?|walk(?:ing)?|step(?:ping)?|jump(?:ing)?|throw(?:ing)? myself|go(?:ing)?|run(?:ning)?|ride|riding|fall(?:ing)?|lie|lying|lay|laying)(?: the car| the van| my car| the truck| myself)?(?: straight| right)?\\s+(?:into|off|under|in front of|from|over|onto)`;
const LETHAL_PLACE = `(?:the |a |an |that |my )?(?:top of the |end of the |edge of the |side of the )?(?:river|sea|canal|loch|lough|quarry|reservoir|weir|harbour|estuary|motorway|dual carriageway|oncoming \\w+|lorry|truck|train|tracks?|railway|bridge|footbridge|viaduct|cliffs?|beachy head|multi[- ]?stor(?:e)?y|car ?park|flats|tower block|dam|tree|bus|crusher|silo|crane|chimney|headframe|pylon|water tower|grain (?:bin|elevator)|\\d{1,2}[.:]\\d{2})\\b`;
// Leisure that uses the same places: a charity dip, a skydive, a dive club, a climbing wall.
const LEISURE =
  /\b(?:bungee|harness|abseil\w*|zip ?(?:wire|line)|parachute|skydiv\w*|climbing|autobelay|div(?:e|ing|er)|scuba|snorkel\w*|dip|swim\w*|charity|paddl\w*|wetsuit|kayak\w*|canoe\w*|surf\w*|plunge|boat|ferry|tour|trip|photos?|picnic|fishing|rowing|sail\w*|club|lesson|race|training)\b/;
// Everyday injuries: a cut finger while cooking is not self-harm.
const ACCIDENT =
  /\b(?:not that i'?d ever|i'?d never|i would never|never would i|chopping|slicing|knife slipped|knife skills|cookery|chef|(?:ran|came|rushed|raced|running) (?:up|in|upstairs|downstairs|over)(?: \w+)? thinking|mandoline|peeler|grater|whittl\w*|woodwork\w*|accident(?:ally)?|by mistake|shaving|cooking|baking|ironing|making (?:tea|toast|dinner|lunch)|onions?|tin|paper cut|glass|gardening|nail|fence|on (?:a|the|some)|diy|hedge|stung|fell|oven|kettle|iron|straighteners|curling|the stove|the hob|playing|training|at the gym|lifting|skiing|climbing)\b/;

export const riskSignals: readonly RiskSignal[] = [
  // Said outright: suicide, killing oneself, ending one's life, plans and methods.
  ...[
    /\b(?:kill|killing|killed|harm|harming|harmed|injure|injuring|hang|hanging|drown|drowning|poison|poisoning|end|ending|off)\s+myself\b/,
    /\b(?:i'm|i am|i feel|i felt|feeling|i was|i've been|been|felt|get|getting|i|me|my|myself|started|start|keep|back to|relapsed)\s+(?:\w+\s+){0,3}?(?:suicidal|(?:self|slef|sefl|sel|selff)[- ]?harm\w*)\b/,
    /\b(?:my|i)\s+(?:\w+\s+)?(?:suicide attempt|attempted suicide|tried suicide|suicide plan)\b|\b(?:thinking|thought|thoughts|think)\s+(?:about|of)\s+suicide\b/,
    /\b(?:end|ending|ended|take|taking|took|finish|finishing)\s+(?:my|my own)\s+life\b/,
    /\b(?:end|ending|ended)\s+it\s+all\b|\bend\s+it\s+(?:tonight|today|now|soon|for good|this (?:week|weekend))\b/,
    /\b(?:feel like|want to|going to|thinking (?:about|of)|think about|might|plan to|planning to|planning on|ready to|decided to|going to just)\s+(?:end|ending)\s+(?:things|everything|it(?: all)?)\b(?!\s+(?:with|between|at|in|on|for (?:him|her|them|us)))/,
    /\bsuicide\s+(?:note|notes|letter|letters)\b|\b(?:i|i've|i have)\s+(?:\w+\s+)?(?:wrote|written|writing|left|finished)\s+(?:a|my|the)\s+goodbye\s+(?:note|letter)\b(?![^.!?]*\b(?:to (?:mrs|mr|miss|ms|sir|my teacher|the team|my colleagues|work)|leaving do|retire))/,
    /\b(?:took|take|taking|had|have|having)\s+(?:an?\s+|another\s+)?overdose\b|(?<!\b(?:friend|mate|cousin|sister|brother|son|daughter|neighbour|colleague|she|he|they|who)\s(?:\w+\s)?)\boverdos(?:ed|ing)\b(?! on (?:\w+ )?(?:your|the|chocolate|sugar|cake|sweets|caffeine|coffee|tv|netflix|podcasts?|sleep stories|stories|episodes|music|meditations?|tracks?|candy|easter eggs|pastries|pastry|biscuits|cookies|crisps|cheese|carbs|pizza|doughnuts|donuts|sunshine|nostalgia))|\bmy overdose\b|\b(?:tried|try|trying|want|wanted|going|planning|plan)\s+to\s+overdose\b/,
    /\b(?:took|take|taking|swallowed|swallow|swallowing|necked|down)\s+(?:all|too many|a (?:bunch|load|lot|handful|whole (?:box|packet|bottle)) of|every one of|the whole (?:box|packet|bottle) of)\s+(?:of\s+)?(?:my\s+|the\s+|[\w']+'s\s+|his\s+|her\s+)?(?:old\s+|\w+\s+)?(?:pills|tablets|painkillers|meds|paracetamol|sleeping pills)\b/,
    /\b(?:jump|jumping|jumped|step|stepping|stepped|throw myself|throwing myself|walk|walked|walking)\s+(?:off|from|in front of|under)\s+(?:a|the|that)\s+(?:bridge|roof|building|train|bus|lorry|truck|car|tower|car park|cliff|multi-storey)\b(?![^.!?]*\b(?:bungee|harness|abseil\w*|zip ?(?:wire|line)|rope swing|parachute|when (?:the|my|our) (?:card machine|till|printer|computer|laptop|wi-?fi|internet|system|server|app|website)\b))/,
    /\b(?:look(?:ing|ed)? up|search(?:ing|ed)?(?: for)?|research(?:ing|ed)?|googl(?:e|ing|ed)|read(?:ing)? about|find(?:ing)? out|work(?:ing|ed)? out)\s+(?:painless\s+|quick\s+|easy\s+)?(?:ways|how|methods?)\s+to\s+(?:die|end (?:it|my life)|kill myself|commit suicide|overdose|not wake up)\b|\bpainless ways? to die\b/,
    /\b(?:i'm|i am|i've been|i was)\s+(?:having|getting)\s+(?:those|these|the|dark|bad|suicidal)\s+thoughts\s+again\b/,
    /\b(?:thinking|thought|thoughts|think)\s+(?:about|of)\s+(?:dying|ending it|not being here|not waking up|killing myself|taking my life|ways to die|just ending)\b/,
    /\bno longer want to be alive\b|\bpart of me (?:wants|wanted) to die\b/,
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern, unless: LAUGHING_OR_AN_INSULT })),
  // A lethal dose looked up for a module or an exam is study.
  {
    family: 'explicit',
    weight: 1,
    pattern:
      /\b(?:lethal|fatal|deadly)\s+(?:dose|amount|overdose)\b|\b(?:what|which|the)\s+dose\s+(?:would|will|could)\s+do it\b/,
    unless: STUDYING,
  },
  // The words alone, about nobody in particular: a podcast, a charity run, a friend.
  {
    family: 'explicit',
    weight: 0.5,
    pattern: /\bsuicide\b(?=[^.!?]*\b(?:my head|my mind|the answer|the only|way out|option|i keep|for me)\b)/,
  },
  {
    family: 'explicit',
    weight: 0.5,
    pattern: /\bself[- ]?harm\w*|\bsuicidal\b|\bsuicide\b(?![- ](?:bomb\w*|squad|prevention|forest|blonde|awareness))/,
    unless:
      /\b(?:died by|committed|his|her|their|[a-z]+'s) suicide\b|\b(?:he|she|they) (?:was|were|is|are) suicidal\b|\bsuicide (?:rates?|statistics|figures|prevention|awareness)\b/,
  },

  // Wishing not to exist, to disappear, not to wake up.
  ...[
    new RegExp(
      `${I}\\s+(?:just\\s+|really\\s+|kind of\\s+|sometimes\\s+)*${WANT}\\s+(?:to\\s+|i\\s+could\\s+|i\\s+can\\s+)?(?:just\\s+|quietly\\s+|simply\\s+)?${GONE}(?!\\s+(?:of|from|for)\\s+(?:embarrassment|shame|laughing|laughter|boredom|cringe|a (?:cuppa|cup|pint|coffee|tea|burger|curry|pizza)))`,
    ),
    new RegExp(
      `\\b(?:wish|wished|wishing)\\s+(?:that\\s+)?i\\s+(?:could|can|would)\\s+(?:just\\s+|simply\\s+|quietly\\s+)?${GONE}`,
    ),
    new RegExp(
      `${NEGATED_I}\\s+(?:really\\s+|even\\s+)?(?:want|wanted|wanting|want to|wish|feel like)\\s+(?:to\\s+)?(?:be alive|stay alive|exist|live(?! (?:in|with|near|at|there|here|abroad|alone|on|by|off|like a|for the|like this|with (?:him|her|them))\\b)|be here anymore|be here for much longer|be around anymore|wake up(?!\\s+(?:at|early|for|before|so|in time)\\b)|see (?:tomorrow|another day|the morning)|face (?:another day|tomorrow)|go on|carry on|keep going)`,
    ),
    /\bnot\s+want(?:ing)?\s+to\s+(?:be alive|exist|live anymore|wake up anymore|be here anymore)\b/,
    /\b(?:wish|wished|wishing)\s+(?:that\s+)?i\s+(?:was|were|had been|'d been)?\s*(?:dead|never born|never been born|not alive|gone for good|not here anymore|invisible forever|nothing|never here|erased)\b/,
    /\b(?:wish|wished|wishing)\s+(?:that\s+)?i\s*(?:had|'d|was|hadn't|had not)\s+(?:never\s+)?been\s+born\b|\bwish(?:ed)? i was never born\b/,
    /\b(?:wish|wished|wishing)\s+(?:that\s+)?i\s+(?:wasn't|weren't|was not|were not)\s+(?:alive|here|around|born|a person|in this world|on this earth)\b/,
    /\b(?:go to sleep|fall asleep|sleep|close my eyes|lie down)\s+and\s+(?:never|not)\s+(?:to\s+)?wake\s+up\b|\bnever wake up again\b|\bhope i (?:don't|do not|never) wake up\b|\b(?:pray|prayed|praying|hoping|hope|wish)\s+(?:\w+\s+){0,3}?(?:i|that i)\s+(?:just\s+)?(?:don't|do not|won't|will not|wouldn't|would not|never)\s+(?:wake|come round|come to)\b/,
    /\b(?:hope|want|wish|wishing|pray)\s+(?:that\s+)?(?:i\s+)?(?:could\s+)?(?:just\s+)?(?:to\s+)?(?:fade away|cease to exist|stop existing|not exist|not be here)\b/,
    /\b(?:tired|sick|exhausted|weary)\s+of\s+(?:living|being alive|existing|life itself|being here|breathing|waking up)\b/,
    /\blife (?:isn't|is not|wasn't|was not|is no longer|doesn't feel|does not feel) worth (?:it|living)\b|\bnot worth living\b|\bnot worth (?:it|being here) anymore\b/,
    /\b(?:won't|will not|wont)\s+be\s+(?:here|around|alive)\s+(?:much longer|for much longer|by (?:tomorrow|next week|the weekend|christmas|my birthday|then)|anymore|to see)\b(?![^.!?]*\b(?:away|abroad|holiday|vacation|trip|travelling|traveling|on nights|at work|in hospital)\b)/,
    /\b(?:don't|do not|can't|cannot)\s+see\s+myself\s+(?:still\s+)?(?:being\s+)?(?:here|around|alive|making it)\s+(?:by|at|for|next|in|much|after|to|past)\b/,
    /\b(?:rather|sooner)\s+(?:be dead|not be here|not exist|not be alive|not wake up)\b(?!\s+than)/,
    /\b(?:i'm|i am)\s+(?:so\s+|just\s+|completely\s+|totally\s+)?done\s+with\s+(?:life|living|being alive|existing|it all|everything and everyone|this life|this world|being here)\b/,
    /\bi (?:just )?want (?:it all|everything|the pain|my life|all of it|all this|the noise|the thoughts) to (?:stop|end|be over)(?: forever| for good| permanently)?\b(?![^.!?]*\b(?:week|day|shift|meeting|term|exam|rain|winter|lockdown|project|season|noise next door|builders)\b)/,
    /\b(?:permanent|long|forever|eternal)\s+sleep\b(?!\s+(?:track|stor(?:y|ies)|audio|meditation|music|playlist|mask|album|session|sounds?))/,
    /\bdisappear\s+(?:forever|for good|permanently|and never come back)\b/,
    /\bcould just (?:stop|disappear|vanish|not wake up|fade)\b(?=[^.!?]*\b(?:forever|for good|anymore|no one|nobody|everyone|and)\b)/,
  ].map((pattern) => ({ family: 'wish_not_to_exist' as const, weight: 1, pattern })),
  // "I want it to stop" says less alone: "it" is as often a nuisance (messages, a seller who will not stop).
  {
    family: 'wish_not_to_exist',
    weight: 0.6,
    pattern: /\bi (?:just )?want it to (?:stop|end|be over)\b/,
    unless: /\b(?:messag\w*|contact\w*|emails?|calls?|texts?|spam|harass\w*|unsafe|block\w*)\b/,
  },
  { family: 'wish_not_to_exist', weight: 0.7, pattern: new RegExp(IF_I_GONE), unless: NOT_HOLIDAY },
  { family: 'burden', weight: 1, pattern: new RegExp(IF_I_GONE), requires: CONSEQUENCE, unless: NOT_HOLIDAY },
  {
    family: 'wish_not_to_exist',
    weight: 0.5,
    pattern:
      /\b(?:want|wanted|need|wish)\s+to\s+(?:disappear|vanish|hide forever|run away forever)\b(?!\s+(?:into|to|for a|for the|on (?:holiday|a|the)|under|off (?:to|for|work)))/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.4,
    pattern: /\b(?:what if i (?:just )?(?:didn't|did not) (?:wake up|come back)|nobody would (?:find|look for) me)\b/,
  },

  // Being a burden: others better off, lighter, easier without the writer.
  ...[
    /\b(?:i'm|i am|i feel like|i feel|feel like i'm|i've become|i have become|i'm just|i'm only|i'm nothing but|i'm such|always been|i've always been|being)\s+(?:just\s+|such\s+|only\s+|nothing but\s+|a\s+)?(?:a|an|the)?\s*(?:huge\s+|massive\s+|total\s+|complete\s+|constant\s+|real\s+|heavy\s+)?(?:burden|(?:heavy\s+)?load|dead weight|waste of (?:space|air|oxygen|skin|a life)|drain on (?:everyone|them|my family|the family|people))\b(?!\s+on\s+(?:the|our|my)\s+(?:project|timeline|budget|schedule|system|server|deadline))/,
    /\bburden (?:on|to|for) (?:everyone|everybody|my family|the family|them|him|her|my kids|my children|my parents|mum|dad|people|those around me|the people i love)\b/,
    /\b(?:better|easier|lighter|happier|calmer|fine|safer|simpler|cleaner|neater|tidier|quieter|cheaper)\s+(?:off\s+|life\s+)?(?:\w+\s+){0,2}?(?:without me|with me gone|once i'm gone|when i'm gone|if i'm gone|after i'm gone|with me out of the (?:way|picture))\b/,
    /\b(?:no one|nobody|not a soul|none of them|not one person)\s+(?:\w+\s+){0,3}?(?:would|will|'d|is going to|would even|will even)\s+(?:miss me|notice (?:if|when|that) i|care if i|even notice|even care|notice i'm gone|notice i was gone|be sad)\b(?![^.!?]*\bturn(?:ed)? up (?:to|at) (?:the|a|my|our) (?:\w+ )?(?:barbecue|bbq|party|meeting|wedding|do|reunion|match|gig|class|lecture|practice|shift|quiz)\b)/,
    /\b(?:everyone|everybody|they|my family|my kids|people|he|she)(?:'d| would| will)\s+(?:get over it|get over me|move on|be fine|cope|manage|be relieved|be better)\b(?=[^.!?]*\b(?:if i|without me|when i'm|once i'm|me gone)\b)/,
    /\b(?:breathe|sleep|live)\s+easier\s+(?:without me|if i|once i|when i)\b/,
    /\bone less (?:mouth to feed|problem|thing to worry about|person to worry about|burden)\b/,
    /\b(?:don't|do not|didn't)\s+deserve\s+to\s+(?:live|be alive|exist|be here|breathe|take up space)\b/,
    /\b(?:the world|everyone|everybody|this family)\s+(?:doesn't|does not|wouldn't|would not)\s+need\s+me\b/,
    /\bdo (?:everyone|everybody|them|the world|my family) a favou?r\b(?=[^.!?]*\b(?:disappear|gone|vanish|leave|leaving|not (?:being )?here|exist)\b)/,
  ].map((pattern) => ({ family: 'burden' as const, weight: 1, pattern, unless: ASKING_A_FAVOUR })),
  {
    family: 'burden',
    weight: 0.5,
    pattern:
      /\bsave (?:them|everyone|everybody|my family|the family|him|her) (?:the|from the) (?:trouble|hassle|bother|pain|stress|cost)\b/,
  },
  {
    family: 'burden',
    weight: 0.5,
    pattern:
      /\b(?:i'm|i am|i feel like)\s+(?:just\s+|always\s+)?(?:in (?:everyone's|the) way|taking up space|a mistake|a disappointment to everyone|the problem)\b/,
  },
  {
    family: 'burden',
    weight: 0.4,
    pattern:
      /\b(?:i )?(?:ruin|spoil|wreck)\s+everything\s+(?:for everyone|i touch)\b|\beveryone(?:'s| is) (?:sick|tired) of me\b/,
  },

  // Hopelessness about tomorrow and about life.
  ...[
    /\b(?:can't|cannot|couldn't|could not|don't|do not)\s+see\s+(?:the|any)\s+point\s+(?:of|in)\s+(?:waking up|getting up|tomorrow|going on|carrying on|living|being here|being alive|me|another day|any more days|staying|trying to live)\b/,
    /\bno\s+(?:reason|point)\s+(?:for me\s+)?(?:(?:to|in|of)\s+)?(?:keep\s+|keeping\s+|go on\s+|carry on\s+)?(?:live|living|going on|go on|carrying on|carry on|being alive|be alive|being here|be here|staying alive|stay alive|waking up|wake up|getting up tomorrow|tomorrow)\b/,
    /\bnothing (?:left )?to live for\b|\bwhat(?:'?s| is| was) (?:even\s+)?the point (?:of|in) (?:living|being alive|going on|carrying on|me being here|me|waking up|getting up|tomorrow|any of it anymore|it all anymore)\b/,
    /\b(?:can't|cannot|could not|couldn't|can not)\s+(?:go on|carry on|keep going|keep living|do this anymore|do life anymore|take (?:it|this|any of this|any more of this) anymore|cope anymore|survive this|face another day|face tomorrow|keep doing this)(?=\s*(?:$|[.!?,;:]|anymore|like this|living|any longer|with (?:life|living|this life)|and|but|so|i|-))/,
    /\b(?:won't|will not)\s+(?:make it|survive)\s+(?:through|to|past)\s+(?:the|this|another|next|christmas|my birthday)\b/,
    /\bi (?:just )?(?:give up|gave up|am giving up|'m giving up)(?:\s+on\s+(?:life|living|everything|myself|it all|trying to live))?\s*(?:$|[.!?])/,
  ].map((pattern) => ({ family: 'hopelessness' as const, weight: 1, pattern })),
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\b(?:no|not any|don't have a|don't see a|can't see a|can't see any)\s+(?:future|way out|way forward|light at the end|hope)\s+(?:for me|left|anymore)\b|\bthere's no (?:way out|hope left|future for me)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\bnothing (?:is ever going to|will ever|ever|is going to) (?:change|get better|be (?:ok|okay|alright|different)|improve)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\bwhat(?:'s| is) the point (?:anymore|of (?:anything|any of it|it all|trying)|in (?:anything|trying))\b|\bno point (?:in )?(?:anything|trying anymore|any of it)\b|\b(?:can't|cannot) (?:see|find) (?:the|a|any) point\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\b(?:everything|it all|life)\s+(?:feels|is|seems)\s+(?:so\s+)?(?:pointless|hopeless|meaningless)\b|\bi(?:'m| am| feel) (?:so\s+)?hopeless\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\btomorrow (?:won't|will not|will never|never) (?:be any different|get better|be better|matter|come)\b|\bdread(?:ing)? (?:waking up|another day|tomorrow) (?:again|every)/,
  },
  {
    family: 'hopelessness',
    weight: 0.4,
    pattern:
      /\b(?:tired|sick|exhausted) of (?:fighting|trying|everything|it all|being me|pretending|the fight|this fight|all of it)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.3,
    pattern:
      /\b(?:i(?:'m| am| feel)(?: so| just)?)\s+(?:empty|numb|nothing|hollow|dead inside)\b|\bnothing left (?:in me|inside)\b/,
  },
  { family: 'hopelessness', weight: 0.3, pattern: /\bi(?:'m| am) (?:so |just )?done(?: now)?\s*(?:$|[.!?])/ },

  // Finality acts: giving things away, letters for after, arranging care, sudden calm.
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:giving|gave|given|give|handing|handed|passing|passed)\s+(?:away\s+|out\s+|on\s+)?(?:all\s+(?:of\s+)?|most\s+(?:of\s+)?|some\s+(?:of\s+)?)?my\s+(?:\w+\s+){0,2}?(?:things|stuff|belongings|possessions|clothes|books|records|jewell?ery|guitar|games|console|plants|art|paintings|collection|vinyl|camera|bike|tools|savings|prized|favourite|favorite|rings?|watch|medals|tapes|cds|figures|lego|trainers|headset|pc|laptop|kit|boots|merch|photocards|skins|switch|xbox|ps5|playstation|lightstick|albums)\b(?=[^.!?]*\b(?:away|to|out)\b)/,
    unless: MOVING,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:gave|giving|given|give)\s+(?:everything|it all|all my \w+)\s+away\b|\b(?:gave|giving|given)\s+away\s+(?:everything|the rest)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:wrote|writing|written|write|left|leaving|finished|finishing|drafted|recorded|recording)\s+(?:a\s+|some\s+)?(?:letters?|notes?|messages?|cards?|videos?|voice notes?)\s+(?:to|for)\s+(?:everyone|each of|all of|my\s+\w+|mum|mom|dad|the kids|the girls|the boys)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:(?<!\b(?:drizzle|cake|pudding|dessert|biscuits|sandwiches|tea|sponge|crumble|pie|trifle|cheese|cookies|fruit|scones|sweets|chocolates?|ice cream) )for after(?=\s*(?:$|[.!?,;)]|i |i'm ))|for when i'm gone|when i'm gone|after i'm gone|once i'm gone|to open (?:later|after)|for them to find|just in case)\b/,

    // "When I'm gone. Not for a long while yet, mind, I'm after the card from the King."
    unlessText:
      /\bnot for (?:a |a good )?(?:long|good long) (?:while|time)\b|\bcard from the (?:king|queen)\b|\b(?:years|decades) (?:off|away) yet\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.8,
    pattern:
      /\b(?:sorted|sorting|arranged|arranging|decided|deciding|figured out|worked out|asked|asking|made sure|checked)\s+(?:out\s+)?(?:who|someone|somebody|if \w+|whether \w+)\s+(?:\w+\s+){0,2}?(?:gets|will get|would get|will take|would take|takes|can have|to have|to take|to look after|to feed|to mind|to keep|would look after|will look after|to adopt|could take|could have|would have|will have)\s+(?:my|the|our)\s+(?:cat|dog|pets?|kids|children|rabbit|hamster|bird|fish|plants|things|stuff|car|tortoise|guinea pigs?|kittens?|puppy)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:put|putting|get|getting|got|sort|sorting|sorted)\s+my\s+(?:affairs|paperwork|papers|things|life|stuff)\s+in\s+order\b|\bmy affairs (?:are|were) (?:now\s+|all\s+)?in order\b|\btying up (?:all )?(?:the |my )?loose ends\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    unlessText: FAREWELL_OCCASION,
    pattern:
      /\b(?:said|saying|say)\s+(?:my\s+)?(?:proper\s+|quiet\s+|secret\s+|last\s+|final\s+)?goodbyes?\b(?![^.!?]*\b(?:at the (?:station|airport|door|party|pub|bar|leaving do|office)|to (?:the|my old|this|our) (?:house|flat|school|job|office|team|colleagues|city|town|country)))|\b(?:one|for the) last time\b(?=[^.!?]*\b(?:hug|hugged|held|kissed|saw|see|told|tell|goodbye|look)\b)/,
  },
  {
    family: 'finality_acts',
    weight: 1,
    pattern:
      /\b(?:feel|felt|i'm|i am|so|strangely|weirdly|oddly|suddenly|finally)\s+(?:at peace|calm|peaceful|light|relieved|calmer|lighter)\s+(?:now\s+)?(?:that|since|because|now)\s+(?:i(?:'ve| have)?\s+)?(?:decided|made (?:up my mind|a decision|my decision|a plan|the decision)|know what i'm (?:doing|going to do)|know what (?:i have|i've got) to do|have a plan|chose|know how (?:it ends|it'll end|i'll do it)|know when)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\bmade (?:my )?peace with (?:everything|it all|everyone|the decision|leaving|going)\b|\b(?:i've|i have) made (?:my|the) decision\b(?=[^.!?]*\b(?:calm|peace|relief|relieved|won't|over|soon)\b)/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:won't|will not|wont|shan't)\s+(?:be needing|need)\s+(?:it|them|this|these|those|my\s+\w+|any of (?:it|this|that|them))(?:\s+(?:anymore|any more|where i'm going|after|soon|much longer|for long|after this week|after friday)\b|\s*(?:$|[.!?]))/,

    unless: MOVING,
  },
  {
    family: 'finality_acts',
    weight: 1,
    pattern:
      /\b(?:this is|this'll be|this will be|it's|that was|that's)\s+my\s+(?:last|final)\s+(?:entry|post|message|note|reflection|journal entry|goodbye)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.3,
    pattern:
      /\b(?:strangely|weirdly|oddly|suddenly|eerily|unusually)\s+(?:calm|peaceful|at peace|light)\b|\bmade (?:a|my) will\b|\bwrote my will\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\b(?:so|that)\s+(?:no one|nobody|they|my family|mum|my kids|the kids)\s+(?:won't|doesn't|don't|isn't|aren't|wouldn't|will not|is not|are not)\s+(?:have to|be left|get left|need to)\s+(?:deal|sort|pay|clear|clean|find|worry)\b/,
  },

  // Gathering means: pills put aside, heights looked at, doses looked up.
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `(?<!\\b(?:she'd|he'd|they'd|she had|he had|they had|she's|he's|who'd)\\s(?:been\\s)?)\\b(?:stockpil\\w*|hoard\\w*|stash\\w*|squirrel\\w*|stocking up(?: on)?|stocked up(?: on)?|saving|saved|save|collecting|collected|hiding|hid|hidden)\\s+(?:up\\s+|away\\s+|aside\\s+)?(?:all\\s+|some\\s+|a few\\s+|my\\s+|the\\s+|of\\s+|a\\s+(?:stash|pile|load|box|bag|few)\\s+of\\s+|extra\\s+)*(?:[\\w']+\\s+){0,3}?${PILLS}\\b(?!\\s+(?:from|at) (?:the |my )?(?:chemist|pharmacy|surgery|gp|doctor'?s|hospital|boots))`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:putting|put|set|setting|keeping|kept|storing|stored|building up|built up|piling up|counting|counted|lining up|lined up)\\s+(?:up\\s+|aside\\s+|away\\s+|back\\s+|by\\s+)?(?:all\\s+|some\\s+|a few\\s+|my\\s+|the\\s+|of\\s+|a\\s+(?:stash|pile|load|box|bag|few)\\s+of\\s+|extra\\s+)*(?:[\\w']+\\s+){0,3}?${PILLS}\\b(?=[^.!?]*\\b(?:aside|away|back|by|drawer|box|bag|somewhere|hidden|hiding|stash|enough|instead of|in case|just in case|collection|pile|all of them|every one|for later|for a rainy day|under (?:the|my)|haven't been taking|not taking|not been taking|one day)\\b)`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:not|haven't been|have not been|stopped|been not)\\s+taking\\s+my\\s+${PILLS}\\b(?=[^.!?]*\\b(?:saving|keeping|collecting|putting|stash|hidden|drawer|aside|in case|enough)\\b)`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `\\bhow (?:many|much)\\s+(?:of\\s+)?(?:my\\s+|the\\s+|these\\s+|those\\s+)?(?:${PILLS}|of them)\\s+(?:it\\s+)?(?:would it take|would take|it would take|it takes|takes|does it take|is enough|are enough|would be enough|to (?:kill|not wake|end)|is lethal|are lethal|would be lethal)\\b`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern:
      /\b(?:bought|buying|got|ordered|ordering|have|kept|keep)\s+(?:a\s+)?(?:noose|rope (?:for|to) (?:myself|me|the garage|the loft)|exit bag)\b|\b(?:tie|tied|tying|made|make)\s+(?:a\s+)?noose\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\b(?:bought|buying|got|ordered|ordering|keep|kept|hid|hidden|hiding)\s+(?:some\s+|new\s+|more\s+|a\s+(?:pack|packet|box) of\s+)?(?:razor ?blades|blades|a razor|rope|charcoal|a ladder)\b(?![^.!?]*\b(?:for (?:shaving|the (?:garden|boat|allotment|bbq|barbecue|climbing|camping))|climbing|camping|bbq|barbecue|sailing)\b)/,
  },
  {
    family: 'gathering_means',
    weight: 0.8,
    pattern:
      /\bhow (?:high|tall|far down|deep|far)\s+(?:the|that|this|a)\s+(?:bridge|building|cliff|roof|car park|multi-storey|drop|tower|fall|water|river)\s+(?:is|was|would be|goes)\b|\bhow long it (?:takes|would take) to (?:die|drown|bleed|stop breathing|pass out)\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\b(?:stood|standing|stand|went|go|going|drove|drive|driving|walked|walk|walking|sat|sitting|looked|looking|stared|staring)\s+(?:at|to|on|by|up to|over|near|down from|off)\s+(?:the\s+)?(?:edge of (?:the|a)\s+)?(?:edge|bridge|cliff|platform edge|tracks|railway line|train tracks|roof|top floor|multi-storey|car park roof|motorway bridge|river|drop)\b(?=[^.!?]*\b(?:how high|how far|thinking|wondering|for ages|for a long time|long time|edge|just stood|just looked|drop|jump|one step|looking down|down at)\b)/,
  },

  // Self-harm and relapse, with or without the word "myself".
  ...[
    /(?<!\b(?:not|never)\s)\b(?:cut|cutting|burn|burning|burnt|burned|scratch|scratching|scratched|punch|punching|bruise|bruising|hurt|hurting|harm|harming|starve|starving|hit|hitting|slapped|slapping|bit|biting|pinched|pinching)\s+myself\b(?!\s+(?:a bit|a little|slightly|playing|at the|at work|on the|in the|while|lifting|running|falling|doing|when i|training|skiing|climbing|cooking|badly in|during|off|some slack|a slice|a piece|a treat|free|out of|short|up|into|by accident|accidentally)\b)/,
    /\bhurt(?:ing)?\s+myself\s+(?:on purpose|deliberately|again|intentionally|to feel|so i|because i deserve)\b/,
    /(?<!\b(?:she's|he's|they've|she has|he has|they have|who's|who has)\s)\b(?:started|start|starting|been|am|was|keep|kept|back to|went back to|going back to|relapsed|slipped|gone back to)\s+(?:into\s+|and\s+)?(?:cutting|burning|scratching|harming|hurting myself|self harming)\b(?!\s+(?:the|back|down|out|up|corners|costs|ties|my hair|hair|onions|wood|paper|the grass|grass|fabric|patterns|a|an|some|it|them)\b)/,
    /\b(?:cutting|cut|burning|burnt|burned|scratching|scratched)\s+(?:again|last night|tonight|this morning|yesterday|today|more|deeper|deep)\b(?![^.!?]*\b(?:hair|fringe|grass|hedge|onions?|veg|vegetables|wood|fabric|paper|costs|back on|down on|carbs|sugar|ties|corners|class|lesson|toast|cake|bread|dinner|tea|pumpkins?|jack-o\S*|turnips?|lino|clay)\b)/,
    new RegExp(
      `\\b(?:cut|cutting|burnt|burned|burning|scratched|scratching|carved|carving)\\s+(?:into\\s+)?(?:my|both)\\s+${BODY_PART}\\b(?=[^.!?]*\\b(?:again|on purpose|deliberately|deep|blade|razor|sleeves|hide|hid|hiding|marks|relapse|clean|last night|tonight|punish|deserve|had to|needed to|urge|feel something|numb)\\b)`,
    ),
    /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:days?|weeks?|months?|years?)\s+(?:clean|free|harm[- ]free)\b(?=[^.!?]*\b(?:broke|broken|relapsed?|again|slipped|ruined|gone|lost|back to|reset|day one|day 1|square one|threw it|blade|cut|cutting|burn|burning)\b)/,
    /\b(?:relapsed?|slipped up|broke my streak)\b(?=[^.!?]*\b(?:cut|cutting|blade|harm|harming|burn|burning|razor|scratch|clean)\b)/,
    /\b(?:long sleeves|sleeves|hoodies?|jumpers?|bracelets|plasters|bandages|makeup|make-up)\b(?=[^.!?]*\b(?:hide|hiding|hid|cover|covering|covered)\b)(?=[^.!?]*\b(?:marks|scars|cuts|burns|arms|wrists|thighs|fresh ones|new ones)\b)/,
    /\b(?:hide|hiding|hid|cover|covering|covered)\s+(?:up\s+)?(?:the\s+|my\s+|all the\s+|the new\s+|fresh\s+)?(?:marks|scars|cuts|burns)\b/,
    /\bthe urge to (?:cut|hurt myself|harm|burn|scratch|punish myself)\b|\burges? (?:to cut|are back|came back)\b/,
  ].map((pattern) => ({ family: 'self_harm' as const, weight: 1, pattern, unless: ACCIDENT })),
  { family: 'self_harm', weight: 0.4, pattern: /\bpunish(?:ing|ed)?\s+myself\b/ },
  {
    family: 'self_harm',
    weight: 0.6,
    pattern:
      /\b(?:blade|blades|razor|razors|sharpener|compass point)\b(?=[^.!?]*\b(?:my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin)|again|hid|hide|hiding|keep|kept|drawer|sleeve|pencil case)\b)/,
    // Hair: shaving, a beard, legs like a forest.
    unless: /(?<!\b(?:don'?t|do not|never|not)(?: even)? )\bshav\w*|\b(?:hairy|hair|stubble|beard|forest|wax\w*|epilat\w*)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.6,
    pattern:
      /\b(?:bang(?:ed|ing)?|hit(?:ting)?|smash(?:ed|ing)?)\s+my\s+head\s+(?:against|on|off)\s+the\s+wall\b(?=[^.!?]*\b(?:until|till|again|on purpose|hard|deserve|stop the)\b)/,
  },
  {
    family: 'self_harm',
    weight: 0.4,
    pattern: /\bi (?:deserve|deserved) (?:the pain|to hurt|to be hurt|it all|pain|to suffer)\b/,
  },

  // Disordered eating: purging, starving, punishing.
  ...[
    /\b(?:made|make|making|forced|force|forcing|got)\s+myself\s+(?:be\s+|to be\s+)?(?:sick|throw up|vomit|puke|purge)\b(?!\s+(?:with|laughing|from (?:laughing|eating too much|worry|stress)|worrying|over|about|ill with))/,
    /\bfingers? down my throat\b|\bpurg(?:e|ed|es|ing)\b(?![^.!?]*\b(?:wardrobe|inbox|emails?|files|closet|cupboards?|film|movie|the purge|clutter|photos|spreadsheet|data|list|contacts|old stuff)\b)/,
    /(?<!\b(?:not|never)\s)\b(?:starv(?:e|ed|ing))\s+(?:myself|on purpose|to lose|until)\b/,
    /\b(?:don't|do not|didn't|did not)\s+deserve\s+(?:to eat|food|dinner|lunch|breakfast|a meal|to have dinner|to have food)\b/,
    /\bbinge[ds]?(?:ing)?\b[^.!?]{0,60}\b(?:purge|purged|sick|threw up|throw up|vomit|punish|laxatives|starve|starved|fast for|skip)\b/,
    /\b(?:took|take|taking|popped|had|bought|buying|ordered)\s+(?:a\s+(?:box|packet|load|handful)\s+of\s+|some\s+|more\s+|loads of\s+|\d+\s+|a few\s+)?laxatives?(?:\s+(?:pills|tablets))?\b/,
    /\b(?:throw|threw|throwing|thrown|bring|brought|bringing)\s+up\s+(?:after|everything|every meal|all of it|what i ate|dinner|tea|lunch|breakfast|my dinner|my tea|my lunch)\b(?=[^.!?]*\b(?:again|on purpose|myself|every|fat|disgusting|guilty|calories|weight|after i eat|after eating|so i)\b)/,
  ].map((pattern) => ({ family: 'disordered_eating' as const, weight: 1, pattern })),
  {
    family: 'disordered_eating',
    weight: 0.6,
    pattern:
      /\b(?:haven't|have not|not|didn't|did not|barely|hardly|won't|will not|refuse to)\s+(?:eaten|eat|ate|had (?:any )?food|had a (?:proper )?meal)\s+(?:anything\s+)?(?:in|for|since)\s+(?:\d+|two|three|four|five|six|a few|several|days|a week|ages|over a|nearly a|almost a)\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.6,
    pattern:
      /\bonly (?:let|letting|allow|allowing) myself (?:to )?(?:eat|have)\b|\b(?:under|less than|no more than|only)\s+\d{2,3}\s*(?:calories|cals|kcal)\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.4,
    pattern:
      /\b(?:fat|disgusting|gross|huge|whale|pig)\b(?=[^.!?]*\b(?:after (?:eating|i ate|dinner)|when i eat|for eating|the scales?|weigh(?:ed)? myself|calories|skip|skipped)\b)/,
  },
  {
    family: 'disordered_eating',
    weight: 0.4,
    pattern: /\b(?:punish(?:ing|ed)?\s+myself|make up for)\b(?=[^.!?]*\b(?:eating|ate|food|calories|meal|dinner|cake|binge)\b)/,
  },

  // Danger from another person: threats, violence, control at home.
  ...[
    new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:\\w+\\s+)?(?:hits|hit|beats|beat|chokes|choked|strangled|strangles|kicks|kicked|punched|punches|slapped|slaps|pushed|pushes|shoved|shoves|grabbed|grabs|pinned|pins|headbutted|dragged|drags|threw|throws|spat at|burned|bit|smacked|smacks|hurts|hurt|attacked|raped|pinches|pinched|knocked|knocks|shook|shakes)\\s+me\\b(?!\\s+(?:a|an|some|the|one|with a pillow|at (?:chess|cards|scrabble|mario kart|fifa|tennis)|to it|by (?:\\d+|one|two|three|four|five|ten|a) (?:points?|goals?|runs?|shots?|strokes?|seconds?|minutes?|metres?|meters?|miles?|mile|lengths?|laps?|inch(?:es)?)|at (?:scrabble|chess|cards|monopoly|darts|pool|snooker|fifa|tennis|golf)|in (?:the|a|my) (?:wheelchair|chair|pram|buggy|trolley|swing)|on (?:the|a) swing|along|around|up (?:the|a)|down (?:the|a)|forward|towards|into the (?:pool|sea|water|lake)|to (?:do|try|go|apply|finish|keep)))`,
    ),
    /\b(?:abusing|abused|abuses|stalking|stalked|stalks|assaulted|raped|strangled|choked)\s+me\b/,
    new RegExp(
      `\\b(?:threat\\w*|swore|swears|promised|promises|says|said|told me|keeps saying|texted|messaged)\\s+(?:to\\s+|that\\s+|he'd\\s+|she'd\\s+|they'd\\s+|he\\s+would\\s+|she\\s+would\\s+|he\\s+will\\s+|she\\s+will\\s+|he'll\\s+|she'll\\s+|they'll\\s+|he's going to\\s+|she's going to\\s+)+(?:\\w+\\s+)?${HURT_VERB}\\b`,
    ),
    /\b(?:threatening me|threatened me|sending me threats|sent me threats|threats (?:to|against) me|death threats?)\b/,
    new RegExp(
      `\\bif\\s+i\\s+(?:\\w+\\s+){0,3}?(?:leave|left|go|went|tell|told|say|said|report|call|ring|speak|try|move out|take the kids|end it with)\\b[^.!?]{0,60}\\b(?:he|she|they|he'll|she'll|they'll|he'd|she'd|they'd)\\s+(?:will\\s+|would\\s+|is going to\\s+|says he'll\\s+|said he'd\\s+|might\\s+)?(?:\\w+\\s+)?${HURT_VERB}\\b`,
    ),
    /\bi\s+(?:feel|felt|am|'m|was)\s+(?:so\s+|really\s+|very\s+)?(?:unsafe|not safe|in danger|scared for my life|afraid for my life|terrified for my life)\b|\bi'm\s+(?:so\s+|really\s+)?(?:unsafe|not safe|in danger)\b/,
    /\b(?:not safe|unsafe|afraid|scared|terrified|frightened|dread)\s+(?:at|to go|going|of going)\s+home\b|\b(?:my|our)\s+(?:house|home|flat)\s+(?:isn't|is not|doesn't feel|does not feel|never feels)\s+safe\b|\bdomestic (?:violence|abuse)\b(?=.*\b(?:me|my|i)\b)/,
    new RegExp(
      `\\b(?:afraid|scared|terrified|frightened)\\s+(?:that\\s+)?${CLOSE_PERSON}(?:'ll| will| is going to| might| would|'d)\\s+(?:\\w+\\s+)?${HURT_VERB}\\b`,
    ),
    new RegExp(
      `\\b(?:hiding|hid|hide|hidden)\\s+(?:from|away from)\\s+(?:him|her|them|${CLOSE_PERSON})\\b(?![^.!?]*\\b(?:presents?|gifts?|surprise|birthday|christmas|chocolate|biscuits|cake)\\b)`,
    ),
    /\b(?:left|leaves|gave|giving|gives)\s+me\s+(?:with\s+)?(?:bruises|a black eye|a split lip|marks on my (?:neck|arms|face))\b/,
    /\b(?:locked|locks|locking)\s+me\s+(?:in|out)\b(?=[^.!?]*\b(?:again|he|she|they|night|room|house|flat|angry|drunk)\b)/,
  ].map((pattern) => ({ family: 'abuse_threat' as const, weight: 1, pattern })),
  {
    family: 'abuse_threat',
    weight: 0.8,
    pattern: new RegExp(
      `\\b(?:afraid|scared|terrified|frightened)\\s+(?:of|to (?:be )?(?:around|near|with))\\s+(?:him|her|${CLOSE_PERSON})\\b(?![^.!?]*\\b(?:spiders?|heights|dark|dogs?|films?|flying)\\b)`,
    ),
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern: new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:\\w+\\s+)?(?:checks|checked|reads|read|goes through|went through|tracks|tracked|monitors|took|takes|has taken|keeps|kept|controls|controlled|smashed|smashes|broke)\\s+my\\s+(?:phone|messages|texts|location|bank card|cards|money|wages|salary|passport|keys|car keys|bank account|account|benefits|pay)\\b`,
    ),
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern: new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:\\w+\\s+)?(?:won't|doesn't|didn't|never|will not|does not)\\s+let\\s+me\\s+(?:see|go|leave|have|talk|speak|visit|use|work|drive|wear|text|call|out)\\b`,
    ),
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\bwalking on eggshells\b|\b(?:coercive|controlling)\s+(?:control|behaviou?r|relationship|partner|husband|boyfriend)\b|\bbruises?\b(?=[^.!?]*\b(?:he|she|they|him|her|partner|husband|boyfriend|wife|girlfriend|dad|stepdad)\b)/,
    // A bruise from giving blood, a tackle or a fall, told of a person who would fuss.
    unless:
      /\b(?:gave blood|giving blood|blood (?:test|donation|donor)|tackle|match|training|rugby|hockey|football|netball|fell|tripped|bumped|walked into|cupboard)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.3,
    pattern:
      /\b(?:keeps|kept|keep)\s+(?:following|messaging|texting|calling|ringing|waiting outside|turning up|showing up|watching)\s+(?:me|outside|at my)\b|\bwon't leave me alone\b|\b(?:turned|turns|showed|shows|turning|showing)\s+up\s+(?:at|outside)\s+my\s+(?:house|home|flat|work|door|school)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.3,
    pattern: /\btold (?:him|her|them) to stop\b|\basked (?:him|her|them) to (?:stop|leave me alone)\b/,
  },

  // A young person bullied: the weak signals that, with any wish to vanish, are a crisis.
  {
    family: 'bullied_young',
    weight: 0.5,
    pattern:
      /\b(?:everyone|they|all of them|the (?:girls|boys|lads|others)|people|kids|my whole class|my year|the whole year)\s+(?:at school\s+|in (?:my )?class\s+|in form\s+|in the group ?chat\s+)?(?:hate|hates|laugh at|laughs at|laughed at|call|calls|called|push|pushed|trip|tripped|ignore|ignores|ignored|film|filmed|post|posted|spread|spreads|share|shared|mock|mocks|mocked|pick on|picks on|picked on|leave me out|left me out)\s+(?:me|about me|my|pics of me|videos of me)\b/,
  },
  {
    family: 'bullied_young',
    weight: 0.4,
    pattern:
      /\b(?:bullied|bullying|bullies|being picked on|kicked out of the (?:group chat|gc)|nobody sits with me|sit alone at lunch|no one sits with me)\b/,
  },
  {
    family: 'bullied_young',
    weight: 0.3,
    pattern:
      /\b(?:can't|cannot|won't|don't want to|dont want to|never want to)\s+(?:go back to|face|go to|walk into)\s+(?:school|class|college|that school|form|the bus)\b/,
  },
  // Not existing weighed as the better outcome, in the writer's own words.
  ...[
    new RegExp(
      `\\b(?:easier|better|nicer|simpler|kinder|best|a relief|peaceful|fairer|cleaner)\\s+(?:for (?:everyone|everybody|them|all of us)\\s+)?(?:if i\\s+(?:just\\s+)?(?:could|were to|was to)\\s+|to\\s+(?:just\\s+)?)${GONE}`,
    ),
    /\b(?:kindest|best|right|fairest|most loving|only|easiest)\s+thing\s+(?:i could do|i can do|to do|for (?:everyone|them|all of them|my family))[^.!?]{0,40}\b(?:is|would be|was)\s+(?:to\s+)?(?:stop being around|stop being here|disappear|vanish|go away for good|not be here|not be around|end it|end things|be gone|leave for good|die|stop existing)\b/,
    /\b(?:god|the lord|lord|jesus|allah|he|someone|something|death)\s+(?:could|would|will|might|to|should)\s+(?:just\s+)?(?:take me|come for me|call me home)\b(?=[^.!?]*\b(?:sleep|tonight|now|soon|home|mind|rather|please|ready|wish|hope|pray)\b)|\btake me in my sleep\b/,
    /\b(?:waiting|wait|waited)\s+for\s+(?:my life|it all|everything|the end|life|my time)\s+to\s+(?:be over|end|stop|run out|finish)\b/,
    /\bwhy\s+i\s+(?:even\s+|still\s+)?(?:bother|keep)\s+(?:waking up|getting up|living|going on|breathing|being here|carrying on)\b/,
    /\b(?:i'll|i will|i'd|i would)\s+(?:not|never)\s+(?:be|get)\s+(?:to see|around to see|here to see|here for)\s+(?:christmas|my birthday|the summer|next year|another)\b/,
    /\b(?:won't|will not|wont)\s+be\s+(?:here|around|alive)\s+(?:next (?:month|year|week|christmas|summer)|to (?:look after|see|feed|walk|care for|watch)|for (?:much|very) long)\b(?![^.!?]*\b(?:away|abroad|holiday|vacation|trip|travelling|traveling|on nights|at work|in hospital)\b)/,
    /\b(?:scared|afraid|frightened|terrified)\s+(?:of\s+)?what\s+i(?:'ll|'d| will| would| might| could)\s+(?:do|end up doing)\b(?=[^.!?]*\b(?:tonight|myself|to myself|next|alone|pills|if)\b|\s*(?:$|[.!?]))/,
    /\b(?:standing|stood|sitting|sat|i'm|i am)\s+(?:on|at)\s+(?:the|a|that)\s+(?:edge of the\s+)?(?:bridge|roof|ledge|cliff|edge|platform edge|top of the car park)\b(?=[^.!?]*\b(?:right now|now|tonight|alone|again|don't know)\b)/,
    /\b(?:told|tell|telling|tells|said|says)\s+me\s+to\s+(?:kill (?:myself|yourself)|go (?:and )?die|die|end it|drink bleach|jump)\b(?=[^.!?]*\b(?:think|right|maybe|should|will|might|deserve|honestly|starting|want)\b)/,
    /\b(?:no|not any)\s+future\s+for\s+me\b/,
    /\b(?:step|stepping|stepped|jump|jumping|throw myself|throwing myself|walk out|walking out|lie down|lying down)\s+(?:out\s+)?(?:in front of|under|onto the tracks)\s+(?:a|the|that|this|an)\s+(?!(?:camera|mirror|class|audience|crowd|mic|microphone|stage|queue|tv|telly|people|board|panel|judges|group|room|team|boss|manager|interview)\b)/,
    /\b(?:can't|cannot|can not|couldn't)\s+keep\s+(?:doing|living)\s+(?:this|my|like this)\s*(?:life|anymore|any longer|$)/,
  ].map((pattern) => ({ family: 'wish_not_to_exist' as const, weight: 1, pattern })),
  {
    family: 'wish_not_to_exist',
    weight: 0.5,
    pattern: /\b(?:the )?relief of (?:that|it|nothing|not being|never|it all stopping|it ending|not waking)\b/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.5,
    pattern:
      /\bnothing after\b(?! (?:that |this |it )?(?:on|in) the (?:list|agenda|schedule|programme|itinerary|menu|calendar))|\bthe only (?:door|way out|option|exit) left\b/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.5,
    pattern:
      /\b(?:pinch|pinches|pinched|snuff|snuffs|snuffed|blow|blows|blown|switch|switches|switched)\s+(?:me\s+)?out\b(?=[^.!?]*\b(?:candle|light|flame|myself|me)\b)/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.4,
    pattern: /\bi(?:'ve| have)?\s+(?:just\s+)?had enough\s*(?:$|[.!?]|of (?:everything|it all|life|living|being me))/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.4,
    pattern: /\b(?:tired|sick|exhausted) of being me\b|\bstarting to think (?:they're|they are|he's|she's) right\b/,
  },

  // Burden said as cost, weight or dead weight.
  {
    family: 'burden',
    weight: 0.8,
    pattern:
      /\b(?:i(?:'m| am)?|feel(?:ing)? like|feel)\s+(?:such\s+|just\s+|a\s+)?(?:dead weight|a weight around|a millstone|a drain|a parasite|a leech)\b/,
  },
  {
    family: 'burden',
    weight: 0.5,
    pattern:
      /\b(?:all i do is|i just|i only)\s+(?:cost|drain|take from|let down|burden)\s+(?:people|everyone|everybody|them|my family)\b|\bfor them to carry\b/,
  },
  {
    family: 'burden',
    weight: 1,
    pattern:
      /\b(?:they'd|they would|everyone would|everybody would|my family would|the kids would|he'd|she'd|he would|she would|people would)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:better off|better|fine|ok|okay|alright|straight|good|sorted|happier|relieved|free)\s+without me\b/,
  },

  // Hopelessness in other words.
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\b(?:never|not ever|isn't ever|is never)\s+(?:going to|gonna)\s+(?:get|be)\s+(?:better|any better|ok|okay|different|anything)\b|\b(?:will never|won't ever|is never going to) get better\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\b(?:given up|giving up|gave up)\s+on\s+(?:things getting better|life|living|everything|hope|getting better|myself|ever being happy|the future)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\bnothing (?:left )?to look forward to\b|\b(?:stopped|stop) (?:looking|hoping) (?:up )?for (?:the )?light\b|\bthere is nothing and there (?:is|will) never\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\b(?:no|isn't any|not any|don't think there's any)\s+version of my life\b|\bmy life (?:will|is going to|could) never get better\b/,
  },

  // Finality: handing on, notes for after, goodbyes in disguise.
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern: /\b(?:gave|giving|given)\s+away\s+(?:all|most|loads|half)\s+(?:of\s+)?my\s+\w+/,
  },
  {
    family: 'finality_acts',
    weight: 0.8,
    pattern:
      /\b(?:told|telling|asked|asking)\s+(?:him|her|them|everyone|my \w+)\s+to\s+remember\s+me\b|\b(?:who gets what|where everything is)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:after|when|once)\s+i'm\s+not\s+(?:here|around)\b|\bbefore i go\b(?![^.!?]*\b(?:to|on|for|out|away|home|back)\b)/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:left|leaving|wrote|written)\s+(?:my\s+)?(?:passwords|pin numbers|bank details|a note|notes)\s+(?:in an envelope|for (?:my|him|her|them)|saying where|on the table|explaining)\b|\b(?:sorted|sorting|did|done)\s+my\s+will\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\b(?:get|getting|got|put|putting)\s+everything\s+in\s+order\b|\bthank you for everything\b|\b(?:take|took|have|keep)\s+(?:\w+\s+)?for good\b(?=[^.!?]*\b(?:cat|dog|him|her|biscuit|pet)\b)/,
  },
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\b(?:made|make) my decision\b|\b(?:they|she|he|everyone|nobody) (?:thinks?|knows?) (?:i'm|i am) (?:just )?(?:off|away|on|going|organised|organized|fine|tidying|clearing out|decluttering)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.3,
    pattern:
      /\b(?:cleared|paid off) (?:all )?my debts\b|\bdeleted (?:all )?my (?:socials|accounts|social media|instagram)\b|\bhaven't felt this (?:light|calm|peaceful|free) in\b/,
  },

  // Means, in more words.
  {
    family: 'gathering_means',
    weight: 1,
    pattern:
      /\b(?:beam|rafter|banister|bannister|loft hatch|hook|branch|door frame|pipe)\s+(?:in the \w+\s+)?(?:would|will|could|can)\s+(?:hold|take)\s+(?:it|me|my weight)\b/,
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern:
      /\b(?:high|far|deep|tall)\s+enough\b(?=[^.!?]*\b(?:cliff|bridge|roof|drop|fall|building|car park|ledge|jump)\b)|\b(?:cliff|bridge|roof|drop|building|car park|ledge)\b[^.!?]*\b(?:would be|is|was) (?:high|far|deep|tall) enough\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.8,
    pattern: new RegExp(
      `\\b(?:pile|stash|stockpile|hoard|collection|bag|box|jar|load|drawer)\\s+(?:full\\s+)?of\\s+(?:\\w+\\s+){0,2}?${PILLS}\\b`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 0.4,
    pattern: /\b(?:backup|back-up|back up|exit) plan\b|\bso (?:nobody|no one) (?:notices|knows|finds out)\b/,
  },

  // Self-harm in more words.
  {
    family: 'self_harm',
    weight: 1,
    pattern:
      /\b(?:punched|hit|slapped|bit|scratched|clawed|pinched)\s+myself\b(?=[^.!?]*\b(?:until|till|in the|again|hard|bled|bleed|blood|bruise|purple|raw|because|punish|deserve)\b)/,
    unless: ACCIDENT,
  },
  {
    family: 'self_harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:scratched|scratching|scratch|clawed|picked)\\s+(?:at\\s+)?my\\s+${BODY_PART}\\s+(?:till|until|so|raw)\\b`,
    ),
    // The skin's own itch (eczema, a rash, bites, in my sleep), or a puppy's claws.
    unless:
      /\b(?:eczema|psoriasis|dermatitis|rash|hives|bites|bitten|itch\w*|chickenpox|mosquito\w*|midges?|nettles?|allerg\w*|sunburn\w*|in my sleep|puppy|kitten|bramble\w*|thorns?)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:plasters|bandages|sleeves|tape|makeup)\\s+(?:on|over)\\s+my\\s+${BODY_PART}\\b|\\bso (?:no one|nobody) (?:sees|can see|notices|will see|knows)\\b(?=[^.!?]*\\b(?:arms?|wrists?|thighs?|legs?|marks|scars|cuts)\\b)`,
    ),
  },
  {
    family: 'self_harm',
    weight: 1,
    pattern:
      /\b(?:self[- ]?harm|cutting|suicidal|the)\s+(?:urges?|thoughts|feelings)\s+(?:are|were|is|have been|came|come|coming)\s+(?:so\s+|really\s+)?(?:bad|back|strong|loud|awful|worse)\b/,
  },
  { family: 'self_harm', weight: 0.4, pattern: /^\s*relapsed\b|\b\d+ days? (?:gone|lost|down the drain|wasted|reset)\b/ },

  // Eating, in more words.
  {
    family: 'disordered_eating',
    weight: 0.6,
    pattern:
      /\b(?:haven't|have not|not)\s+eaten\s+since\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last \w+|the weekend)\b/,
  },
  { family: 'disordered_eating', weight: 0.6, pattern: /\bif i eat\b[^.!?]{0,30}\b(?:don't|do not) deserve\b/ },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\b\d{2,4}\s*(?:calories|cals|kcal)\s+(?:a|per)\s+day\b(?=[^.!?]*\b(?:too much|cut|only|less|under|still|down to|allowed)\b)|\bstopped eating (?:completely|altogether|entirely)\b|\bnot eating\b[^.!?]{0,40}\blose (?:the )?weight\b|\bto lose (?:the )?weight\b[^.!?]{0,40}\b(?:not eating|stopped eating|fainting|starv)/,
  },
  { family: 'disordered_eating', weight: 0.4, pattern: /\bskipp(?:ing|ed)\s+(?:all\s+)?(?:my\s+)?meals\b|\bkeep fainting\b/ },

  // Danger from a person, in more words.
  {
    family: 'abuse_threat',
    weight: 1,
    pattern: /\b(?:grabbed|squeezed|had (?:his|her) hands? (?:round|around|on))\s+my\s+(?:neck|throat)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\b(?:hits|hit|beats|beat|slaps|kicks|punches)\s+(?:my\s+\w+\s+and\s+me|me\s+and\s+my\s+\w+|us|mum and me|mam and me)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern: /\b(?:scared|afraid|terrified|frightened)\s+(?:to be|of being|to go|to stay|of going)\s+(?:at\s+)?home\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:he|she|they)(?:'ll|'d| will| would| is going to| are going to| was going to|'s going to|'s gonna|'re going to|'s coming to|'re coming to| is coming to)\\s+(?:\\w+\\s+){0,6}?(?:${HURT_VERB}|beat me|sort me out|get me|deal with me|teach me a lesson|make me sorry|do me in|batter me)\\b`,
    ),
    // A game; a pet's mischief said with a wink ("she's going to kill him, which she won't").
    unless:
      /\b(?:game|match|quiz|chess|cards|mario|fifa|scrabble|race|tennis|squash|golf)\b|\bwhich (?:she|he|they) (?:won'?t|wouldn'?t)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:not allowed|never allowed|isn't allowed)\s+(?:to\s+)?(?:see|go|leave|have|talk|speak|visit|out|outside|work|drive|wear|text|call)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:terrified|scared|afraid|frightened)\s+to\s+(?:go out|leave the house|go outside|leave my (?:flat|house|room))\b/,
  },
  { family: 'abuse_threat', weight: 0.6, pattern: /\bknows (?:where i live|my address|my bus times|my route|where i work)\b/ },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:you'll|i'll) regret it\b|\b(?:said|says|told me)\s+(?:he'd|she'd|they'd|he'll|she'll|he would|he will)\s+be back\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern: /\b(?:locks|locked|locking|lock)\s+me\s+(?:in|out)\b|\bno one would believe me\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\b(?:waits|waited|waiting|lurks|lurking|watching|hangs around)\s+(?:for me\s+)?outside\s+my\s+(?:house|home|flat|work|school|office|hostel|college)\b|\bdescribed what i was wearing\b|\bpost(?:ed)? my (?:address|street|street name|home)\b/,
  },
  // Not being here wished for in other words: divine taking, quiet contentment with not waking.
  ...[
    /\b(?:god|the lord|lord|allah|bhagwan|jesus|heaven|the almighty|he|she|someone|death)\s+(?:\w+\s+){0,2}?(?:took|takes|take|called|calls|call|would take|would call|to take|to call)\s+(?:me|my soul)\b(?=[^.!?]*\b(?:sleep|tonight|now|soon|home|early|mercy|content|rather|please|ready|wish|hope|pray|dua|spared|bother|tired)\b)|\b(?:made|make|making) dua\b[^.!?]{0,40}\btakes? my soul\b|\btakes? my soul soon\b/,
    /\b(?:would|'d|wouldn't|would not)\s+(?:happily|gladly|quite happily|not mind|be (?:quite )?(?:content|happy|fine|glad|okay|ok|relieved))\s+(?:\w+\s+){0,2}?(?:not\s+(?:be here|be around|waking up|wake up)|if (?:i (?:didn't|did not|don't) wake|the lord|god|allah|he|death) (?:\w+\s+)?(?:took|take|came|come))\b/,
    /\b(?:wouldn't|would not|don't|do not)\s+mind\s+(?:\w+\s+)?(?:not waking up|not being here|dying|not being around|if i (?:died|didn't wake|never woke))\b/,
    /\b(?:that'd|that would|it'd|it would)\s+be\s+(?:fine|okay|ok|alright|a relief|a mercy)\s+(?:by|with|for)\s+me\b(?=[^.!?]*\b(?:wake|here|gone|die|alive)\b)|\bwake up\b[^.!?]{0,60}\b(?:that'd|that would) be (?:fine|okay|ok|a relief) by me\b/,
    /\b(?:go|going) to be with (?:her|him|them|mum|mam|dad|my (?:wife|husband|son|daughter|mum|dad|mother|father|baby))\b(?=[^.!?]*\b(?:tablets|pills|take|friday|soon|tonight|anniversary|ready|will)\b)|\bgo to be with (?:her|him) (?:soon|now|on)\b/,
    /\b(?:log|logging|sign|signing)\s+(?:off|out)\s+(?:from\s+)?(?:existing|life|living|everything|the world|this world|permanently|for good|forever)\b|\b(?:close|closing)\s+the\s+tab\s+on\s+(?:me|myself|my life|life)\b|\buninstall(?:ing)? myself\b|\bdelete myself\b/,
    /\b(?:wished|wish|wishing|hope|hoping|praying|pray)\s+(?:for\s+)?(?:this|it|that)\s+(?:to be|is|will be|would be)\s+my\s+last\b|\bthis (?:birthday|christmas|year|one) (?:will be|is going to be|is) my last\b/,
    /\bmight as well\s+(?:\w+\s+){0,4}?(?:disappear|vanish|die|be dead|not exist|end it|not be here|go)\s+(?:for good|forever|permanently|and|now|\.|$)/,
    /\bexisting\s+(?:till|until)\s+i(?:'m| am)\s+not\b|\bjust existing\b[^.!?]{0,30}\b(?:till|until) i(?:'m| am)? (?:not|gone|dead)\b/,
    /\b(?:better|easier|a relief|a mercy|kinder)\s+(?:for\s+(?:them|everyone|my family|the family|all)\s+)?(?:when|if|once|that)\s+i\s+(?:am|'m|was|were)\s+(?:no more|no longer|gone|not here|not existing|dead|not around|not costing)\b|\bbetter (?:that )?i (?:am|was|were) not existing\b/,
    /\b(?:nothing|what there is|no reason|nothing worth|nothing left)\s+(?:\w+\s+){0,2}?(?:to\s+)?(?:get up|wake up|waking up|getting up|live|living|go on|keep going|stay)\s+for\b/,
    /\b(?:cannot|can't|can not)\s+continue\s+(?:this life|living|like this|with this life|any longer)\b/,
    /\bi\s+(?:see|have|got|can see)\s+no\s+future\b|\bno future\b[^.!?]{0,20}\bjust existing\b/,
    /\b(?:removing|remove|take|taking)\s+myself\s+(?:out\s+)?(?:of|from)\s+(?:everyone's|their|people's|your|all their)\s+lives\b/,
    /\b(?:commit|committing)\s+suicide\b(?=[^.!?]*\bi\b)|\bthe (?:night|day|date) i (?:commit|kill|end|do it|go)\b/,
    /\b(?:would rather|'d rather|rather)\s+(?:just\s+)?(?:not be|no be)\s*(?:$|[.!?])/,
    /\b(?:maybe|perhaps|probably)\s+(?:they're|they are)\s+right\s+(?:and|that)\s+i\s+should\b/,
    /\b(?:kind of|kinda|sort of|honestly|really)\s+want\s+to\b(?=[^.!?]*$)(?<=\b(?:should die|i should die|to die)[^.!?]*)|\bsaying\s+(?:that\s+)?i\s+should\s+die\b[^.!?]*\bwant to\b|\bposts? that i should die\b/,
    /\bstill wish i could just\s+(?:fade|disappear|vanish|not be)\b/,
  ].map((pattern) => ({ family: 'wish_not_to_exist' as const, weight: 1, pattern })),
  {
    family: 'wish_not_to_exist',
    weight: 0.6,
    pattern: /\bhere as in alive\b|\b(?:had|lived) (?:quite )?enough years\b|\bnobody would notice (?:for|till|until)\b/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.5,
    pattern:
      /\b(?:switched|switch|turned|turn)\s+off\s+like\s+(?:a|the)\s+(?:lamp|light|tv|telly|machine|candle)\b|\b(?:it's|its)\s+nearly\s+time\b|\bnot long now\b|\bfor however long i've got\b/,
  },
  {
    family: 'wish_not_to_exist',
    weight: 0.6,
    pattern:
      /\b(?:think|thinking|maybe|perhaps|lowkey think|starting to think|honestly think)\s+(?:\w+\s+)?(?:they're|they are)\s+right\b(?=[^.!?]*$)/,
  },

  // Hopelessness and burden in other words.
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\b(?:don't|do not|can't|cannot)\s+see\s+(?:any\s+|a\s+)?way\s+(?:forward|out|through)\b|\bevery door (?:is )?(?:shut|closed)\b|\bcorridor with no doors\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\bno version of my (?:future|life)\b|\b(?:same|more of the same|grey nothing)\b[^.!?]{0,30}\b(?:until|till) i(?:'m| am)? (?:die|gone|dead)\b|\b(?:nothing|never)\b[^.!?]{0,40}\b(?:until|till|til) i(?:'m| am)? (?:die|dead|gone)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\bno light (?:is )?(?:coming|left|at the end)\b|\bstopped (?:waiting|believing|hoping)\b|\bbottom of a well\b|\bnothing\s+(?:\w+\s+){0,5}worth waiting for\b|\bno point (?:to|in|of) (?:the )?(?:mornings|getting up|waking|days|tomorrow)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern:
      /\b(?:accepted|accept)\s+(?:that's|that is|this is)\s+all there is\b|\bevery year is worse than the last\b|\bcan't keep pretending\b|\bno more fighting\b/,
  },
  {
    family: 'burden',
    weight: 0.6,
    pattern:
      /\b(?:load|weight|burden|millstone)\s+on\s+(?:my|their|his|her)\s+(?:\w+'s\s+|\w+s'\s+)?shoulders\b|\b(?:carry|carrying)\s+me\s+(?:around|like)\b|\bdragging everything down\b/,
  },
  {
    family: 'burden',
    weight: 0.5,
    pattern:
      /\b(?:cost|costing)\s+(?:the nhs|everyone|them|my family|the family|people|my kids)\s+(?:a fortune|so much|money|their)\b/,
  },
  {
    family: 'burden',
    weight: 1,
    pattern:
      /\b(?:spared|spare them|save them|free of me|off the hook)\b[^.!?]{0,40}\bif i (?:went|go|was gone|were gone|died|wasn't (?:here|about|around))\b/,
  },

  // Finality in other words.
  {
    family: 'finality_acts',
    weight: 1,
    pattern:
      /\b(?:cards?|letters?|notes?|messages?|videos?)\s+(?:each\s+)?for\s+(?:every|each|all (?:their|his|her|the))\s+(?:birthday|christmas|year|milestone)s?\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.8,
    pattern:
      /\b(?:which|what)\s+hymns\b(?! (?:the|they|we|you|people|everyone|to (?:sing|play)))|\bmy funeral\s+(?:plans|wishes|songs|hymns|music|outfit)\b|\bplanned my (?:own )?funeral\b/,
  },
  { family: 'finality_acts', weight: 0.8, pattern: /\btold\s+(?:her|him|them|my \w+)\s+(?:which|what)\s+(?:\w+\s+)?to\s+keep\b/ },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:rang|called|phoned|texted|messaged|visited)\s+(?:everyone|all the people|each of)\b[^.!?]{0,40}\b(?:goodbye|thank you|sorry)\b|\bwithout them knowing\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:she's|he's|they're|it's)\s+(?:his|hers|theirs|yours)\s+now\b|\b(?:asked|ask|asking)\s+(?:\w+\s+){0,3}if\s+(?:she|he|they)(?:'d| would)\s+(?:have|take|look after|keep|mind)\s+\w+/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:for|from me)\s+(?:after|efter)\b|\bno need to renew\b|\b(?:sorry for everything|passwords? to my)\b|\b(?:folder|envelope|list)\s+for\s+my\s+\w+\b[^.!?]{0,40}\bpasswords?\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\bcancell?ed\s+(?:my\s+|the\s+)?(?:phone|newspapers|subscriptions?|contract|gym)\b|\bmy head (?:finally )?went quiet\b|\bdidn't (?:even )?clock it\b/,
  },

  // Means in other words.
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:taking|took|take|nicking|nicked|stealing|stole|pinching|pinched|bringing|brought)\\s+(?:[\\w']+\\s+){0,4}?(?:${PILLS}|a few)\\s+(?:\\w+\\s+){0,3}?(?:from|out of|home from)\\s+(?:the|her|his|my\\s+[\\w']+|my)\\s*(?:cabinet|drawer|cupboard|bag|ward|work|pharmacy|medicine)\\b`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:different|three|several|two|four|each|every)\\s+(?:\\w+\\s+)?(?:chemists?|pharmac(?:y|ies)|medical shops?|shops?|boots)\\b[^.!?]{0,60}\\b${PILLS}\\b|\\b${PILLS}\\b[^.!?]{0,60}\\b(?:different|three|several|each)\\s+(?:\\w+\\s+)?(?:chemists?|pharmac(?:y|ies)|medical shops?)\\b`,
    ),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern:
      /\b(?:saving|saved|stockpiling|collecting|hoarding|putting|keeping)\s+(?:mine|them|these|those)\s+(?:up|aside|away|back)\b/,
    requires: new RegExp(`\\b${PILLS}\\b`),
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern:
      /\b(?:shotgun|gun|rifle|cartridges?|shells|pistol)\b[^.!?]{0,60}\b(?:for me|on myself|myself|for myself|my own head)\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.8,
    pattern:
      /\bgetting used to the height\b|\bcounted the floors\b|\b(?:measured|measuring|working out|worked out|work out)\s+(?:it|the drop|the height|how high|how far)\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\bbeachy head\b|\b(?:walked|went|stood|stand|standing)\s+(?:right\s+)?(?:to|at|on|by)\s+the\s+edge\b|\bstood looking down\b|\b(?:put|drive|driving|drove)\s+(?:it|the car)\s+into\s+the\s+(?:river|sea|loch|water|wall|tree)\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.5,
    pattern:
      /\b(?:that's|thats|it's|its)\s+(?:high\s+)?enough\b|\bdeleted (?:my|the) (?:search )?history\b|\b(?:nobody|no one|she|he)\s+(?:never\s+)?counts?\s+(?:them|properly)\b|\bso (?:they|nobody|no one) (?:don't|doesn't|won't|didn't) (?:ask|suspect|notice|get suspicious|become suspicious)\b|\bwhen i've got enough\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.5,
    pattern:
      /\btold\s+(?:the|him|her|them)\s+(?:\w+\s+){0,4}?(?:it was|they were)\s+for\b|\bthere's no (?:tyre swing|swing|garden|boat)\b|\b(?:boxes|packets|strips|jar)\s+of\b[^.!?]{0,30}\b(?:under the bed|suitcase|saved up|hidden)\b/,
  },

  // Self-harm in other words.
  {
    family: 'self_harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:scratch|scratched|scratching|cut|cutting|carve|carved|carving|burn|burned|burnt|dig|dug|digging|pinch|pinched|pinching|punch|punched|punching|hit|hitting|claw|clawed)\\s+(?:\\w+\\s+){0,4}?(?:my|my own)\\s+(?:\\w+\\s+)?(?:${BODY_PART}|hands?|knuckles|face|head|nails)\\b[^.!?]{0,40}\\b(?:until|till)\\s+(?:they|it|i|the)\\b`,
    ),
    unless: ACCIDENT,
  },
  {
    family: 'self_harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:punch|punched|punching|hit|hitting|pinch|pinching)\\s+my\\s+own\\s+(?:${BODY_PART}|face|head)\\b|\\b(?:cut|cutting|carve|carving)\\s+[^.!?]{0,30}\\b(?:into|through|on|out of)\\s+my\\s+${BODY_PART}\\b`,
    ),
  },
  {
    family: 'self_harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:used|put|held|pressed|pressing|press|holding|hold|took|take|taking)\\s+(?:a|my|the)\\s+(?:hair\\s+)?(?:lighter|lighter flame|blade|razor|compass|straighteners|iron|cigarette|match|scissors|nail scissors|knife)\\s+(?:\\w+\\s+)?(?:on|to|against|into)\\s+(?:my|ma)\\s+${BODY_PART}\\b`,
    ),
  },
  {
    family: 'self_harm',
    weight: 1,
    pattern:
      /\b(?:did|do|doing|done|urges? to|relapsed|started|stop|stopped)\s+sh\b|\bsh\s+(?:again|urges|marks|scars|free)\b|\b(?:new|fresh)\s+(?:cuts|marks|scars|burns|lines)\b|\bcutting is the (?:only|one) thing\b|\bcutting my (?:arms|thighs|wrists|legs)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.8,
    pattern: /\b(?:cut|cutting|burnt|burned)\s+my\s+(?:arms|wrists|thighs|legs)\b/,
    unless: ACCIDENT,
  },
  {
    family: 'self_harm',
    weight: 0.6,
    pattern:
      /\b(?:wasn't|was not|weren't|isn't)\s+an\s+accident\b|\bon purpose\b|\b(?:held|kept|pressed)\s+(?:it|my (?:hand|arm))\s+(?:there|on|against)\b|\bbroke (?:the|my) streak\b|\b(?:\d+|one|two|three|four|five|six) (?:days|weeks|months|years) off\b[^.!?]*\bagain\b|\bfirst time in (?:\w+\s+)?(?:years|months)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.5,
    pattern:
      /\b(?:punched|punch|kicked|hit)\s+(?:the|a)\s+(?:\w+\s+)?wall\b[^.!?]{0,30}\b(?:till|until|so|split|bled)\b|\bdeeper than usual\b|\brunning out of plasters\b|\bfirst aid kit (?:is )?(?:running|getting|almost|nearly) (?:low|out|empty)\b|\bbruises all (?:down|over) my\b|\bcannae stop\b|\bcan't stop\b(?=[^.!?]*$)/,
  },

  // Eating in other words.
  {
    family: 'disordered_eating',
    weight: 1,
    pattern:
      /\b(?:hadn't|haven't|didn't|had not|have not)\s+earned\s+(?:dinner|lunch|food|a meal|breakfast|tea|my dinner|it)\b|\b(?:bring|brought|bringing|got rid of)\s+it\s+(?:out|up)?\s*(?:in|at)\s+the\s+(?:toilet|loo|bathroom|toilets)\b|\bgot rid of it\b[^.!?]{0,40}\btoilets?\b|\btoilets?\b[^.!?]{0,30}\bgot rid of it\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\b(?:days?|weeks?)\s+(?:now\s+)?on\s+(?:black coffee|water|just water|only water|water only|diet coke)\b|\b(?:drink|drinking|drank|had)\s+only\s+water\b|\b(?:two|three|four|five|six|seven|\d+) days on (?:just )?water\b|\bday (?:\d+|two|three|four|five|six|seven) (?:on (?:just )?water|no food|of no food|without food|fasting)\b|\b(?:half an apple|an apple|one apple|a cracker|one cracker|a rice cake)\s+a\s+day\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\b(?:run|ran|running|exercise|exercised|gym)\s+(?:till|until)\s+i\s+(?:nearly\s+|almost\s+)?(?:threw up|was sick|passed out|collapsed|puked)\b|\bskipping meals as punishment\b|\bspitting out\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.5,
    pattern:
      /\bnothing else\b(?=[^.!?]*\b(?:gravy|ate|spoon|mouthful|bite)\b)|\b(?:spoon|mouthful|bite)\s+of\s+\w+\s+and\s+nothing\s+else\b|\bproving to myself i can\b/,
  },

  // Danger from a person, in other words.
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\b(?:threw|throws|thrown|hurled|chucked|flung)\s+(?:the|a|an|her|his|my|their)\s+(?:\w+\s+)?(?!ball|frisbee|pillow|cushion|sweets|snowball|balloon|bouquet|party)\w+\s+at\s+me\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\b(?:came|comes|coming|went|goes)\s+at\s+me\s+with\s+(?:a|the|his|her)\s+\w+|\b(?:held|holding|pulled|waved|pointed|holds)\s+(?:a|the|his|her)\s+(?:kitchen\s+)?knife\s+(?:up|at me|to me|in my face|to my)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\b(?:knocked|pushed|threw|shoved|slammed|held|pinned)\s+me\s+(?:to|on|onto|into|against|down)\s+(?:the\s+)?(?:floor|ground|wall|door|stairs|kitchen door|bed|counter|worktop)\b|\bwhere my head (?:went|hit)\b|\b(?:fist|foot)\s+through\s+the\s+(?:door|wall)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern: new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:has|had|'s)\\s+(?:beaten|hit|hurt|strangled|choked|attacked)\\s+me\\b|\\bended up with (?:a split lip|a black eye|bruises|stitches|a broken)\\b|\\byou'll wish you were dead\\b|\\bhard enough to (?:leave marks|bruise|leave a bruise|mark)\\b`,
    ),
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\bif\s+(?:we|i)\s+(?:talk|go|speak|tell|report)\s+(?:to\s+)?(?:the\s+)?(?:police|anybody|anyone|someone|my son|the doctor)\b[^.!?]{0,60}\b(?:he|she|they)(?:'ll|'d| will| would| knows| know| says|'s)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 1,
    pattern:
      /\b(?:he's|she's|they're|he is|she is)\s+coming\s+(?:round\s+|over\s+)?to\s+(?:sort me out|get me|deal with me|hurt me|find me)\b|\bthe order is just paper\b|\bnon-molestation order\b[^.!?]*\b(?:against|breach|broke|ignor)/,
  },
  {
    family: 'abuse_threat',
    weight: 0.8,
    pattern:
      /\b(?:keeps|kept|has|took|taken|holds|hold)\s+(?:our|my)\s+(?:id|ids|id cards?|passports?|documents|papers)\b|\btold\s+(?:the gp|the doctor|school|work|my teacher|the nurse|everyone|them)\s+(?:that\s+)?i\s+(?:fell|walked into|tripped|slipped|banged)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:decides|controls|chooses)\s+what\s+i\s+(?:wear|eat|spend|say|buy)\b|\b(?:checks|tracks|monitors)\s+(?:the mileage|my location|my receipts|my spending|my emails|all my)\b|\b(?:made|makes|make)\s+me\s+(?:send|text|ring|call|share|show)\s+(?:him|her)\b|\bcheck i (?:wasn't|was not)\b|\breads all my (?:emails|messages|texts)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\bknows where my (?:\w+\s+)?(?:studio|shop|house|work|office|flat|mother|mum|family|kids|children) (?:is|are|lives|live)\b|\bnever told (?:him|her) where i (?:live|study|work)\b|\b(?:posted|posts|put|named|naming)\s+(?:\w+\s+)?my\s+(?:first name|name and|address|town|road|street|front door|house)\b|\b(?:he|she|they) (?:still )?(?:finds|found) me\b|\bscared to walk home\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\bsee you (?:sunday|saturday|monday|tuesday|wednesday|thursday|friday|soon|tonight|at the school gates|at the gates)\b|\bi know you moved\b|\bwaiting (?:by|at|outside) (?:the|my) (?:gates|door|house|work|school|college|car)\b|\b(?:has|got|have) my address\b|\bsaying i'm ['"]?his\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\b(?:got|has|'s got) a temper\b|\bone of his nights\b|\bkicking off\b|\bkicked the door (?:in|down)\b|\bcan't get at me\b|\byou'd better have a good excuse\b|\bon the street or worse\b|\bor worse\b(?=[^.!?]*\b(?:he|she|they)\b)/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern: new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:\\w+\\s+){0,2}?(?:has taken over|has had|took over|has)\\s+my\\s+(?:bank card|card|money|pension|benefits|wages|pin)\\b|\\bshouts if i ask\\b|\\bafraid of my own (?:child|son|daughter|children)\\b`,
    ),
  },
  // Round four: plans and euphemisms, in yet other words.
  ...[
    /\b(?:picked|chosen|chose|set|decided on|fixed|booked)\s+(?:the|a|my)\s+(?:date|day|bridge|place|spot|method|time|night)\b(?=[^.!?]*\b(?:for myself|and the (?:day|date|place|bridge)|i've picked how|it's planned|and how)\b)|\bset the date for myself\b|\bpicked how\b|\bit's planned\b(?=[^.!?]*\b(?:won't be|not be here|after)\b)/,
    /\b(?:won't|will not|wont)\s+be\s+(?:here|around|alive)\s+after\s+(?:the\s+\d+\w*|\w+day|next|this|christmas|the weekend|friday)\b/,
    /\b(?:walk|walking|walked|wade|wading)\s+(?:out\s+)?into\s+the\s+(?:sea|river|water|loch|lake|canal|reservoir)\b(?![^.!?]*\b(?:swim|paddle|dip|wild swim|wetsuit|to cool|for a)\b)/,
    /\buse it on (?:me|myself)\b(?![^.!?]*\b(?:cream|lotion|moisturi[sz]er|shampoo|conditioner|hair|skin|face|spots|serum)\b)/,
    /\b(?:uninstall|delete|erase)\s+(?:myself|me|herself|himself)\b(?![^.!?]*\bjk\b)(?!\s+from (?:the|this|your) (?:list|group|mailing|newsletter|lobby|game|server|chat|call|match|squad|team))|\bbe deleted from everything\b|\bdelete (?:save|character)\b|\bwish i could delete me\b/,
    /\b(?:mornings|tomorrows|days)\s+stopped\s+coming\b|\bmy (?:own )?(?:clock|time|battery|candle|light)\s+(?:would|to|could|will)\s+(?:just\s+)?(?:run out|stop|go out|end)\b/,
    /\bfor not waking up(?: at all)?\b|\bnot\s+be\s+(?:anywhere|anywhere at all|in this world)\b/,
    /\b(?:easy|easiest|simple)\s+it\s+would\s+be\s+to\s+(?:\w+\s+){0,5}?(?:never|not)\s+(?:come|row|swim|go|walk|drive)\s+back\b/,
    /\b(?:asking|begging|praying to|pray to|beg)\s+(?:allah|god|the lord|jesus|bhagwan)\s+to\s+(?:take|call)\s+(?:me|my soul)\b|\bready to (?:go home|cross over|go to the other side)\b(?=[^.!?]*\b(?:soon|now|tonight|peace)\b)|\bgo home to the other side\b/,
    /\b(?:don't|do not|no longer)\s+want\s+to\s+stay\s+in\s+this\s+(?:dunya|world|life|body)\b|\bsix f(?:oo|ee)t under\b(?=[^.!?]*\b(?:if i|i was|me)\b)/,
    /\bif\s+i\s+(?:just\s+)?(?:went|go|walked|walk)\s+(?:out|off|away)?\s*(?:\w+\s+){0,2}?and\s+(?:didn't|did not|never|didnae)\s+come\s+back\b/,
    /\b(?:policy|insurance|life insurance|payout)\s+would\s+(?:do them|help them|be worth more|do (?:them )?(?:far )?more good)\b/,
    /\b(?:after|once)\s+i\s+leave\s+this\s+world\b|\b(?:don't|doesn't|didn't)\s+know\s+(?:it is|it's|it was)\s+the\s+last\s+time\b/,
    /\b(?:don't|do not|can't)\s+see\s+why\s+i\s+(?:continue|carry on|bother|keep going|go on)\b|\b(?:lost|no)\s+(?:all\s+)?(?:my\s+)?hope\s+to\s+live\b|\btapped out on (?:living|life)\b/,
    /\brun out of reasons\b(?=[^.!?]*\b(?:getting up|living|tomorrow|alive|going on)\b)|\bwould it take for someone (?:my|of my) (?:size|weight)\b|\bhow much would (?:work|do it|be enough) (?:on|for) a person\b|\bin case i need a way out\b/,
    /\b(?:practi[sc]ed|practi[sc]ing|tied|tying)\s+(?:the|a)\s+(?:knot|noose)\b(?=[^.!?]*\b(?:rope|dark|until|till|grandad|could)\b)|\bpractised the knot\b/,
    /\b(?:scar|scars)\s+worse\b(?=[^.!?]*\bdeeper\b)|\bwhere (?:shorts|sleeves|clothes|my jeans) (?:cover|covers|hide)\b|\b(?:mine's|mine is) a (?:blade|razor)\b|\b(?:make|made|making) my own (?:wounds|cuts|marks)\b/,
    /\b(?:pressed|held|put|holding|pressing)\s+my\s+(?:forearm|arm|hand|wrist|leg|palm)\s+(?:to|on|against)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:flat-top|hob|kettle|oven|iron|grill|radiator|pan|stove)\b(?=[^.!?]*\b(?:on purpose|again|deliberately|till|until|only thing)\b)/,
    /\bbring (?:it )?(?:all )?back up\b|\btoothbrush(?: handle)?\b(?=[^.!?]*\b(?:throat|loo|toilet)\b)|\b(?:hunger|starving)(?:'s| is) what i(?:'ve)? (?:earned|deserve)\b|\bpunish (?:my body|myself) with (?:hunger|food|not eating)\b/,
    new RegExp(
      `\\b${CLOSE_PERSON}\\s+(?:\\w+\\s+)?(?:burned|burnt|scalded|twisted|cut|bit|scratched)\\s+my\\s+(?:hand|arm|face|wrist|neck|leg)\\b`,
    ),
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern })),
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\bnot for (?:the )?(?:gym|garden|camping|boat|bales|climbing|shed|allotment|swing|dog)\b|\btelling myself it's for\b|\bhow deep (?:it|the water|the river|the weir|the loch) (?:looks|is|was)\b|\b(?:pills|tablets) (?:are )?counted\b|\beverything i need for (?:crossing over|it|the end|tonight)\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\b(?:different|three|several) (?:\w+\s+)?(?:chemists|pharmacies)\b|\b(?:won't|no|not|will not) sell (?:you|ye|me) more\b|\b(?:which|what) bridges?\b[^.!?]*\b(?:barriers|railings|fences|drop)\b|\broof(?: level)?\b[^.!?]*\b(?:how it felt|stood at the (?:wall|edge|railing))\b|\bcloser to the (?:yellow line|platform edge|edge)\b|\bnot stepping back\b|\bgarage door seals\b|\bsame as (?:my )?(?:dad|father|grandad|mum|mother|brother|uncle) did\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.8,
    pattern:
      /\bhow (?:much )?long(?:er)? (?:am i|do i have to|can i|must i) (?:meant to |supposed to )?(?:hang on|keep going|hold on|carry on|do this)\b|\b(?:can't|cannot|don't) see (?:a|any) (?:spring|tomorrow|future|morning) (?:coming )?for me\b|\bnot (?:going to|gonna) keep (?:playing|going|trying|doing this) (?:much )?longer\b|\b(?:can't|cannot) (?:picture|imagine|see) (?:a single|any|one) (?:day|future|tomorrow)\b|\bdon't see the (?:sense|point) in (?:\w+\s+){0,5}?(?:waiting|going on|trying|carrying on)(?: any longer)?\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern: /\bno fight left\b|\bjust more tunnel\b|\bno exit\b|\btoo tired to keep\b|\bwhat's the use\b/,
  },
  {
    family: 'burden',
    weight: 0.6,
    pattern:
      /\b(?:holding|dragging)\s+(?:the family|everyone|them|this family|us all)\s+(?:back|down|along)\b|\b(?:shot|rid) of me\b|\bwould suit everyone\b|\bdoing them a favou?r\b|\b(?:testing|test|testin) it for real\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\blast thing on (?:the|my) list\b|\b(?:cat|cats|dog|dogs|pets?)\s+(?:have|has)\s+gone\s+to\s+(?:my|a|the)\b|\bletters? (?:i've|i have) written for my\b|\bso they understand (?:afterwards|after|when)\b|\bthe note for (?:mum|dad|my \w+) is\b|\b(?:go|leave) without leaving a mess\b|\bletter each for\b|\b(?:left|leaving|put)\s+my\s+(?:bank details|pin|passwords|savings|keys|details)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\beverything else is sorted\b|\b(?:returned|paid back|cleared) all (?:the money i owed|my debts)\b|\bunsubscribed from everything\b|\bafter the \d+\w* i won't have to\b|\bgoing back (?:friday|tomorrow|thursday|saturday|sunday|monday)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.6,
    pattern:
      /\bday (?:0|zero|one|1) again\b|\bsharpener\b(?=[^.!?]*\b(?:wanted|knew|apart|blade|for)\b)|\bdrew blood\b|\b(?:only|one) thing that (?:shuts|stops|quiets|calms) (?:the noise|my head|it|me)\b|\bso i don't have to explain\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\bon \d{2,4}\s*(?:calories|cals|kcal)\b|\b(?:to )?undo (?:it|the (?:cake|meal|binge|damage))\b|\bno (?:dinner|lunch|breakfast|food) (?:tonight|today|tomorrow)\b[^.!?]*\b(?:rule|and no)\b|\b(?:don't|do not|didn't|did not|doesn't) (?:let myself|eat|ate)\s+(?:\w+\s+){0,2}?(?:sleep|for \d+ days|for (?:two|three|four|five|six) days|(?:two|three|four|five|\d+) days)\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.6,
    pattern:
      /\bnot a bite since\b|\bpushing (?:food|it) (?:round|around) (?:the|my) plate\b|\bsee a whale\b|\b\d{2}\s*kg and not stopping\b|\bmore than \d+ (?:cals|calories)\b|\bslimming tea\b|\bthat's the rule\b(?=[^.!?]*$)/,
  },
  {
    family: 'abuse_threat',
    weight: 0.8,
    pattern:
      /\btakes it out on (?:me|whoever)\b|\b(?:concealer|makeup|make-up|foundation)\b[^.!?]{0,60}\b(?:covers?|hide|hides|hiding)\s+(?:the\s+)?(?:bruise|colour|mark|black eye|swelling)\b|\bknows (?:which|what|where) (?:\w+\s+){0,2}?(?:school|nursery|college) my (?:kids|children|son|daughter)\b|\b(?:i'll|i will) get what i got\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\basked about my (?:cheek|eye|arm|bruise|lip|neck)\b|\b(?:pushed|wedged|chair|drawers)\b[^.!?]*\bagainst (?:my|the) (?:bedroom )?door\b|\b(?:ex|he) still has a key\b|\bslept in the car\b|\bonce he's had a drink\b|\bwhen he(?:'s| is) drunk\b|\bbefore (?:he's|hes|she's) asleep\b|\b(?:wages|money|salary|benefits) go (?:straight )?into his account\b|\bask him for money\b|\bnot the first time\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\bwon't be so polite\b|\bturned up at my (?:gate|door|house|flat|work)\b|\bhaven't left the house since\b|\btyres (?:were )?slashed\b|\bphotos? (?:taken )?outside my\b|\bfind me and\b|\bcoming to my (?:house|home|flat|door)\b|\bscared to be in the (?:flat|house)\b|\bfrightened to be in\b|\bdead (?:bird|animal|rat|cat) on my\b|\bbag packed\b|\bkeeps the (?:\w+ )?keys\b|\b(?:outside|by) my (?:flat|house) (?:\w+\s+){0,2}nights\b|\bknows my shift\b/,
  },
  // Round five: more dialects, poems, third person about oneself, control said by its effects.
  ...[
    /\bif\s+(?:i|a)\s+(?:just\s+)?(?:didn't|did not|never)\s+wake\s+up\b(?=[^.!?]*\b(?:save|bother|easier|better|everyone|nobody|no one|relief|grief)\b)|\bif i (?:did )?dead and gone\b|\bif i weren't about\b(?=[^.!?]*\b(?:money|grief|easier|better|less|more)\b)/,
    /\b(?:like|want|wish|would like)\s+to\s+be\s+taken\b[^.!?]{0,40}\b(?:not|never)\s+come\s+back\b|\bgive anything to be (?:rubbed out|wiped out|erased|gone|dead|not here|nothing|taken)\b/,
    /\boff (?:myself|yourself)\b|\btop (?:myself|yourself)\b|\bpicked the date to\b/,
    /\b(?:i'll|i will|going to|gonna|i'm going to)\s+step in front of\b(?! (?:the |a |my |our |all )?(?:class|camera|mirror|audience|crowd|congregation|jury|panel|board|mic|microphone|team|school|assembly|committee|people|everyone|them|you|judges?|lens)\b)|\bhose\b(?:\s+\w+){0,4}\s+(?:fits|on|to|into|onto)\s+the\s+exhaust\b|\bcharcoal\b[^.!?]*\b(?:duct tape|gaffer|boot|not for a (?:bbq|barbecue))\b/,
    /\b(?:easier|better|lighter|freer|happier)\s+(?:once|when|after)\s+i(?:'m| am)\s+(?:gone|out|shaken out|not here|dead)\b/,
    /\ball that's left is waiting for (?:it|it all|life|everything) to (?:stop|end|be over)\b|\bwaiting for it (?:all )?to (?:stop|end|be over)\b(?![^.!?]*\b(?:rain|snow|storm|noise|week|meeting|shift|drilling|party|music)\b)/,
    /\bno version of (?:next year|the future|tomorrow|next month|christmas|the summer) with me in it\b/,
    /\b(?:can't|cannot|don't)\s+see\s+why\s+i\s+should\s+(?:continue|carry on|go on|bother|keep going)\b|\brun out of reasons to keep going\b/,
    /\b(?:not|never|haven't|won't|don't)\s+let\s+food\s+stay\s+(?:in|down)\b|\bon laxatives\b|\bfingers?\s+down\s+(?:my\s+)?throat\b/,
    /\b(?:don't|do not)\s+want\s+to\s+be\s+anywhere(?:\s+anymore)?\b/,
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern })),
  {
    family: 'wish_not_to_exist',
    weight: 0.6,
    pattern:
      /\blike i'd never been born\b|\bnot even alive\b|\bthe plan is still the plan\b|\b(?:don't|do not) expect to need (?:one|a future|it)\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.5,
    pattern: /\bstopped packing for a future\b|\bi am the (?:stone|thorn|weight|anchor) in\b|\bwhich one i'll\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.8,
    pattern:
      /\b(?:messaged|texted|rang|called|told|tell|telling)\s+(?:everyone|everybody)\s+i\s+love\b|\bwrote the last letters\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:left|leaving|put)\s+(?:my|his|her)\s+passwords\b|\b(?:transferred|moved|put)\s+my\s+(?:\w+\s+){0,2}?(?:to|into)\s+my\s+\w+'s\s+name\b|\binstructions for my (?:insurance|funeral|pets?|cat|dog)\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.5,
    pattern:
      /\b(?:i have|i've) made my peace\s*(?:$|[.!?])|\b(?:watered|walked|fed|visited|played|hugged|kissed|held|saw)\s+(?:\w+\s+){0,3}?one last time\b|\btidied (?:his|her|my) (?:flat|room|house) like someone\b|\beverything (?:is )?set\b(?=[^.!?]*\bcalm\b)|\bcalm now\b(?=[^.!?]*\beverything (?:is )?set\b)/,
  },
  {
    family: 'gathering_means',
    weight: 1,
    pattern: new RegExp(`\\b(?:keeping|keepin|kept|holding|held)\\s+back\\s+(?:my|me|the)\\s+${PILLS}\\b`),
  },
  {
    family: 'gathering_means',
    weight: 0.8,
    pattern: /\b(?:which|what) side (?:has|had) no (?:fence|railing|barrier|wall)\b|\bstash in a (?:sock|drawer|box|bag|tin)\b/,
  },
  {
    family: 'self_harm',
    weight: 0.8,
    pattern: new RegExp(
      `\\bwrite on my ${BODY_PART} in (?:red|blood)\\b|\\bstraight lines\\b(?=[^.!?]*\\b(?:thighs?|arms?|wrists?|red)\\b)`,
    ),
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\bday \d+ of nothing but\b|\ballowed one (?:apple|cracker|biscuit|rice cake)\b|\bmade (?:himself|herself|myself) (?:run|exercise) (?:until|till)\b|\bskipped (?:breakfast|lunch|dinner|meals)\b[^.!?]*\bas (?:payment|punishment)\b|\bhungry it means i(?:'m| am) winning\b|\bonly water and (?:one|a) (?:cracker|apple)\b|\bwant to see my bones\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\bgot rid of it(?: all)?\b[^.!?]*\b(?:bathroom|toilet|loo)\b|\b(?:bathroom|toilet|loo)\b[^.!?]*\bgot rid of it\b|\b(?:not|haven't|didn't) eat(?:en)? (?:from|since) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.8,
    pattern:
      /\b(?:can't|cannot) go (?:downstairs|home|out|in|inside) when (?:he's|hes|she's) (?:drinking|drunk|angry|in a mood)\b|\b(?:couldn't|could not|can't) (?:lift|move|use) my (?:arm|leg|hand) for a week\b|\b(?:wasn't|was not|not) let out of the house\b|\btold (?:\w+\s+){0,4}?i walked into\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:send|sent) (?:him|her) a photo every\b|\bonly allowed (?:to )?(?:stay|go|have|see|out)\b|\bphone (?:he|she) can't read\b|\b(?:he|she) (?:reads|checks) my (?:inbox|phone|texts|messages)\b|\bchecks every receipt\b|\bphoto of my (?:front door|house|car|street|flat)\b|\bknows (?:my|me) shift times\b|\bknow where i live\b|\bhe knows i grassed\b|\bbruise\b[^.!?]*\bunder (?:my )?sleeves\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.5,
    pattern:
      /\bwhat (?:kind of )?mood (?:he's|hes|she's) in\b|\bworking up the nerve to go in\b|\bbroke my phone\b|\blocked my door with (?:the|a) chair\b|\b(?:he's|she's|he is) coming round\b|\bturning up where i (?:work|live|study)\b|\bfrightened to walk\b|\bfound my (?:home address|last flat|new address)\b|\bcouldn't sit down properly\b|\bweather of his hands\b/,
  },
  // Round six: occupations' own words, prisons and rigs and farms, shame that hides harm.
  ...[
    /\b(?:i'll|i will|i'm going to|going to)\s+go\s+(?:the\s+)?(?:week|day|night|month)\s+after\b(?=[^.!?]*\b(?:own hand|decided|tidy|ready)\b)|\bby my own hand\b/,
    /\b(?:gather|gathering|gathered|collect|collecting)\s+(?:\w+\s+){0,2}?(?:paracetamol|tablets|pills|painkillers)\s+from\s+(?:different|several|many)\b/,
    /\bi'?d not mind if (?:a|the) (?:round|bullet|bus|car|lorry|wave|plane|chopper)\b|\bwishing the (?:chopper|plane|helicopter|bus|car) had (?:gone down|crashed)\b|\bif i'?d never come home from the hospital\b|\benvying (?:him|her|it)\b(?=[^.!?]*\b(?:dog|cat|done|quiet|sleep|put to sleep)\b)/,
    /\b(?:what|how much)\s+(?:the stuff\s+)?(?:in the\s+)?(?:euthanasia|pentobarbital|sedative)\b[^.!?]*\b(?:someone|a person|me|my size)\b|\bhow high does a fall have to be\b|\bnot for a story\.? for me\b/,
    /\bi (?:no|don't) deserve (?:am|it|food|to eat)\b(?=[^.!?]*\b(?:eat|chop|punish|food)\b)|\b(?:i'?m|i am) past caring whether i'?m around\b|\bi can't do for ever like this\b|\b(?:about done|done) driving,? period\b|\bnot the truck\.? me\b/,
    /\bget off at the next stop for good\b|\bone broken parent less\b|\bcut me loose and (?:he|she|they)'?d\b|\bthinking about how to do that for (?:him|her|them)\b/,
    /\b(?:asked|ask|asking) (?:allah|god|the lord) to forgive me for what i am going to do\b|\bforgive me for what i(?:'m| am) (?:about|going) to do\b/,
    /\b(?:i'm|i am|i've) (?:going to|gonna) do what (?:he|she|dad|my dad|mum|my mum) did\b|\bstood under the same beam\b|\bthe note is written\b|\b(?:i'm|i am) doing it tonight\b/,
    /\b(?:suicide|it)\b[^.!?]{0,30}\bjust the plan now\b|\bthe plan now\b[^.!?]*\b(?:road|quarry|bridge|after)\b/,
    /\bgo lights out\b(?=[^.!?]*\bnot the\b)|\b(?:switched|turned) off at the wall like\b/,
    /\bif i turned to dust\b|\bnobody'?d notice (?:till|until)\b/,
    /\bwishing it'?d all just stop\b(?=[^.!?]*\b(?:for good|me not)\b)|\bme not the app\b/,
    /\bbit my own (?:arm|hand|wrist)\b|\bnot all of mine come from the oven\b|\bdid (?:two|three|\d+) more on my (?:forearm|arm|wrist|leg)\b/,
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern })),
  {
    family: 'burden',
    weight: 0.6,
    pattern:
      /\b(?:her|him|them) dragging me along\b|\bstill has to manage me\b|\banchor on (?:this|his|her) (?:man's |woman's )?boat\b/,
  },
  {
    family: 'hopelessness',
    weight: 0.6,
    pattern:
      /\bevery road i look down is a dead end\b|\bnae tide coming in for me\b|\bit's all ebb\b|\bwhat's the point in getting up (?:tomorrow|the morning)\b|\bnothing else to try\b/,
  },
  {
    family: 'finality_acts',
    weight: 0.6,
    pattern:
      /\b(?:wrote out|written out|writing out)\s+(?:his|her|their|the)\s+(?:tablets|routines?|care|instructions)\b[^.!?]*\bfor whoever\b|\b(?:handed|handing) (?:my|in my) (?:badge|keys|pass)\b|\blong holiday,? which is true in a way\b|\bpapers are all in the \w+ folder for\b|\bi've decided and i'm calm\b/,
  },
  {
    family: 'gathering_means',
    weight: 0.6,
    pattern:
      /\bi haven't got a boat\b|\b(?:it's|its) in the shed,? ready\b|\bkept one cartridge back\b|\bbedside drawer,? not the cabinet\b|\bclosed the tab\.? opened it again\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.8,
    pattern:
      /\bchewed and spat\b|\bspitting in a bottle\b|\bthe finger thing\b|\bso it doesn'?t count\b(?=[^.!?]*\b(?:dinner|eat|ate|finger|spit)\b)|\bfasted \d+ hours\b[^.!?]*\bmake up for\b|\b(?:eleven|\d+|ten|twelve|nine|eight) days of only water\b|\bkeep it under \d{3}\b|\bhalf an apple and black coffee\b/,
  },
  {
    family: 'disordered_eating',
    weight: 0.6,
    pattern:
      /\bi (?:never|not) eat since\b|\bgetting rid of it\b(?=[^.!?]*\b(?:bathroom|toilet|loo|hour)\b)|\b(?:bathroom|toilet|loo)\b[^.!?]*\bgetting rid of it\b|\bran \d+k? after as punishment\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.8,
    pattern:
      /\bscared of his key in the door\b|\breading his face for the weather\b|\bwasn't the one holding it\b|\bstanding in the doorway so i can't leave\b|\bsend me back home for\b|\bsleeping with my passport\b|\bit'?s a very bad night for me\b|\bcouldn't go to work for a week\b|\bknows which (?:gym|bus|school|shop|route|train)\b|\bnext time (?:she|he)'?d bring\b|\bwe'?d regret it\b/,
  },
  {
    family: 'abuse_threat',
    weight: 0.6,
    pattern:
      /\b(?:outside|under)\b[^.!?]*\bmy (?:new )?address written\b|\bmy new address written on it\b|\bthird night running\b|\bchair wedged under the handle\b|\bsmashed my phone\b|\bleft something on my doorstep\b|\bhe reads them\b|\bgoes through every line\b|\bthe lad i owe\b/,
  },
  // Round seven: side remarks in support requests, and more means and threats in passing.
  ...[
    /\b(?:grey|gray|dark|black|the same)\b[^.!?]{0,30}\b(?:till|until) i'?m in the ground\b|\bnothing ahead for me\b(?=[^.!?]*\b(?:ever|life|at all)\b)|\b(?:don't|dont) need them where i'?m going\b/,
    /\bpay for it again after\b|\blaxatives? after every meal\b|\b(?:getting through|get through) a box a day\b(?=[^.!?]*\blaxative)|\bkeep the laxative\b|\bskipped every meal since\b/,
    /\b(?:length of )?rope\b[^.!?]*\b(?:keep going out to look at|hid it in the|since \w+day that i)\b|\bresearching lethal\b|\bhow high a (?:multi-?storey|building|bridge|cliff) has to be\b/,
    /\b(?:they'll|they will) get (?:one|a fresh start) when i'?m gone\b|\bwould have an easier life without (?:you|me) in it\b(?=[^.!?]*\b(?:for me|asking for me|me)\b)|\beasier life without me in it\b|\bwishing every day that i was never here\b|\bpast caring whether i wake up\b|\bwishing i could just (?:not|no) be here\b|\bwishing a could just vanish\b/,
    /\bnobody knows i still do it\b|\bsee the cuts on my arm\b|\bhaven't eaten since (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b(?=[^.!?]*\b(?:think|fasting|days)\b)|\bmum thinks i eat\b/,
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern })),
  // Round eight: questions asked for oneself, relapse counted in days, a uniform's last round.
  ...[
    /\bhow high does (?:a|the) (?:car park|multi-?storey|building|bridge|cliff|roof) need to be\b|\basking for me not a\b|\bthe exact amount for myself\b|\bfor myself,? not for a story\b/,
    /\b(?:run|ran) out of reasons to (?:sign up|keep|carry|go)\b|\bwhy would anyone keep signing up for more days\b|\bdon't see why i'?d keep going\b|\bnothing's going to be good again\b/,
    /\b(?:keeping|kept|keep) back a (?:couple|few|some) from each (?:script|prescription|packet)\b|\bkept back a bottle of\b|\bi know what i kept it for\b/,
    /\bwrote one for each of them\b|\bwhere they'll find them after\b|\bthe hard bit's done now\b|\blast proper conversation i'?ll have\b|\blike the last page is writ/,
    /\bi'?d save everyone a lot of bother by\b|\bslipping away in the night\b(?=[^.!?]*\bpray\b)|\bi pray for it every evening\b/,
    /\blet the red out\b|\bblades are back in\b|\bwent back to it tonight\b|\btaking it out on myself\b|\bi made it 0\b|\bmade it zero\b|\bthe marks on my legs were the cat\b|\bwe haven't got a cat\b/,
    /\bthe one with my name on it\b|\bglad not to wake up\b|\bwake up disappointed that i did\b|\bno be anywhere\b|\bi'?d rather no be at all\b/,
    /\bi'?ll do it myself at home\b|\blooked into dignitas\b[^.!?]*\bdon't qualify\b|\busing it on myself\b|\bplanning on being gone by\b|\bthere is no new job\b/,
    /\bhip bones showing\b|\bgonna go lower\b|\bliving on black coffee\b|\bfainted in the shower\b|\bone cracker a day\b|\bi like the empty feeling\b/,
  ].map((pattern) => ({ family: 'explicit' as const, weight: 1, pattern })),
  // Threats and control written into the rounds above as they came, read as what they are.
  ...[
    /\b(?:hold|held|holds|holding|push|pushed|pushes)\s+(?:my|your)\s+head\s+under\b|\b(?:you're|youre) next\b|\bwhat (?:he|she) said would happen to (?:me|the dog|the kids|the children|the baby)\b/,
    /\b(?:cover|covering|covered|hide|hiding)\s+what\s+(?:he|she|they)\s+did\b|\bi (?:am|get|got|was) beaten\b|\bnext time it's (?:my|your) (?:face|head|turn)\b|\b(?:i|you) won't be walking away\b/,
    /\bif i leave (?:him|her)\b[^.!?]{0,40}\b(?:won't|not|never) (?:go )?(?:reach|get|make it) far\b|\bcome (?:for|after) (?:me|i) if i\b/,
    /\b(?:you'll|you will) be sorry when i find you\b|\bwhile i still can\b(?=[^.!?]*\b(?:review|change|delete|remove)\b)|\bpay (?:her|him|them) a visit\b/,
    /\b(?:next time|or) i won't walk away\b|\bput the kettle over me\b|\bwatch my back\b|\bi know where (?:u|you) work\b|\bpic(?:ture)? of my car\b|\b(?:her|his) son will come\b|\bhe'?s outside my flat\b/,
    /\bhid in the wardrobe\b(?=[^.!?]*\b(?:drunk|till he|until he)\b)|\bdent in the door from my head\b|\bknows which nursery\b|\bbeen outside my mum'?s\b|\bthrow acid\b|\baccidents happen on busy roads\b|\bmessaged me 'found you'|\bfound you\b(?=[^.!?]*\bcourt order\b)|\bcourt order saying he can't contact me\b/,
  ].map((pattern) => ({ family: 'abuse_threat' as const, weight: 1, pattern })),
  // Round nine: each family in yet other words (the part written as plainly as people hint).
  ...fromRows([
    [
      'explicit',
      /\b(?:do|doing|did|done)\s+myself\s+in\b|\bhad the when and the where\b|\b(?:wrote|written|pencilled|marked|circled)\s+(?:suicide|the end|my last day)\s+(?:on|in)\s+(?:the|my)\s+(?:calendar|diary)\b/,
    ],
    [
      'explicit',
      /\b(?:kill|killing)\s+myself\b[^.!?]*\b(?:but like|looked up|did look up|bridge times|not joking)\b|\blook(?:ed)? up the (?:bridge|train|tide) times\b/,
    ],
    [
      'burden',
      /\b(?:millstone|weight|anchor|burden)\s+(?:round|around|on)\s+(?:that|this|my|his|her|their)\s+(?:\w+'s\s+)?(?:neck|shoulders)\b|\b(?:kindness|mercy|favour|relief)\s+(?:to|for)\s+(?:her|him|them|everyone|my \w+)\s+if\s+i\s+(?:just\s+)?(?:stopped|went|was gone|disappeared|wasn't here)\b/,
    ],
    [
      'burden',
      /\b(?:manage|cope|do)\s+(?:fine|better)\b[^.!?]{0,40}\b(?:life insurance|the insurance|the policy)\b|\b(?:costs?|price)\s+of\s+(?:keeping\s+)?me\b|\bbalance better with one fewer\b|\bone (?:fewer|less) mouth\b/,
    ],
    [
      'burden',
      /\b(?:quieter|nicer|happier|easier|better|lighter)\s+(?:when|once|after)\s+i\s+(?:leave|go|log off|am not there|'m not there|'m gone|am gone)\b[^.!?]*|\bthe (?:pattern|problem) is me\b/,
    ],
    [
      'burden',
      /\bkindest thing (?:he|she|i) (?:could|can) do for (?:this|the|his|her|my) family\b|\bstep out of the way for good\b/,
    ],
    [
      'hopelessness',
      /\b(?:like|want|wish|need)\s+(?:the whole|all|it all|the whole thing|everything)\s+(?:business\s+|thing\s+)?to\s+be\s+over\b|\bnot waiting for anything to get better\b|\bi'?m done walking\b/,
    ],
    [
      'hopelessness',
      /\b(?:what'?s|whats|what is)\s+(?:even\s+)?the\s+point\s+of\s+(?:next year|next week|tomorrow|the future|another year|going on|any of it)\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:i'?d|i would|i want to|i wish i could|i'd like to)\s+(?:happily\s+|just\s+|quietly\s+)*(?:fade|fade out|fade away|dissolve|evaporate)\b|\b(?:be|become)\s+(?:a\s+)?blank\s+(?:page\s+)?forever\b|\bstop being (?:anyone|anybody|anything|someone)\b|\bjust blank forever\b/,
    ],
    [
      'wish_not_to_exist',
      /\bmorning (?:just\s+)?never (?:gets to|comes for|reaches|finds) me\b|\blets? me not wake up\b|\bnot wake up at all\b|\bi want to be\s+the steam\b|\bgone upward\b/,
    ],
    [
      'finality_acts',
      /\b(?:playlist|songs|music|readings?|flowers)\s+for\s+my\s+funeral\b|\bgoodbye (?:message|note|letter|text)s?\b[^.!?]*\b(?:drafts|not sending|ready|written|wrote)\b|\bwrote everyone a goodbye\b/,
    ],
    [
      'finality_acts',
      /\b(?:didn't|did not|don't|won't)\s+know\s+(?:that's|that was|it was|that is)\s+what\s+it\s+was\b|\bsaid goodbye to (?:everyone|everybody) properly\b/,
    ],
    [
      'finality_acts',
      /\beverything'?s? (?:squared|settled|sorted|neat|in order) now\b|\btying up loose ends\b|\blike a decision got made\b|\b(?:they're|it's|she's|he's) (?:his|hers|yours|theirs) now\b(?=[^.!?]*\b(?:told|good with)\b)|\bsaid g'?day to every\b/,
    ],
    [
      'finality_acts',
      /\b(?:bank|banking)\s+(?:login|details|passwords?|pin)\b[^.!?]*\b(?:for|to)\s+[a-z]+\b|\bphone pin on a card\b|\bso (?:she|he|they) understands? afterwards\b/,
    ],
    [
      'gathering_means',
      /\bhose\b[^.!?]*\b(?:boot|car|exhaust|garage)\b(?=[^.!?]*|$)|\bwe have no garden\b|\b(?:from|at)\s+(?:both|different|several|two|three)\s+(?:shops|chemists|pharmacies|supermarkets)\b/,
    ],
    [
      'gathering_means',
      /\b(?:bought|got|have|buy)\s+(?:a|some|a length of|a new)\s+rope\b(?=[^.!?]*\b(?:shed|wardrobe|boot|hid|behind|under|don't|no reason|not sure why)\b)|\b(?:nothing|(?:don't|do not) have anything) in the garden that needs tying\b/,
    ],
    [
      'gathering_means',
      /\bno (?:railings?|barriers?|fence|guard ?rail) on\b|\bwhere nobody (?:would|could|will|can) stop me\b|\b(?:keeping|keep|kept)\s+the\s+(?:surplus|extras?|spares?)\b|\bquiet sort of insurance\b/,
    ],
    [
      'self_harm',
      /\b(?:nails|nail)\s+(?:digging|dug|dig)\s+into\s+my\s+(?:palm|palms|arm|skin|hand)\b[^.!?]*\b(?:bled|blood)\b|\bmarks on my (?:thighs|arms|wrists|legs|stomach)\b|\bdid the cuts\b|\bthe cuts again\b/,
    ],
    [
      'self_harm',
      /\brazors?\b[^.!?]{0,20}\bnot for shaving\b|\b\d+ days clean\b[^.!?]*\b(?:today|then|until|till)\b|\blong sleeves (?:til|till|until)\b|\bthe (?:oven|iron|kettle|door|cat|stairs) was me\b|\bred lines like\b|\bunder my watch strap\b/,
    ],
    [
      'disordered_eating',
      /\bran the taps?\s+so\b|\bthe thing in the bathroom\b|\bcounting every (?:mouthful|bite|calorie)\b|\bchewed and spat\b|\b(?:binged|bingeing|binge)\b[^.!?]*\blaxatives?\b/,
    ],
    [
      'disordered_eating',
      /\b(?:to|so i could)\s+(?:burn|pay|work|run)\s+it\s+off\b|\bzero day\b|\bhad \d{3,4} today\b|\bwent over\b[^.!?]*\bso had to\b|\bweighed (?:myself|meself) \w+ times\b|\bscraped (?:mine|my (?:dinner|plate|food))\b/,
    ],
    [
      'disordered_eating',
      /\b(?:tea|teas)\s+for\s+(?:the\s+)?(?:stomach|toilet|go to toilet)\b|\b(?:haven't|have not|not)\s+(?:had|eaten)\s+a\s+(?:proper\s+)?meal\s+since\b|\bhungry is good\b|\bsaid i ate at\b/,
    ],
    [
      'bullied_young',
      /\breasons \w+ should (?:disappear|die|leave|go)\b|\bmaybe (?:they're|theyre|they are) right\b(?=[^.!?]*|$)/,
    ],
    [
      'abuse_threat',
      /\bfound out where i (?:work|live|study)\b|\bposted my (?:full name and )?(?:home )?address\b|\bcome and finish\b[^.!?]*\bin person\b/,
    ],
  ]),
  // Round ten: the quietest voices: one line, no negative word, the second person, thanks that are goodbyes.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\blog out of being\b|\b(?:be|like to be) a closed tab\b|\brather not exist\b|\bbe that gap\b|\bme simply absent\b|\bwalk into and (?:simply )?keep going\b|\b(?:vanish|disappear) off the face o(?:f)?\s+the earth\b|\bnae funeral\b|\b(?:like|want|wish) to be (?:erased|unmade|deleted|rubbed out)\b|\bcould be unmade\b/,
    ],
    [
      'wish_not_to_exist',
      /\bthe morning will not include me\b|\bwant to evaporate\b|\bnot be anybody'?s anything\b|\bgo out with the tide\b|\blet me go to sleep inside it and stay there\b|\bdaydream about a coma\b|\bno me to deal with\b|\bask not to be woken\b|\bhope the car (?:doesn't|does not|won't) stop\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:helps? you|help me) just stop\b[^.!?]*|\bnot sleep\.\s*stop\b|\brather not have any ?more of them\b|\bnot come back up for a (?:long|very long) while\b|\bas unfindable as possible\b|\blike i was never here\b/,
    ],
    [
      'burden',
      /\bi cost (?:her|him|them|everyone) so much\b|\btaking myself off (?:his|her|their) books\b|\brun smoother with me out of it\b|\bthe room relaxes when (?:you|i) leave\b|\bleaving it for good\b|\bgive (?:her|him|them) (?:her|his|their) li(?:fe|ves) back\b/,
    ],
    [
      'burden',
      /\bthe thing in the way of\b|\bi can fix that for them\b|\bwould be kinder\b[^.!?]*\bif (?:she|he|they) had\b|\bextra mouth\b|\bbecause of me only\b|\bwithout my bills\b|\bi'?d love to give them that\b|\brelease them from it\b|\bbecome their project\b|\breal life if (?:she|he) wasn'?t married to\b|\bwithout the expense of me\b|\beverything i touch costs\b/,
    ],
    [
      'hopelessness',
      /\bused up whatever it is people run on\b|\bempty of the next bit\b|\bno purpose in the remaining\b|\bno long run\b|\bdoesn'?t know what for anymore\b|\bnone of it'?s going anywhere\b|\brunning out the clock\b|\bassume there'?s a version of (?:you|me)\b|\bnothing'?s around the corner\b/,
    ],
    [
      'hopelessness',
      /\bready to stop trying\b|\bno longer able to locate a reason\b|\bnot like there'?s a me in\b|\bnot adding up to a reason\b|\bi'?d rather not sit through them\b|\bi'?ll stop asking now\b|\bstopped expecting a different one\b|\bsame day again\b|\btomorrow again,? forever\b|\brunning out of reasons to keep\b|\bthe tide comes in\b(?=[\s\S]*\b(?:out|gone|let it)\b)/,
    ],
    [
      'finality_acts',
      /\bi shan'?t need another\b|\bclosing things\b[^.!?]*|\bnearly done now\b(?=[\s\S]*\b(?:closing|deleted|accounts?|facebook)\b)|\bthinks i'?m going away\b|\bmore use of them from here on\b|\bdidn'?t say why\b|\bwrote the letters\b|\bletters are in the\b|\bhow little admin a life\b|\bnote for whoever finds\b/,
    ],
    [
      'finality_acts',
      /\b(?:changed|set) my bio to a full stop\b|\bunfollowed everyone\b|\barchived every post\b|\bthat'?s enough\.?$|\btidying a room before you leave it\b|\bscheduled (?:a few )?emails\b|\bwhere he'?ll see it\b|\bjust so (?:he|she) has it all\b|\beverything is in order now\b|\bfeeling pretty settled about it\b|\bi'?ll tell you the rest myself soon\b|\bfor whoever comes after\b|\blast loose end\b/,
    ],
    [
      'finality_acts',
      /\bmade a will\b[\s\S]*\b(?:calm|passwords)\b|\bwritten down the passwords\b|\bfeeding schedule\b[^.!?]*\bwith a note\b|\bafter friday there won'?t be anyone\b|\bwhile i can still arrange it\b|\byou'?re the last on the list\b|\bgiving my stuff away\b|\bgetting everything squared away\b|\beverything goes to the right people\b/,
    ],
    [
      'gathering_means',
      /\bdon'?t throw the old prescription out\b|\bsafety net\b(?=[\s\S]*\b(?:prescription|tablets|pills)\b)|\bmeasured the exhaust\b|\bhose is the right size\b|\b(?:pistol|gun|rifle|shotgun)\b[^.!?]*\bin my (?:drawer|bedside|room)\b|\bi like to know it is near\b|\bforty-two of the little\b|\b\w+ of the little white ones\b|\bin the lining of\b/,
    ],
    [
      'self_harm',
      /\bthe itch under the skin is back\b|\blong sleeves again\b|\bsleeves szn\b|\bday \d+ (?:→|->|to) day 0\b|\b(?:scraped|scratched) (?:me|my) arm\b[^.!?]*\bbled\b|\bdid it again last ni(?:gh)?te?\b|\bstop wearing t-?shirts\b|\bfresh pack of blades\b|\bgoing to be a release\b|\bthe cutting buys me\b|\bmade cuts on my arm\b|\bgood at sleeves\b|\bkeep it small now\b|\bjust a couple of scratches\b/,
    ],
    [
      'disordered_eating',
      /\bso it doesn'?t count\b|\bwhy the cereal keeps going\b|\bso mum thinks i ate\b|\bbinned it\b[^.!?]*|\bonly black coffee and an apple\b|\bfelt so clean and light\b|\b(?:took|take) (?:six|\d+|a handful) of the laxatives\b|\bmade up for it\b(?=[\s\S]*\blaxative)|\bloudest hand dryer\b/,
    ],
    [
      'abuse_threat',
      /\bread the sound of the key in the door\b|\bring the home office\b|\bmy visa runs through (?:her|him)\b|\bnext time i answer back\b|\bgoes in the canal\b|\btelephone him on the hour\b|\beasier to comply\b|\bi don'?t feel safe\b|\bnot allowed to contact me\b/,
    ],
    [
      'explicit',
      /\bi will jump from\b|\bjump from the (?:terrace|roof|balcony|top) of\b|\bcalling suicide\s+'?the plan\b|\bsuicide\b[^.!?]*\bcounting down\b/,
    ],
    ['bullied_young', /\brather not exist than walk through those gates\b/],
    ['self_harm', /\bnow it'?s (?:0|zero)\b/, 0.5],
    ['self_harm', /\b\d+ days clean\b/, 0.5],
  ]),
  // Round eleven: spiritual words for dying, lists and logs, harm said by its tool, threats that name the next time.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:asked|ask|asking|begged|beg|told|tell|telling)\s+(?:the universe|my guides|the angels|spirit|source|the goddess)\s+(?:to|it can|they can)\s+(?:take me|let me go|bring me home|call me home|have (?:me|my body|its body|this body))\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:finished|done with|complete(?:d)? with) this (?:incarnation|lifetime|life)\b|\bno more (?:lifetimes|incarnations)\b|\bthe departure lounge\b|\bdisappointed (?:that )?i woke up\b/,
    ],
    [
      'self_harm',
      /\b(?:i'm|i am|i've been|i have been|i started|started again|back to)\s+cutting\b|\bwent (?:upstairs|to the bathroom|to my room)(?: after)? and (?:cut|burned|burnt|hurt myself)\b|\bcut\.\s*first time since\b/,
      1,
      /\bcutting (?:weight|carbs|sugar|back|down|out|costs|corners|ties|class|my hair|hair)\b/,
    ],
    [
      'self_harm',
      /\b(?:pressed|held|put)\s+(?:the|a|my)\s+(?:hot\s+)?(?:iron|lighter|cigarette|kettle|pan|curling tongs|straighteners)\s+(?:to|on|against)\s+my\s+(?:arm|forearm|wrist|leg|thigh|skin|hand|stomach)\b|\bburn(?:ed|t)\s+(?:my\s+)?(?:arm|forearm|wrist|leg|thigh|skin)\s+with\b/,
    ],
    [
      'disordered_eating',
      /\bhid (?:my|the) (?:dinner|food|lunch|breakfast|tea|meal|plate)\b|\bso \w+ thinks i (?:ate|had eaten|'ve eaten)\b|\b(?:rule|rules)\b[\s\S]*\blaxatives?\b|\bnothing before \d+ ?(?:pm|am)?\b[\s\S]*\bno more than \d{3,4}\b/,
    ],
    [
      'finality_acts',
      /\b(?:the )?last (?:pages|page|entry|words) i'?ll (?:ever )?write\b|\bleaving (?:this|my) (?:journal|diary|notebook)s? to\b|\bthey (?:all )?think i mean\b[^.!?]*\b(?:weekend|holiday|trip|week)\b|\bwon'?t be here for (?:christmas|her birthday|his birthday|the spring|the summer)\b/,
    ],
    ['burden', /\bbetter off with the (?:life )?insurance\b|\b(?:worth|be worth) more (?:to them )?dead\b/],
    [
      'abuse_threat',
      /\bif (?:he|she) can'?t have me(?:,)? no ?one (?:will|can)\b|\bnext time (?:he'?ll|she'?ll|he will|she will) finish (?:it|me|the job)\b|\bnext time it'?ll be my (?:face|head|neck)\b|\bphotos of (?:the|my) bruises\b/,
    ],
    [
      'abuse_threat',
      /\b(?:dad|father|mum|mom|mother|stepdad|stepmum|husband|boyfriend|partner|he|she)\s+(?:belted|hit|punched|slapped|kicked|beat|strangled|choked|shoved)\s+me\b|\b(?:he|she|husband|partner|boyfriend|girlfriend|wife) broke my (?:wrist|arm|nose|ribs?|jaw|finger|collarbone)\b|\b(?:he|she|they)(?:'ll| will) (?:share|post|leak|send out) (?:the|my) (?:recording|photos|pictures|videos?|nudes)\b/,
    ],
    ['finality_acts', /\bleft (?:her|him|them) my (?:plants|cat|dog|books|records)\b/, 0.6],
  ]),
  {
    family: 'finality_acts',
    weight: 0.6,
    unlessText: FAREWELL_OCCASION,
    pattern: /\bsaid (?:bye|goodbye) to everyone\b(?![^.!?]*\bat (?:the (?:pub|party|office|station|airport|leaving do)|work))/,
  },
  // Round twelve: code-switched English, the third person, games and songs, metaphors of closing up, treatment stopped.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bdon'?t want to be (?:in|on) (?:this|the) (?:duniya|dunya|world|planet|earth)\b|\bno quiero (?:estar aqu[ií]|vivir|seguir)(?![a-z])|\bquiero (?:morir(?:me)?(?! de (?:la )?(?:emoci|risa|verg|ganas|amor|hambre|sue|calor|fr|alegr))|desaparecer)\b|\bnahi? jeena\b|\bmarna chahti?\b|\bstopped wanting to be here\b|\b(?:be|been) unborn\b|\bwish(?:ed|ing)? i'?d (?:gone|died) (?:instead of|with) (?:you|her|him|them)\b|\bi want to go wherever (?:she|he|they) went\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:alt ?\+? ?f[4a]|uninstall|unsubscribe|delete|log)\s+(?:me\s+)?(?:irl|out of life|from (?:being alive|life|existence|the world))\b|\bunsubscribe from (?:being alive|life|existing)\b|\bwish(?:ed|ing)?\b[^.!?]{0,30}\b(?:i|she|he) could (?:be erased|disappear|vanish|stop existing|fade away)\b|\b(?:like|want|wish|ready) to be (?:blown out|snuffed out|switched off|put out)\b|\blet me fade\b|\bone long nothing\b|\bhappy not to see next (?:month|year|week|christmas)\b/,
    ],
    [
      'wish_not_to_exist',
      /\bif i (?:went|go|fell|fall) (?:to sleep|asleep)\b[^.!?]*\b(?:didn'?t|don'?t|never) (?:wake|get the next|come back)\b|\bany train\b[\s\S]*\bdoesn'?t come back\b/,
    ],
    [
      'hopelessness',
      /\bno point grinding\b|\b(?:out of lives|no respawn|no more lives)\b|\bcan'?t do (?:\w+ )?more (?:years|decades)\b|\bwhat would i be waiting for\b|\bjust waiting now,? not sure for what\b|\bkoi fayda nahi\b|\bcan'?t (?:picture|imagine) next (?:tuesday|week|month|year)\b|\brun out of (?:whatever|what) keeps (?:people|me|you) going\b|\bwatching the credits\b|\bwhatever i'?m holding on for\b|\bno version of (?:next year|the future|tomorrow|my life)\b|\bpast pretending\b|\bno tomorrow for me\b|\bdone hoping\b|\bi don'?t want it (?:any )?longer\b|\bdon'?t see a future\b|\bout of hope\b|\bsave file that'?s already corrupted\b/,
    ],
    [
      'burden',
      /\bdecency to go\b|\b(?:manage|cope|do) (?:fine|better) with one less\b|\bone less mouth\b|\bcut the rope\b[\s\S]*\bfloat\b|\bstone in (?:everyone'?s|their|her|his) shoe\b|\bstone (?:on|round|around) (?:her|his|their) neck\b|\btake me off the rota permanently\b|(?:\bsin m[ií]|\bwithout me)(?![a-z])[^.!?]*\b(?:could|would|can) (?:rest|breathe|be happy)\b|\bstayed away,? for good\b|\bsoon (?:she|he|they) won'?t have to (?:pay|care|worry) for anything of mine\b|\btipped me out\b/,
    ],
    [
      'burden',
      /\blet them off the hook\b|\btake myself off (?:her|his|their|everyone'?s) list\b|\bfurniture that needs feeding\b/,
      0.7,
    ],
    [
      'finality_acts',
      /\bsab set hai\b|\ble dej[eé] todo(?![a-z])|\beverything'?s in order for\b|\bticket'?s one[- ]way\b|\bthank you and sorry\b|\bnot long now and we can\b|\bnothing owing to anyone\b|\bso'?s the shopkeeper\b|\blast journal entry\b|\bnot to set an alarm for me\b[^.!?]*\bany day after\b|\bloose ends tied\b|\blast of the loose ends\b|\beverything in order before the end of\b|\bi'?ve put the login in a letter\b/,
    ],
    [
      'finality_acts',
      /\btold them it'?s a gift\b|\bmejor as[ií](?![a-z])|\btake care of each other\b|\bnobody needs to come\b|\bwon'?t need the \w+ after\b|\b(?:he|she) is ready\.?$|\bgave my skins\b|\bde diya\b|\bcancell?ed (?:the|my) phone (?:line|contract)\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bcalmer after hurting (?:yourself|myself)\b|\bhurting (?:yourself|myself)\b[^.!?]*\bon purpose\b|\bdo my (?:ankle|thigh|leg|arm|wrist|hip|stomach) instead\b|\buntil the knuckles (?:opened|bled|split)\b|\bburn\b[^.!?]*\bcigarette\b[^.!?]*\b(?:hand|arm|skin)\b|\bcarved\b[^.!?]*\binto my (?:arm|skin|leg|thigh|wrist)\b|\bblade nikala\b|\bscratched until (?:it|they) bled\b|\bused the clean ones\b|\bedge of a tin lid\b|\b(?:hitting|hit) myself (?:until|til|till)\b/,
    ],
    [
      'gathering_means',
      /\bhoping the (?:bend|road|car|lorry|truck|train|sea|water|tide) (?:would|will) decide\b|\bnot bother with the coming back\b|\bwaiting for a (?:lorry|truck|bus|train) big enough\b|\blost my nerve\b[\s\S]*\bnext time\b/,
    ],
    ['disordered_eating', /\blaxatives anyway\b|\bfelt greedy\b|\bhanging off me and i'?m glad\b/],
    [
      'abuse_threat',
      /\b(?:take|took|keep|kept|hide|hid) my passport\b|\bwedding is (?:already )?arranged\b|\b(?:made me stop seeing|won'?t let me see) my (?:friends|family|mum|mom|sister|brother)\b|\bhave to (?:text|tell|call) (?:him|her )?where i am every\b|\btakes my (?:card|bank card|wages|money|phone) on\b|\bchecked the receipt\b|\b(?:he|she|husband|wife|partner|boyfriend|girlfriend) (?:reads all my|checks my|checks all my) (?:mail|messages|post|bank|phone)\b|\bcan'?t come back\b(?=[\s\S]*\b(?:he says|she says)\b)/,
    ],
    [
      'abuse_threat',
      /\boutside your (?:building|house|flat|door|work)\b|\bposted my (?:full name|address|workplace|home address)\b|\bsend the (?:photos|pictures|videos?) i (?:shared|sent)\b|\bphoto of my (?:new )?front door\b|\bhe knows i moved\b/,
    ],
    [
      'gathering_means',
      /\bstopped (?:the|my) (?:insulin|dialysis|meds|medication|treatment|chemo)\b|\bwon'?t be coming\b[^.!?]*\bor after\b/,
      0.6,
    ],
    ['gathering_means', /\bnot forgetting\.? stopping\b|\bnot doing anything about it\b|\bi'?ve already decided\b/, 0.5],
    ['finality_acts', /\bafter i pass\b|\bit will be soon\b|\bi'?ve left (?:him|her|them) a list\b/, 0.6],
    ['disordered_eating', /\bnot stopping at easter\b|\bdizzy on the stairs\b/, 0.6],
    ['bullied_young', /\bcan'?t show my face (?:anywhere )?(?:ever )?again\b|\bclipping me crying\b/],
    ['explicit', /\bplanning which day\b|\bsuicide (?:kar|karna|karne|karungi|karunga)\b/],
  ]),
  // Round thirteen: idioms carried over from other languages, work and sport metaphors, logs and worksheets, farms.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:log off|logout|log out|clock out|unsubscribe) from (?:being alive|existing|existence|life)\b|\bout of battery forever\b|\b(?:pick|take|call) me (?:up )?(?:from this world|in|home)\b(?=[\s\S]*\b(?:allah|god|lord|dua|pray|amen|ready)\b)|\bhope the ceiling comes down\b|\bhand in my notice to the (?:whole )?universe\b|\bpayroll of existing\b|\bbenched for good\b|\btractor rolled on me\b|\bhow easy it'?d be to not come down\b|\btrade places with \w+ in the ground\b|\bi'?d take that tonight\b|\bwishing (?:that|the) (?:death )?card was about me\b/,
    ],
    [
      'hopelessness',
      /\bthrowing the towel\b|\bthrow(?:ing)? in the towel\b(?=[\s\S]*\b(?:life|everything|all of it|tried)\b)|\bn[aã]o tem jeito\b|\bcan'?t see a version of my life\b|\buntil there'?s nothing left of me\b|\bno end to this that isn'?t a funeral\b|\bnothing left to try\b|\blooking forward to:? \(?blank\)?|\bwhy bother setting one\b|\bcan'?t picture it ever being different\b|\bnot waiting for it to get better anymore\b|\bdon'?t believe in later\b|\bno point planting\b|\bkeep sinking and there'?s no bottom\b/,
    ],
    [
      'burden',
      /\bno sense keeping an old\b|\bknow when to step off the stage\b|\bfifth wheel\b(?=[\s\S]*\b(?:old|burden|cough|in the way)\b)|\bone more problem for (?:him|her|them) to sort out\b|\bnobody needs me for anything\b|\bwon'?t put \w+ through that\b|\bonly a mouth\b|\bwhen i am out of the way\b|\bworst investment they ever made\b|\bcut their losses and honestly so should i\b|\bonly make things harder for (?:both of )?them\b|\bonly in the way now\b|\bjust sit and cost money\b/,
    ],
    [
      'finality_acts',
      /\bnow i can rest,? everything is in its place\b|\bit'?s all handed over\b|\bscheduled it to send\b|\bweird how light i feel\b|\bfeel settled for the first time\b|\bhung my boots\b[^.!?]*\bfor the last time\b|\bfinal whistle'?s\b|\bwhen you read this i'?ll (?:already )?be\b|\bwon'?t be here to read them\b|\bsomething to remember me by\b|\bthey think i'?m moving away\b|\bthe login details are in my letter\b/,
    ],
    [
      'finality_acts',
      /\bgave my (?:guitar|medals|rice cooker|winter coat|books|boots)\b|\bwrote each (?:kid|child|student|pupil)\b[^.!?]*\bcard\b|\btaking my (?:cat|dog) next week for good\b|\basked? (?:her|his) blessing\b|\b(?:dog|cat)'?s going to\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bsnapped the band\b[^.!?]*\b(?:split|bled|blood)\b|\bpulled out a whole patch\b|\bwanted it to hurt\b|\bdid the lighter on my\b|\bpulled (?:out )?(?:my )?eyelashes\b[\s\S]*\bpunishment\b|\bbanged my head against\b|\bknuckles split again\b|\bpulling my hair out in clumps\b|\bbald (?:bit|patch) now\b/,
    ],
    ['self_harm', /\burge \d+\/10\b|\bdid i act on it\b|\b\d+ lines,? not deep\b/, 0.6],
    [
      'gathering_means',
      /\btook (?:a few )?vials home\b|\bparacetamol from (?:four|three|five|\d+) different shops\b|\blined them up in my\b|\bmoved the (?:old )?shotgun\b|\bgot shells off\b|\bleast painful way to die\b/,
    ],
    [
      'disordered_eating',
      /(?<![\d,.])\b\d{3} cals\b|\bthigh gap\b|\b#?(?:edtwt|meanspo|thinspo|proana|pro-ana)\b|\bno food tomorrow or\b|\bthat'?s the rule\b(?=[\s\S]*\bfood\b)|\bgo longer without food\b|\bfainting a bit\b/,
    ],
    [
      'abuse_threat',
      /\b(?:pay|send|wants?) (?:me )?(?:£|\$)?\d+\b[^.!?]*\bor (?:it goes|he sends|she sends|they send|i'?ll send|he'?ll send|it'?s sent)\b|\bsends? them to my (?:whole )?(?:school|family|mum|wife|church)\b|\brecorded our video call\b|\bpost my intake form\b|\bother ways' to pay\b|\bother ways to pay\b|\bchair under the door handle\b|\bpinches me\b|\btakes money from my purse\b|\bmake sure i go into a home\b/,
    ],
    [
      'bullied_young',
      /\bmade a fake account with my photo\b|\bput my number\b(?=[\s\S]*\b(?:men|texting|school)\b)|\bpull my hijab\b|\bfilmed it and it'?s on\b/,
    ],
  ]),
  // Round fourteen: fragments, understatement, manifestation and trading words, office language, trackers, voices.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:manifesting|manifest) (?:a |my )?quiet exit\b|\bdon'?t let me wake up\b|\b(?:unsubscribed|delisted|paused|deleted|discontinued|decommissioned|uninstalled) (?:from being a person|permanently|indefinitely|from everything|from existence)\b|\bsoul contract (?:feels like it'?s |is )?up\b|\bguides to collect me\b|\bquite convenient if i just didn'?t continue\b|\bhoping i'?ll just get buried\b|\bi'?m a ghost already\b[\s\S]*\bmake it official\b|\bmight as well make it official\b|\bindefinite leave from existence\b|\bhoping it'?s the last time\b|\bnot be anybody'?s (?:mum|mom|dad|wife|husband)\b[^.!?]*\bor anybody at all\b|\bok,? take me then\b|\bwant to be around for the next\b|\bnot sure i want to be around\b|\bi'?d like to be paused\b|\bwant to get delisted\b/,
    ],
    [
      'hopelessness',
      /\bthe hard part is just the part\b|\bno recipe for wanting tomorrow\b|\bcook for one forever\b|\bcan'?t see a single day ahead\b|\bhaven'?t felt anything good since\b[\s\S]*|\bdon'?t expect to again\b|\bthis is as far as it goes\b|\bnothing left to ask for\b|\bevery door\b[^.!?]*\bpainted one\b|\brunning on fumes toward\b|\bmore floor to fall through\b|\bjust outside whatever the universe does\b|\bwhat'?s the point of the journal\b|\bnothing'?s going to\.? i'?ve stopped checking\b|\bi'?ve stopped checking\b|\bsame dread, same nothing\b|\bno version of rest\b|\bthat'?s my answer\b(?=[\s\S]*\bcouldn'?t find\b)|\bcouldn'?t find one single thing\b|\bdon'?t see it turning round\b|\brecommend winding down operations\b|\bnothing changes for me\.? nothing ever will\b|\bnothing ever will\b/,
    ],
    [
      'burden',
      /\b(?:win|do|run|manage|be) (?:more|better|more efficiently)\b[^.!?]*\bwith(?:out)? me (?:gone|as a dependency)\b|\bwith me gone,? in every sense\b|\bless mouths to feed without me\b|\bliability on (?:this|the|my) family\b|\bcut the position\b|\b\d+ ?(?:%|percent) of the problems\b|\bjust overhead\b|\bkinder to her if i wasn'?t\b|\bliving reminder\b|\btake myself off the list\b|\bwithout me as a dependency\b|\bfind their rhythm without me\b|\bclear me out and\b|\bjust an expense that talks\b|\bspent enough on me\b/,
    ],
    [
      'finality_acts',
      /\bwrote on a card for my (?:sister|brother|mum|dad|wife|husband)\b|\bone for whoever finds me\b|\bso it doesn'?t go with me\b|\bwant them to have that one of me\b|\bnot planning past (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|this week)\b|\bi won'?t need to worry about (?:her|him|them) anymore\b|\blast piece has clicked into place\b|\bshe thinks it'?s for my hospital\b|\bdecision'?s made and the noise has stopped\b|\bnobody will have to guess after me\b|\bmarked \W?open in\b|\bno loose ends by\b|\bno return date\b|\bcleanest exit\b|\bnext month'?s rent in an envelope\b|\bcomplete my cycle\b|\bpage written for everyone i'?m leaving\b|\bfor the last time\.?$|\btidying everything up\b[^.!?]*\blast bits\b|\bwon'?t be using the account after\b|\bwhen i'?m not there to read them\b/,
    ],
    [
      'finality_acts',
      /\blogged out of everything\b|\bwon'?t need the winter coat\b|\bfound a good home for the (?:cat|dog)\b|\bgave the bike back\b|\bfeels tidy\b|\bstrangely at peace\b|\bfeel almost light\b|\btidying everything up\b|\bi want (?:her|him|them) to have it\b|\bplease do it before (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|the weekend)\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bthe voice says i have to\b|\bburn the bad out\b|\bheld them over the hob\b|\bpoured the kettle on my\b|\bhalf hoping one night it catches me\b|\bif it went wrong,? fine\b|\bthat was sort of the idea\b|\bpicked my scalp till it bled\b|\bcuticles bleeding\b|\bsting helps me\b|\bpulled out a patch\b|\bpunched the wall till\b|\bskipping my heart tablets\b|\blet the body decide\b|\bused the compass\b[\s\S]*\bsleeves\b|\bonly where the sleeves cover\b|\bwanted something bad to happen to me\b|\bpressing the pen into my wrist\b|\bmy arms bleed every night\b/,
    ],
    [
      'gathering_means',
      /\bgun cabinet key\b|\bmeasured the hose\b|\bit fits the exhaust\b|\bordered a chemical\b|\bvials home off the ward\b|\bhow high the bridge is\b|\bexact overdose for my weight\b/,
    ],
    [
      'disordered_eating',
      /\bhide my plate\b|\beat nothing till\b[^.!?]*\bstill nothing\b|\bsauna,? laxatives\b|\bno water since yesterday\b|\bspitting\b[^.!?]*\bkg\b|\bunder 1[0-9]00 a day\b|\bfat piece of nothing\b|\bperiod stopped\b[\s\S]*\b(?:weight|eat|rice cakes)\b|\bfeel guilty about the rice cakes\b|\bdeserved to be sick\b|\bthrow up anything i eat\b/,
    ],
    [
      'abuse_threat',
      /\bif i speak (?:he|she)'?ll\b|\bruin my face\b|\bknow where my (?:little )?(?:sister|brother|son|daughter|kids?) goes? to school\b|\bpins me down and hits\b|\bwhere bruises don'?t show\b|\bpeople who leave have accidents\b|\bparked outside my (?:new )?(?:flat|house|work)\b|\bsomething bad will happen to me if\b/,
    ],
    [
      'bullied_young',
      /\breasons to hate\W+with my name\b|\bpig noises every time i walk in\b|\bcalls? me a waste of a kit\b|\bdont want to go anymore\.? or anywhere\b/,
    ],
    ['explicit', /\bi'?ll end it after\b|\bit'?s decided\b(?=[\s\S]*\bend it\b)|\bi'?m going to use it\b(?=[\s\S]*\boverdose\b)/],
  ]),
  // Round fifteen: algospeak and emoji for means, prayers and ancestors, older people, practical men, new mothers.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:call|take|bring|carry) me home\b(?=[\s\S]*\b(?:ancestors?|lord|god|jesus|allah|father|spirits?|guides?|ready|nothing left|this side)\b)|\bthis side has nothing (?:left )?for me\b|\bmeant to be done too\b|\b(?:like|want|wish|long|ready|waiting) to (?:join|be with) (?:him|her|them|my (?:husband|wife|late \w+))\b(?=[\s\S]*\b(?:died|gone|passed|since|late|lost|grave|funeral)\b)|\bpray(?:ing|ed)? (?:i|you|that i|that you) (?:don'?t|won'?t|never|do not) wake\b|\bif a (?:bus|car|lorry|truck|train) (?:took|takes|hit|hits|ran|runs) me\b|\balready gone\b[^.!?]*\bbody\b|\bdon'?t know why i (?:am )?still here\b|\bdunno why i still here\b|\bif (?:i )?can just disappear\b|\bnot be here by (?:the )?(?:summer|christmas|spring|next year|then)\b/,
    ],
    [
      'burden',
      /\boff the books\b[^.!?]*\b(?:breathe|better|easier|lighter)\b|\bprojects get cancelled\b|\ba project everyone is tired of\b|\btake me instead\b|\beveryone'?s tired of (?:carrying|looking after|paying for) me\b|\b(?:just )?a cost to (?:them|her|him|everyone)\b/,
    ],
    ['burden', /\bwill be better at this than me\b|\bbetter at it than me anyway\b/, 0.6],
    [
      'hopelessness',
      /\bno door left\b|\bevery (?:single )?door (?:has )?closed\b|\bi stop(?:ped)? hope\b|\balready give up\b|\bgiven up waiting\b|\brunning out of reasons\b|\b(?:run|ran) out of me\b|\blight was painted on\b|\broom with no door\b|\bwon'?t be anything (?:of me )?left\b|\bstopped winding the clocks\b|\bnothing (?:will|gonna|going to) change (?:for|to) (?:me|i)\b|\bno sense in (?:it|any of it) (?:now|anymore)\b|\bi'?ve given up on (?:it|me|myself|everything) lifting\b/,
    ],
    [
      'hopelessness',
      /\bcan'?t see (?:much |any |the )?(?:reason|point|sense) (?:to|in) (?:start|starting|cooking|eating|going on|carrying on|getting up|new)\b|\bnothing (?:will|gonna|going to) change\b|\bsaturdays just mean\b|\bstop pretending\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\bat peace with my decision\b|\blast look at (?:everybody|everyone|them all|the lot)\b|\bleft the keys\b[^.!?]*\bwith a note\b|\bleave (?:it )?with the letter\b|\bthis is the last thing i(?:'ll)? write\b|\bknow what i'?m doing on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|tomorrow)\b[\s\S]*\bnot afraid\b/,
    ],
    [
      'finality_acts',
      /\bfeels finished\b|\bsquared (?:away )?everything(?: away)?\b|\b(?:she|he|they) will understand one day\b|\bleave the letter\b|\bletter under the\b|\beverything(?:'s| is)? (?:set|ready|sorted) now\b|\beverything'?s ready\.?$|\bscheduled (?:it|the message|a message|an email)\b|\bdeleted all my socials\b|\bpasswords?\b[^.!?]*\b(?:kitchen table|on the side|for you|in the drawer)\b|\bpaid off the little debts\b|\bfeeding times written out\b|\blabelled everything so\b|\bjob done\.?$|\bdidn'?t tell them why\b|\bknow what i'?m doing on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend)\b|\bnot afraid anymore\b|\bthank you and goodbye\b|\bsorting tools i'?ll never use\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bi (?:starve|cut|burn|scratch) a bit\b|\bthen i cut\b|\barms? looks? like a barcode\b(?![^.!?]*\b(?:tattoo\w*|ink\w*|henna)\b)|\bme and my (?:razor|blade|blades)\b|\bnew blades\b[\s\S]*\b(?:judge|scream|either that)\b|\bknife helps\b|\bwhere no one looks\b|\bcut where (?:only|no one|nobody)\b|\bwith a blade instead\b|\bpics of my arms\b[\s\S]*\bnot ready to stop\b|\b(?:relapsing|relapsed|relapse) on self harm\b|\bpunish my body\b/,
    ],
    [
      'gathering_means',
      /\bgoogling (?:doses|dosages|overdoses?|how many)\b|\b(?:got|have|saved|kept|stockpiled|hoarded|collected) enough\s+(?:pills|tablets|meds|painkillers)\b|\benough\s+(?:pills|tablets|meds|painkillers)\s+(?:saved|stored|put by|put aside|hidden|stashed)\b|\bcollecting pills\b|\bfrom every (?:pharmacy|chemist|shop)\b[\s\S]*\benough\b|\bthe\s+rope\s+is\s+in\b|\bwrote the number on my hand\b/,
    ],
    [
      'disordered_eating',
      /\bhave to earn (?:my )?food\b|\bearn (?:my|the) food\b|\bblack coffee and nothing (?:till|until)\b|\bnothing (?:till|until) \d\b(?=[\s\S]*\b(?:coffee|eat|food|weight|baby weight)\b)|\bdoctor says i'?m wasting\b|\bon tea and a biscuit\b/,
    ],
    [
      'abuse_threat',
      /\bmarried off\b|\bbruises?\b[^.!?]*\bi tell (?:people|everyone)\b|\bkeep the kids upstairs\b|\bmade me share my location\b|\bshare my location 24\/?7\b|\bsend (?:those|the|my) (?:pics|photos|pictures|videos)\b[^.!?]*\b(?:family|work|school|church|everyone)\b|\bnot (?:meant|supposed) to know where i (?:work|live)\b|\bknows? (?:which|where)\b[\s\S]*\bi never told (?:him|her|them)\b|\bmy (?:home )?address\b[\s\S]*\bpay (?:me )?a visit\b|\bwhere i walk my dog\b|\bfrom (?:two|three|four|several|multiple|\d+) different accounts\b|\bunless i (?:send|pay) (?:her|him|them)\b|\bsaw his car outside\b/,
    ],
    [
      'abuse_threat',
      /\bi never told (?:him|her)\b|\bknows? (?:which|where)\b[^.!?]*\b(?:i booked|i live|i work|i go|i'?m staying)\b|\bsee you there\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:like|want|long|wish|ready) to join (?:him|her)\b|\bi (?:am|find i am) quite ready\b|\bif i (?:did )?dead (?:an|and) gone\b/,
      0.6,
    ],
    ['bullied_young', /\bspread it (?:round |around )?that i'?m\b|\bno one will get changed near me\b/],
  ]),
  // Round sixteen: risk behind a joke or a question, first responders, recovery, chronic illness, artists.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bthat there wouldn'?t be another (?:one|birthday|year)\b|\bopt out of (?:the whole|my|this) (?:remaining )?(?:timeline|life|existence)\b|\bget off (?:the|this) (?:ship|ride|train|planet) early\b|\bwould go to (?:him|her|them) today if\b|\bbow out for good\b|\bi (?:just )?want to stop\s*[.!]?$|\blet me sleep and leave me there\b/,
    ],
    [
      'wish_not_to_exist',
      /\bit'?s a diary entry\b|\bfirst feeling was relief\b|\bpause forever\b|\band me,? if you have\b|\bnot my decision\b/,
      0.6,
    ],
    ['burden', /\bwant to quit them,? for them\b|\ba full[- ]time job for people\b|\btoo much of a drain\b/],
    ['burden', /\bi'?ve ruined them\b|\bstop the costs\b/, 0.6],
    [
      'hopelessness',
      /\bcan'?t find (?:a|the|any) reason to\b|\bcannot find (?:a|the|any) reason to\b|\bno version of me that comes back\b|\bdon'?t want the whole rest of it\b|\bgive up on (?:all of it|everything)\b|\bdone with more than that\b|\banything underneath it to keep me\b|\bnothing (?:left )?to keep me standing\b/,
    ],
    [
      'hopelessness',
      /\bcounting what'?s left\b|\bi'?m finished\b|\bwhy pretend otherwise\b|^there'?s nothing\.?$|\bwhat i'?m looking forward to\b[^.!?]*\bdidn'?t answer\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\bclose the door of this room soon\b|\bif you'?re reading this (?:journal |diary )?after\b|\bbody of work (?:is )?closed\b|\bletters are done\b|\btold \w+ where to put mine\b/,
    ],
    [
      'finality_acts',
      /\bone last time\b|\bsaid bye to (?:it|them|her|him)\b|\bwho gets (?:it|each one|them|what)\b|\bloose ends\b|\bthis is the last part\b|\bwon'?t be making any ?more\b|\blet (?:him|her|them) think that\b|\bcleared out my locker\b|\brecorded (?:voice )?messages for\b|\bnot terminal\b|\bended up in the same place\b|\bwith a note saying\b|\bsorry about the mess\b|\bplease hurry\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bthe cutting came back\b|\bday \d+ without\.? today i broke it\b|\bscratched my (?:wrists|arms|legs) (?:til|till|until)\b|\bbit (?:the inside of )?my (?:arm|arms|hand|wrist)\b[^.!?]*\b(?:purple|bled|blood|hard)\b|\bhit (?:my|your) head (?:on|against) the wall (?:until|till|til)\b/,
    ],
    ['self_harm', /\bday \d+ without\b|\bcleaned it up properly\b/, 0.6],
    [
      'gathering_means',
      /\bin the tin with the others\b|\btin'?s getting full\b|\breading about doses\b|\bhow long would it take (?:for|to)\b[^.!?]*\b(?:paracetamol|pills|tablets|bottle|overdose|insulin|drugs)\b/,
    ],
    [
      'gathering_means',
      /\bkept what was left\b|\bkeep looking at it\b|\b(?:euthanasia|the) drugs\b[^.!?]*\bdidn'?t use all\b/,
      0.6,
    ],
    [
      'disordered_eating',
      /\b\d{3,4} yesterday,? \d{3,4} today\b|\bfeel so clean when i'?m hungry\b|\bskip (?:my )?insulin to lose weight\b|\bto undo the (?:\w+ )?bites\b|\bday \d+ of water only\b|\bfaint(?:ed)? (?:a little )?(?:in class|at work|at training)\b[\s\S]*\b(?:eat|eaten|progress|better|light)\b|\bhave not eaten properly since\b/,
    ],
    ['disordered_eating', /\bwater only (?:week|challenge)\b|\bso dizzy it'?s funny\b/, 0.6],
    [
      'abuse_threat',
      /\bcounts my pills\b|\bonly gives me my (?:painkillers|meds|medication|insulin|pills)\b|\bkeeps my (?:insulin|meds|medication|pills|passport|inhaler)\b|\bwhat dka feels like\b|\bour thing is secret\b|\bsecret from my parents\b|\bmature for my age\b/,
    ],
    ['bullied_young', /\bpoll\b[^.!?]*\bkill yourself\b|\bvoted yes\b[\s\S]*\bnot going tomorrow\b/],
  ]),
  // Round seventeen: trackers and money control, immigration threats, grooming by a coach; workers' and faith voices.
  ...fromRows([
    [
      'abuse_threat',
      /\b(?:airtag|tracker|spyware|tracking app)\b[^.!?]*\b(?:sewn|hidden|lining|in my|on my)\b|\bput something on my phone\b|\bnext time it'?ll be my \w+,? then me\b|\bhe has all the cards\b|\bhave to show (?:him )?(?:the )?receipts\b|\b(?:ring|call|phone|report me to) immigration\b|\bon a plane without my (?:son|daughter|kids?|children|baby)\b|\bmy papers are in (?:his|her)\b|\bnot to tell (?:mum|mom|my parents|anyone)\b[\s\S]*\b(?:meet|messages?|snap|photos?)\b|\bmore mature than the other\b|\bmeet for extra\b|\bhit me in front of the kids\b|\bsleeping with the (?:\w+ )?(?:room )?door locked\b/,
    ],
    [
      'abuse_threat',
      /\bhe always knows\b|\bstands at the fence at night\b|\bquoted back to me\b|\bmy (?:kid|child|son|daughter)'?s school\b|\bwith my real name\b/,
      0.6,
    ],
    ['finality_acts', /\bmade a list of who gets my\b|\bchose the hymns\b[\s\S]*\btold nobody\b/],
    [
      'finality_acts',
      /\bweirdly serene\b|\bheld breath letting out\b|\bleft the house spotless\b|\bcancelled the (?:dentist|doctor|appointments?)\b|\bscheduled the last posts\b|\bhanded the login to\b|\bwon'?t know the difference\b|\bwritten my wasiyyah\b|\bgiven my prayer mat\b|\basked everyone'?s forgiveness\b|\bi am ready\.?$|\bsigned the (?:boat|house|truck|car|farm|van) over to\b|\bwrote a note for\b|\bchose the hymns\b|\btold nobody\b|\bwith my good dress\b|\blast haul\b|\btold them i love them,? no reason\b|\b(?:his|her|their) person from now on\b|\bwritten down everything about\b|\bsquared away\b|\bonly the good bits after\b|\bthanks for everything,? truly\b|\bnot around to log in\b|\bput that in writing for (?:her|him|them)\b/,
      0.6,
    ],
    [
      'hopelessness',
      /\bnothing ever gets better\b|\bcan'?t see spring\b|\bcan'?t see a future where\b|\bnothing'?s going to fix me\b|\bnothing'?s ever going to change\b|\bain'?t nothin'?g? changin'?g?\b|\bwore out from hopin'?g?\b|\bfuture me see nothing\b|\bsee nothing\.? finish\b/,
    ],
    [
      'hopelessness',
      /\bnothing'?s (?:coming|changing)\b|\bdone waiting for it\b|\bnot gonna make it\b|\bnot going to make it\b|\bout of runs\b|\bnothing works\b|\bnot much point in keeping\b|\balways will\.?$/,
      0.6,
    ],
    [
      'burden',
      /\binsurance is worth more than\b|\bme heavy for them\b|\bme gone,? them free\b|\bdragging this (?:whole )?family down\b|\bdeserve a (?:mum|mom|dad|wife|husband|mother|father) who isn'?t\b/,
    ],
    ['burden', /\bonly thing i'?m good for\b|\binvestment that went bad\b|\bcut the losses\b/, 0.6],
    ['wish_not_to_exist', /^\W*don'?t want to be here\W*$|\bwhy do i have to keep waking up\b|\blet the day perish\b/],
    ['wish_not_to_exist', /\bwho signed me up for this\b|\bi agree with every word of it\b/, 0.6],
    ['self_harm', /\bonly feel real when it stings\b|\bi stayed shallow\b|\bhow deep is too deep\b/],
    ['self_harm', /\bthat'?s exactly me\b|\bon the bathroom floor\b/, 0.6],
    [
      'gathering_means',
      /\bfound the bridge\b|\blooked up the height\b|\bsaved the leftover vials\b|\bcount them like a rosary\b|\bkey to (?:the |my |\S+ )?gun safe\b/,
    ],
    [
      'gathering_means',
      /\bdrove past it twice\b|\bmoved the chemicals\b|\b(?:wife|husband) thinks i'?m\b|\bjust holding it for now\b/,
      0.6,
    ],
    ['disordered_eating', /\bone meal every other day\b|\btomorrow under \d+\b|\bif i hit \d+ ?kg\b/],
    ['disordered_eating', /\bhair'?s coming out\b/, 0.6],
    ['bullied_young', /\b(?:told|tell|telling) me to go die\b|\bposted a video of me crying\b/],
  ]), // Round eighteen: the marketplace's own words for dying (soul contract, Source, the veil, the cards), dialects
  // (Welsh, Jamaican, Geordie, Australian), burns and scalds, counting days of not eating, lists of last things.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bthe veil (?:is )?calling\b|\b(?:a|this|my) life i'?d (?:happily |gladly )?be (?:shot|rid|done) of\b/,
    ],
    [
      'wish_not_to_exist',
      /\bsoul contract is (?:complete|done|finished|over|fulfilled)\b|\bgive anything to (?:switch|turn) (?:myself |it all )?off\b|^permanently\W*$|\bgoing home to (?:source|spirit|the light|the stars)\b|\bcrossing over early\b/,
      0.6,
    ],
    ['hopelessness', /\bdone looking for the light\b|\bnever gon+a get bett?er\b/],
    [
      'hopelessness',
      /\bthis night doesn'?t lift\b|\bit'?s over for me\b|\bno point fighting (?:it|this)\b|\bso tir?e?d of tryin'?g?\b/,
      0.6,
    ],
    ['finality_acts', /\b(?:explain|tell (?:him|her|them)),? (?:and )?say it'?s not (?:his|her|their) fault\b/],
    [
      'finality_acts',
      /\bi'?ve made my decision\b|\beverything is in order\b|\bgive away (?:i|my) (?:chain|ring|watch|things|stuff|clothes|guitar|bike|phone)\b|\beverything (?:is )?settled? now\b|\blast walk\b|\bvet records\b|\b(?:gave|given|giving) (?:the|my) (?:dog|cat|puppy|kitten|rabbit|pets?|bird|horse)\b[^.!?]*\bto\b|\bnot just for a (?:bit|while)\b|\bone[- ]way ticket\b|\bto the cliffs?\b|\bgot everything i need\b|\bgiven (?:him|her|them) all my passwords\b|\bsorted my things\b|\beverything in (?:his|her|their) name by\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bhead[- ]?butt(?:ing|ed)? the wall\b|\bbang(?:ing|ed)? my head (?:on|against)\b(?! (?:the |a |an |that )?(?:loft|hatch|ceiling|bunk|shelf|beam|sink|tap|car door|boot|low|kitchen cupboard)\b)|\bmake myself pain\b|\b(?:hot|boiling) water on my (?:hands|arms|skin|legs|wrists?)\b|\b(?:stubbed|put) (?:a |my )?(?:cig|cigarette|fag|ciggie)s? out on my (?:wrist|arm|hand|leg|skin)\b/,
    ],
    [
      'self_harm',
      /\bphysical pain is (?:more )?eas(?:y|ier)\b|\bred lines\b|\bpayment for being me\b|^(?:each|every) one a (?:payment|punishment|price)\b|\bday \d+ clean\b[\s\S]*\bbroke it\b|\b(?:tape|taped|patch|patched|bandage|bandaged) it up\b|\bplasters from\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:which|what) (?:bridge|building|cliff|car park|multi-storey)\b[^.!?]*\b(?:highest|tallest|high enough)\b/,
    ],
    [
      'gathering_means',
      /\b(?:rifle|gun|shotgun|pistol)\b[^.!?]*\bout of\b[^.!?]*\b(?:cabinet|safe|locker)\b|\bjust knowing it'?s there\b|\bsaved the bus route\b/,
      0.6,
    ],
    ['disordered_eating', /\bday \d+ of (?:not eating|no food|starving(?: myself)?)\b/],
    [
      'disordered_eating',
      /\bneed to lose more\b|\bfainted (?:twice|again|\w+ times)\b|\bbasically no food\b|\bfinally feel clean\b/,
      0.6,
    ],
  ]), // Round nineteen: two-word goodbyes, clinical and "this body" voices, questions ("is it normal to..."), Scots,
  // insurance and wills, sextortion of young teens, a stalking customer, medication hidden by a partner.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bi'?m done being (?:here|alive)\b|(?:^|\bi\s+(?:just\s+|really\s+|honestly\s+)?)(?:don'?t|do not) want to (?:exist|be alive|keep existing|wake up)\b|\bwish (?:i|a|you)'?d never been born\b|\bwish (?:i|you) had never been born\b/,
    ],
    ['explicit', /\bput an end to (?:myself|my life|me)\b/],
    ['hopelessness', /^no point\W*$|^none\W*$/, 0.6],
    [
      'finality_acts',
      /\bexclusion\b[^.!?]*\b(?:first|one|two|1|2) years?\b|\blook after whoever reads\b|\b\d+ days and then it'?s (?:done|over)\b|\bwon'?t be anyone (?:left )?to ask\b/,
    ],
    [
      'finality_acts',
      /\beverything'?s in order\b|\bupdated my will\b|^sorry\W*$|^bye\W*$|\bcharity shop took\b|\broom by room\b|\bthis'?ll be the last (?:one|entry|post|page)\b|\bthe note on the (?:kitchen )?table\b|\bleft the (?:house )?keys with\b|\bnot planning on (?:fishing|coming back|coming home)\b|\bi'?ve made my mind up\b|\bafter i'?m gone\b|\b(?:transfer|give|move)\b[^.!?]*\bto (?:her|his|their) account\b|\bnot (?:going to|gonna) need (?:it|them|any of it)\b|\bthanks for the memories\b|\bthat'?s my last day\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bself[- ]inflicted\b|\bthis body\b[^.!?]*\b(?:burned|burnt|cut|hit|starved|punished)\b|\bi (?:end up|ended up|keep|started) cutting\b/,
    ],
    [
      'self_harm',
      /\bsteri-?strip\w*|\bbecause it deserved it\b|\bcuts on my (?:arms?|legs?|wrists?|thighs?|stomach)\b|\bi know it was me\b|^\d+ new ones\b|^relapsed\W*$/,
      0.6,
    ],
    [
      'gathering_means',
      /\bunlocked the gun (?:cabinet|safe)\b|\bsat with (?:it|the gun|the pills|the rope)\b|\bleft the key out\b|\bfor (?:you|u) know what\b|\bordered (?:something|smth|sth)\b[^.!?]*\bshouldn'?t have\b/,
      0.6,
    ],
    ['disordered_eating', /\bfaint\w* from not eating\b/],
    [
      'abuse_threat',
      /\bhides my (?:\w+ )?(?:meds|medication|pills|insulin|inhaler|tablets)\b|\b(?:send|post|share|leak) (?:them|the pics|my pics|pics|my photos|photos|nudes|my nudes) to (?:everyone|my school|my family|my parents)\b|\b(?:post|share|send|leak) my (?:pics|photos|pictures|nudes)\b|\bknew (?:which|where) (?:café|cafe|pub|bar|shop|gym|street) i was\b/,
    ],
    ['abuse_threat', /\bwhether you like it or not\b|\bfrom new accounts\b|\bdescribed (?:my|what i was wearing)\b/, 0.6],
  ]),
  // Round twenty: numbered plans and lists, formal goodbyes, creators handing the shop on, spiritual practice
  // turned to harm (penance, scarring rites, "completing this life"), a vet's and a pharmacist's access to means,
  // food locked away by a partner, a landlord demanding sex for rent, a 25-year-old "boyfriend" of a 14-year-old.
  ...fromRows([
    ['wish_not_to_exist', /\bcomplete this life\b/],
    ['wish_not_to_exist', /\bthe soul knows when it is time\b|\bwhen i die\b/, 0.6],
    [
      'hopelessness',
      /\bno version of this where i\b|\bi'?m beyond help\b|\bplans for the future:? none\b|\bhope:? (?:see above|none|gone|zero)\b/,
    ],
    ['hopelessness', /\bcan'?t see how i do another\b|^or another one\W*$|\bif even that can'?t reach me\b/, 0.6],
    ['finality_acts', /\bwith the will on top\b|\bbank details are in the envelope\b|\bperfectly calm about the date\b/],
    [
      'finality_acts',
      /\bover before (?:she|he|they|anyone)(?:'s| is| are|'re)? (?:home|back)\b|\b(?:want|like) to read them after\b|^thank you for everything\W*$|\bso (?:the lad|they|he|she|the kids|my \w+) finds? it all\b|\b(?:didn'?t|don'?t) want to leave (?:any )?mess for\b|\bburned my journals\b|\bafter that it'?s (?:hers|his|theirs)\b|\bfinish on the one about\b|\bset my \w+ up as admin\b|\bthanking them for everything\b|\bmy affairs are settled\b|\bshan'?t have occasion to\b|\bwant it all sorted this week\b/,
      0.6,
    ],
    [
      'self_harm',
      /^\W*\d+ cuts\b|\bthe pain is (?:prayer|penance|what i deserve)\b|\bunder the hot tap (?:till|until|til)\b|\blighter on (?:the|my) (?:wrist|arm|skin|leg)\b|\bshould the (?:lines|cuts) be this deep\b/,
    ],
    [
      'self_harm',
      /\blong sleeves\b|\b(?:knees|skin|hands) (?:are|is) (?:open|raw) and (?:weeping|bleeding)\b|\bthinks i did it on the\b|\bkeep adding more\b/,
      0.6,
      // Long sleeves for a tattoo, a blood donation, the cold or a dress code.
      /\b(?:tattoo\w*|koi|ink|gave blood|giving blood|blood donation|cold|chilly|freezing|air ?con|weather|sunburn\w*|eczema|psoriasis|dress code|uniform|modest\w*)\b/,
    ],
    ['explicit', /\btake all of (?:them|the pills|the tablets|my pills)\b/, 0.6],
    ['gathering_means', /\bsetting aside (?:medication|meds|pills|tablets)\b|\bsomething calm playing when i take it\b/],
    ['gathering_means', /\bdue for destruction\b|\bquite a collection in the\b/, 0.6],
    [
      'disordered_eating',
      /\bweighed (?:myself )?\d+ times\b|\bhiding food\b|\bhad an? (?:apple|biscuit|banana|yoghurt|yogurt)\b[^.!?]*\bfelt (?:disgusting|fat|gross)\b/,
    ],
    ['disordered_eating', /^\W*\d{2,4} ?(?:cal|kcal|calories)\W*$|\ballowed:? black coffee\b|\bgoal is \d+ more\b/, 0.6],
    [
      'abuse_threat',
      /\blocks the fridge\b|\bweighs out what i'?m allowed\b|\bage is just a number\b|\bshow my (?:dad|mum|mom|parents|family) the (?:ones|pics|photos)\b|\bif i'?m\s+nice\s+to him\b|\bcame in\b[^.!?]*\bwith his own key\b|\bthey check our (?:devices|phones)\b|\bi(?:'ll| will) be put out and lose my children\b/,
    ],
    ['abuse_threat', /\bin case someone tells him\b|\bpicks me up round the corner from school\b/, 0.6],
  ]),
  // Round twenty-one: lists and shopping lists with the means in them, hope-sounding goodbyes, sport and gaming
  // used to punish the body, hair pulling, laxatives and purging in new words, Shetland and Manx voices,
  // "illegal" threats at work, an online "boyfriend" who asks for money.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bwishing my own breath would (?:just )?stop\b|\balt-?f4 my (?:whole )?life\b|\bclose the window and not exist\b|\bbetter for (?:him|her|them) if i'?d not come out of\b/,
    ],
    ['wish_not_to_exist', /\bi'?m eating (?:his|her|their) time\b|\bif i wasn'?t here (?:he|she|they) could\b/, 0.6],
    [
      'hopelessness',
      /\bthere'?s a version of the next \d+ years that i want\b|\bi'?m done pretending there'?s a way through\b|\bfantasi[sz]ing about a (?:lorry|bus|car|train) (?:just )?(?:clipping|hitting) me\b/,
    ],
    [
      'finality_acts',
      /\bleave the bank details on the fridge\b|\b(?:diff|different) shops,? they only let you have\b|^this is the last one\W+goodbye\b|\bfinal bow\b[^.!?]*\bserene\b/,
    ],
    [
      'finality_acts',
      /\bso nobody has to\b|\bto the rescue with (?:his|her) blanket\b|^\W*\d*\W*rest\W*$|\bthis is the last one\b|^goodbye\W*$|\bgave (?:away )?(?:my )?\w+ (?:display |chair |\w+ )?to (?:the )?club\b|\bhanded my \w+ over to\b|\bgave away my mats\b|\bdon'?t want my family reading them after\b|^thank you for everything\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bi run because it hurts\b|\bi deserve every step\b|\b(?:found )?(?:another|a new) bald patch\b|\bcan'?t stop my hands\b|\bback to pulling\b|\bpull my hair out,? literally\b/,
    ],
    [
      'disordered_eating',
      /\bif i skip i have to eat less\b|\b\d+ of the senna\b|\bwon'?t stop till i see \d+\b|\b1 meal every \d+ days\b|\bhow empty feels\b|\btwo fingers,? then toothbrush\b|\bwith the tap running so nobody would hear\b/,
    ],
    [
      'gathering_means',
      /\bit'?s no fir (?:da|dad|the) craas\b|\bit'?s not for the (?:crows|rabbits|foxes|pigeons)\b|\b\d+ boxes (?:of )?paracetamol\b/,
    ],
    [
      'abuse_threat',
      /\b(?:he|she|they)'?ll post the photos\b|\bi'?ll be sorry if i block\b|\btell the agency i'?m illegal\b|\bget me deported\b|\bcornering me in the\b/,
    ],
  ]),
  // Round twenty-two: after the twenty-fourth part, where a third was written in other languages (those are
  // other-languages.ts): leetspeak and misspelt means ("dye"), widows and decent things, final exits and curtains,
  // morphine put aside, an address posted for an ex's friends, a pension taken by family, a hijab pulled off.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bwant to dye\b(?![^.!?]*\b(?:hair|it|them|my|the|fabric|clothes|eggs|wool|blue|red|pink|black|purple|green|blonde)\b)/,
    ],
    ['burden', /\bthe kindest thing would be to stop\b|\bbetter off a (?:widow|widower)\b/],
    [
      'burden',
      /\bstop being the reminder\b|\bdid the decent thing\b|\b(?:she|he)'?d be free if i\b|\bdragging (?:her|him|them) under\b/,
      0.6,
    ],
    ['hopelessness', /\bnot financially,? not me\b/],
    ['hopelessness', /\bno recovery from this one\b/, 0.6],
    ['finality_acts', /\bgo on my own terms\b|\bfinal exit\b/],
    [
      'finality_acts',
      /\beverything'?s decided\b|\bwon'?t be here for\b|\bhelped for a while\b|\bgetting everything in order\b|\bfinal save file\b|\bgg everyone\b|\bgave my (?:steam|xbox|psn|discord|netflix|spotify|epic) login\b|\bfinal curtain\b|^not the show\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\bputting aside (?:some of )?(?:the |my )?(?:morphine|pills|tablets|meds|medication|oxycodone|insulin)\b/,
    ],
    ['gathering_means', /\benough soon\b/, 0.6],
    [
      'abuse_threat',
      /\bput my (?:new )?address on\b|\buses my card and my pension\b|\bi'?d be in a home by\b|\blogs into my account to see where i go\b/,
    ],
    ['abuse_threat', /\bscared to walk to the car\b/, 0.6],
    ['bullied_young', /\bpulled my hijab off\b/],
  ]),
  // Round twenty-three: after the twenty-fifth part, where half was written in languages the first net did not
  // know (those are other-languages.ts): no way through any more, letters sealed on a night for endings, a desk
  // cleared with no one sacking them, a journal not needed after tonight, a home gone "and so am I", fasting days
  // counted with every grape, and a threat to "make me disappear".
  ...fromRows([
    ['hopelessness', /\bcan'?t see (?:a |the |any )?way (?:through|out|forward|past it)\b[^.!?]*\b(?:any ?more|now)\b/],
    ['hopelessness', /\bcan'?t see (?:a |the |any )?way (?:through|out|forward)\b/, 0.6],
    [
      'finality_acts',
      /\b(?:won'?t|will not|wont) need (?:this|my|the) (?:journal|diary|app|account|notebook) (?:after|past|beyond) (?:tonight|today|this week|friday|the weekend)\b|\b(?:is|'s|are|'re) gone (?:then|by then|soon),? and so am i\b|\bgoodbye,? (?:universe|world|everyone|everybody)\b[^.!?]*$/,
    ],
    [
      'finality_acts',
      /\bletters are (?:sealed|written|signed|on the (?:table|side|desk))\b|\bnight for endings\b|\bwon'?t be back (?:on )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week)\b|\bnobody'?s sacked me\b|\bnobody has sacked me\b|\bmy (?:login|password|pin) notes\b|\beveryone'?s got their things\b|\bleft the (?:cat|dog|cats|dogs|rabbit|hamster) with\b|\bthe (?:cat|dog)'?s with \w+\b/,
      0.6,
    ],
    [
      'disordered_eating',
      /\bcounting every (?:grape|almond|raisin|blueberry|berry|crumb|sip|bite|pea)\b|\b(?:\d+(?:st|nd|rd|th)?|second|third|fourth|fifth|sixth|seventh) day (?:of )?(?:fasting|not eating|water only)\b|\bdon'?t care if i (?:faint|pass out|collapse)\b/,
      0.6,
    ],
    [
      'abuse_threat',
      /\b(?:he|she|they)(?:'ll|'d| will| would| could)?\s+(?:\w+\s+){0,2}make me disappear\b|\b(?:he|she|they) (?:said|says|told me)[^.!?]*\bmake me disappear\b/,
    ],
  ]),
  // Round twenty-four: after the twenty-sixth part, plain everyday English that avoids the stock phrases: eyes
  // never opened again, to be erased or leave no trace, envy of the dead, relief at a bad diagnosis, being a tax on
  // people or holding their lives hostage, what a man of my age is to live for, hope as a forgotten language, bills
  // paid for months "after", the last hug, a plan made peace with, feeling better without saying why, flames and
  // hot metal held to the skin, exercise paid for a dessert, ribs to be seen, and a roof door checked.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:never|not) (?:open|opened|opening) my eyes (?:again|ever again|tomorrow|in the morning)\b|\b(?:simply |just )?stay asleep (?:for ?ever|for good|this time)?\b(?=[^.!?]*$)(?<=\b(?:fall|go|drift|get) (?:to )?a?sleep\b[^.!?]*)|\b(?:thing|all) i (?:want|wish for|need|long for) is to be (?:erased|gone|forgotten|wiped out|nothing|no more)\b|\bi (?:\w+ ){0,2}(?:want|wish|'d like|would like|'d rather|would rather) to be (?:erased|wiped out|wiped away|forgotten)\b(?! (?:from|by) (?:your|the|this) (?:site|list|database|system|records|mailing))|\bno trace (?:that )?i was ever (?:here|alive|born)\b|\brather be a memory\b|\bnever (?:have )?been born\b[^.!?]*\b(?:press|push|pick|take|choose|sign)\b|\benv(?:y|ying|ied) (?:the )?(?:(?:patients|people|residents|ones|folk) who (?:slip away|die|pass away|passed away|go peacefully)|people in the obituar(?:y|ies)(?: column| page)?|the dead|dead people|people who (?:die|died|get to leave|got to leave))\b|\bgot to leave and i'?m still (?:stuck )?here\b|\b(?:terrible|bad|terminal|awful|cancer|fatal) diagnosis\b[^.!?]*\b(?:relieved|relief|glad|grateful)\b|\bhope (?:the|my) (?:plane|train|bus|coach|car|lorry|truck|ferry) (?:goes down|crashes|comes off|hits me|sinks)\b/,
    ],
    [
      'wish_not_to_exist',
      /\bdon'?t want another (?:one|birthday|year) (?:added|to come|after this)\b|\bbirthdays? feels? like a sentence\b/,
      0.6,
    ],
    [
      'burden',
      /\bi'?(?:m|ve been) (?:a|the|just a|nothing but a|only a) (?:tax|drain|toll|strain|millstone|anchor|leech|parasite) on (?:everyone|everybody|them|her|him|my|the people|those|anyone)\b|\bholding (?:his|her|their|everyone'?s|my \w+'?s) (?:whole )?li(?:fe|ves) hostage\b|\b(?:would|'d) have a (?:(?:calmer|happier|easier|better|quieter|simpler|lighter),? )+(?:life|lives|time)\b[^.!?]*\bif i (?:wasn'?t|weren'?t|was not|were not)\b/,
    ],
    [
      'burden',
      /\bspare them the (?:bills|cost|visits|trouble|worry|bother|expense)\b|\bjust by (?:breathing|being alive|existing)\b/,
      0.6,
    ],
    [
      'hopelessness',
      /\b(?:supposed|meant) to live for (?:now|any ?more)\b|\bhope (?:feels|is) like a (?:language|country|word|place|song) i (?:used to|once|no longer)\b|\bno second act (?:coming|for me|left)\b/,
    ],
    [
      'hopelessness',
      /\bcan'?t imagine (?:it|that|things|anything) ever (?:changing|getting better|improving)\b|\bwhy keep (?:fighting|going|trying|pushing|bothering)\b|\bstopped expecting anything from (?:me|myself|life)\b|\blost the (?:energy|will|strength) to (?:walk|keep|go|carry|try|fight)\b|\btomorrow is (?:a copy|the same|another copy) of today\b|\b(?:today|life|everything) (?:was|is) unbearable\b|\bcan'?t (?:picture|imagine) myself at (?:\d+|twenty|thirty|forty|fifty|sixty)\b|\bevery door i (?:push|try|open)\b|\b(?:isn'?t|is not|won'?t be) (?:going to be )?a good (?:year|day|future) for me\b|\bcan'?t think of anything i'?ll (?:want|need|enjoy) in the future\b|\bmy legs are (?:finally )?giving out\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:rent|bills|mortgage|payments?|direct debits?|standing orders?)\b[^.!?]*\bkeeps? (?:going|being paid|paid) for (?:\w+ )?(?:months?|weeks?|years?) after\b|\bfor whoever finds me\b|\bat peace with the plan\b|\bdidn'?t tell (?:her|him|them|anyone) why i (?:feel|felt|seem) (?:better|calmer|lighter)\b|\b(?:will|'ll|can|could) find (?:them|it|this|me) afterwards\b|\bit'?ll be the last (?:one|time|hug|visit)\b|\bit was my last visit\b|\bcancelled (?:the|my) (?:gym|phone|subscriptions?|contracts?|magazine)\b[^.!?]*\b(?:no point|won'?t need)\b/,
    ],
    [
      'finality_acts',
      /\bwrote (?:the|my|all my) passwords (?:on a card |down )?for\b|\bno point paying for next month\b|\bpicked (?:out )?the (?:song|hymn|music|songs|hymns) i want(?:ed)? (?:played|at)\b|\blist of who to (?:call|tell|ring|contact)\b|\bif anything (?:ever )?happened to me\b|\bit might be for good\b|\bfinally at peace\b|\btook my name off the lease\b|\bwon'?t need the deposit back\b|\bhanded in my notice with no job\b|\bdeleted all my social media\b|\bthe best part of my life\b|\bphone'?s going off after this\b|\bloose ends are (?:nearly |almost )?(?:all )?tied\b|\bthe (?:day|date) i'?ve (?:settled on|chosen|picked|decided on)\b|\bfor myself\b[^.!?]*\bmemorial\b|\bmemorial\b[^.!?]*\bfor myself\b|\bfor whoever finds (?:them|this|it)\b|\bsaid a proper goodbye\b/,
      0.6,
    ],
    ['explicit', /\bgoing to end it (?:on \w+|tonight|tomorrow|this \w+|soon|before|after)\b/],
    [
      'self_harm',
      /\bsnap(?:ped|ping)? (?:a|the) (?:elastic|rubber|hair) band\b[^.!?]*\b(?:skin|blood|bled|opened|welts?|raw|purple|bruised)\b|\b(?:deliberately|on purpose)\b[^.!?]*\b(?:grabbed|touched|held|pressed)\b[^.!?]*\b(?:hot|oven|iron|kettle|flame|stove|pan|radiator)\b|\b(?:held|holding|hold|pressed|pressing|put|putting) (?:the |a )?(?:flame|lighter|match|iron|cigarette|candle)\b[^.!?]*\bto my (?:wrist|arm|skin|leg|hand|thigh|ankle|stomach)\b|\b(?:put|stubbed|ground) (?:a |the |my )?cigarettes? out on my\b|\bput out a cigarette on my\b|\b(?:started|keep|kept) (?:hitting|banging|smacking) my head\b|\bhitting my head against the (?:headboard|wall|floor|door)\b[^.!?]*\b(?:bruises?|until|every)\b/,
    ],
    [
      'self_harm',
      /\b(?:opening|opened|reopening|reopened) up (?:the |my )?old scars\b|\bplasters? (?:in my drawer )?(?:are )?running low\b|\bslap(?:ped|ping)? my own face\b|\bto punish myself\b|\bpull(?:ed|ing)? out my hair in clumps\b|\bskin opened up\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\bhow much of my (?:\w+ ){0,2}(?:medication|meds|tablets|pills|insulin)\b[^.!?]*\btoo much\b|\b(?:checked|found out|worked out|looked at) which (?:door|way|stairwell|stairs) (?:to|onto|up to) the (?:\w+ ){0,2}roof\b|\bknow exactly what (?:they'?re|it'?s|that'?s) for and it isn'?t\b/,
    ],
    [
      'gathering_means',
      /\bbought (?:duct |gaffer )?tape and (?:a )?(?:length of )?(?:hose|hosepipe)\b|\bhow far down it is\b|\bbookmarked the page\b|^far enough\.?$/,
      0.6,
    ],
    [
      'disordered_eating',
      /\b(?:tomorrow|next time) i'?ll do better,? (?:maybe )?(?:just|only) (?:black coffee|water|tea)\b|\b(?:ran|run|cycled|swam|rowed|exercised|worked out|trained)\b[^.!?]*\bbecause i (?:had|ate)\b|\bif i can see my ribs\b|\b(?:toilets?|loo|bathroom)\b[^.!?]*\bto get rid of (?:it|them|the food|what i ate)\b/,
    ],
    [
      'disordered_eating',
      /\bdon'?t get to eat\b|\bwithout paying for it\b|\bskipped breakfast and lunch\b|\beven that felt like too much\b/,
      0.6,
    ],
    ['abuse_threat', /\b(?:better|'d better|had better) keep my mouth shut\b/],
  ]),
  // Round twenty-five: after the twenty-seventh part (quiet, matter-of-fact English): "I'm the anchor round
  // everybody's ankle" and other pictures of being in the way, a net loss, stepping out of the way, skipping the
  // rest of one's life, switched off for good, disappointed to wake, hoping a scan comes back bad, hang in there
  // for what, savings moved and a reference not needed, one last time, heat, compass points and flames on the skin,
  // meals cancelled out by running, a packed lunch binned, a wrist grabbed until it marks.
  // ("dug" reaches these patterns as "dog": the normaliser reads it as a misspelling.)
  ...fromRows([
    [
      'burden',
      /\bi(?:'m| am| feel like| feel like i'm) (?:a|the|just a|just the) \w+ (?:in|round|around|on|under|at) (?:every(?:body|one)|all of their|their|people)'?s? \w+\b|\btaking up (?:a |the )?(?:bed|space|room|place|air|oxygen)\b[^.!?]*\b(?:someone|somebody|others?|people)\b|\bi (?:come out|am|'m) (?:as )?a net (?:loss|negative|drain)\b|\b(?:run|go|be) (?:smoother|easier|calmer|happier|lighter|better) without me\b|\broom to breathe if i\b|\bif i (?:stepped|step|got|get) out of (?:the|their|everyone'?s) way\b/,
    ],
    [
      'burden',
      /\bi cost (?:this|my|the|them|everyone)\b[^.!?]*\b(?:money|time|sleep)\b|\bas long as i'?m (?:around|here|alive)\b[^.!?]*\b(?:never|can'?t|won'?t)\b|\bi hold (?:my \w+|him|her|them|everyone) back\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\bskip (?:the )?(?:whole )?rest of my life\b|\bnever be (?:turned|switched) back on\b|\bdisappointed (?:to|that i) (?:wake|woke)\b|\b(?:glad|happy|ready|want|wish|long|longing) to follow (?:him|her|them) (?:sooner|soon|now|there)\b|\b(?:wish|want|urge|longing) to stop\W+(?:for good|permanently|forever|for ever)\b|\bhoping (?:one of )?(?:them|the mornings?|tomorrow|morning) (?:simply |just )?(?:won'?t|doesn'?t|never) (?:arrive|come)\b|\bhoping (?:the|my) (?:scan|test|results?|biopsy|tests|bloods) (?:comes? back|is|are) (?:bad|positive)\b/,
    ],
    [
      'wish_not_to_exist',
      /\bswitch (?:myself|me) off\b|\b(?:hoping|hope|wish)\b[^.!?]*\balong with me\b|^disappointed\b|\bwoke up again\b|\bshould (?:just )?become one\b/,
      0.6,
    ],
    [
      'hopelessness',
      /\blooking for (?:a|the|any) light\b[^.!?]*\b(?:there isn'?t one|there'?s none|there is none)\b|\brun out of (?:ideas|options|road|reasons)\b[^.!?]*\band so have i\b|\bgiven up on everything\b|\bhang (?:in|on) (?:there )?for what\b|\b(?:keep going|carry on|hold on) for what\b/,
    ],
    [
      'hopelessness',
      /\bnothing i do makes (?:any|a) difference\b|\bbailing (?:water )?out of a (?:boat|ship)\b|^(?:not just on|on everything)\b|\bi'?ve (?:basically |pretty much |completely )?given up\b|\b(?:bricked up|painted on) every door\b|\bmy future\b[^.!?]*\b(?:bricked|dead end|no doors|a wall)\b|\b(?:i'?m|i am) done fighting\b|\bright back in the same place\b|\baccepted that it (?:isn'?t|is not|won'?t) (?:going to|ever)\b|\bfor my life to start\b|\bthe page is still blank\b|\blist of things to look forward to\b|\bholding my breath until (?:all of )?(?:this|it) ends\b|\brunning out of breath\b|\bdread every (?:morning|day)\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:moved|transferred|gave away) (?:all )?my savings\b|\b(?:he|she|they)'?ll understand (?:eventually|one day|someday|later)\b|\bmaybe for good\b|\bonce (?:you'?ve|i'?ve|you have|i have) made (?:your|my) mind up\b|\bit'?s all arranged\b|\b(?:see|visit|hug|hold|hear) (?:them|it|him|her|the \w+|my \w+)(?: both| all)? one last time\b|\bwon'?t be needing (?:one|it|them|a reference)\b|\bwon'?t be my problem\b|\bwrote \w+'?s name on (?:the front|it)\b|\b(?:birth certificates|insurance papers|bank details)\b[^.!?]*\b(?:one folder|on the (?:kitchen )?table)\b|\bthank(?:ed)? (?:them|him|her|everyone|all of them) for everything\b|\bwhile i (?:had|have|still have) the chance\b|\b(?:scheduled|set up) an? (?:email|message|text)\b[^.!?]*\b(?:send itself|to send|to go out)\b|\beverything (?:she|he|they)'?ll need to know\b|\blooking after my things from now on\b/,
      0.6,
    ],
    [
      'self_harm',
      /\b(?:hottest|boiling|scalding) (?:tap|water|shower)\b[^.!?]*\b(?:could stand|as long as i could|on purpose)\b|\b(?:dug|dog|dig|digging|pressed|pushed|stuck) (?:the (?:point|tip) of )?(?:my |a )?(?:compass|pen|pencil|needle|pin|nails?|fingernails?|scissors|keys?|ruler)\b[^.!?]*\binto my (?:leg|arm|skin|thigh|wrist|hand|palm|stomach)\b|\bhold(?:ing)? my (?:arm|hand|wrist|fingers?|skin) (?:over|in|near) the (?:flame|candle|hob|fire|stove)\b/,
    ],
    ['self_harm', /\bblistered\b[^.!?]*\bfelt right\b/, 0.6],
    [
      'disordered_eating',
      /\btomorrow it'?s just (?:the )?(?:coffee|water|tea)\b|\bto cancel out (?:the |my |a )?(?:\w+ )?(?:lunch|dinner|breakfast|meal|cake|dessert|pizza|food|calories)\b|\bearned the right to eat\b|\b(?:toilets?|loo|bathroom)\b[^.!?]*\bbrought (?:it|everything) (?:all )?back up\b|\b(?:sandwich|lunch|dinner|food) (?:mum|mom|dad)\b[^.!?]*\b(?:in the bin|binned|threw (?:it )?away)\b/,
    ],
    ['disordered_eating', /\bscales? (?:hadn'?t|haven'?t|didn'?t|hasn'?t) moved\b/, 0.5],
    ['abuse_threat', /\bgrabbed my (?:wrist|arm|neck|throat|hair)\b[^.!?]*\b(?:marks|bruises?|hard)\b/],
    ['abuse_threat', /\bsaid sorry and bought (?:me )?flowers\b/, 0.6],
  ]),
  // Round twenty-six: after the twenty-eighth part (a care worker, a soldier, a hairdresser, a lecturer, a
  // night-shift mum, a taxi driver, a young gamer, a pensioner, a junior doctor, a business lost): bleeding made,
  // marks given to oneself, a reason to keep going not found, not existing found restful, the Lord to come, joining
  // a dead husband in sleep, the bug in the family's code, every month I stay, life insurance that would pay,
  // won't need it where I'm headed, goodbye meant, a second doctor for tablets, exercise to pay for dinner,
  // a lettuce leaf weighed, accidents that happen to women who talk, a balcony locked in the rain.
  ...fromRows([
    [
      'self_harm',
      /\b(?:made|make|making) myself bleed\b|\b(?:marks|burns|bruises|cuts|scars) i'?ve been giving myself\b|\bused (?:it|them|the (?:\w+ )?\w+) on my (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|hip|hips|ankle|ankles|belly)\b|\b(?:scissors|blade|razor|knife|pin|compass)\b[^.!?]*\bfor my (?:thighs|arms|wrists|legs|skin)\b|\bhow deep to go\b|\bbite (?:the inside of )?my (?:arm|hand|wrist|lip)\b[^.!?]*\b(?:hard|marks|until|bleed)\b/,
    ],
    [
      'hopelessness',
      /\b(?:can'?t find|lost|no|not a single|haven'?t got|have no|most of my)\b[^.!?]*\breasons? to (?:keep going|carry on|go on|live|stay|get up)\b|\bnothing left to (?:play|live|fight|hope|work|stay) for\b|\b(?:can'?t|don'?t) (?:find the energy to )?care what happens to me\b|\bstopped expecting to (?:see|reach|make it to) (?:\d+|forty|thirty|fifty|sixty|seventy|next year|christmas|my \w+ birthday)\b|\b(?:nothing|not a single (?:thing|version)|can'?t picture)\b[^.!?]*\bwant to be (?:around for|in|alive for|here for)\b/,
    ],
    [
      'hopelessness',
      /\bnothing'?s ever going to (?:shift|change|improve|get better)\b|\bend of what i can (?:fix|do|take|manage)\b|\bthat includes me\b|\bhaven'?t got another (?:\w+ )?(?:years?|six|five|ten|round|go|fight) in me\b|\bwaiting (?:\w+ ){0,2}years for better\b|\bhad my innings\b|\btired of trying\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:idea|thought) of not (?:existing|being here|being alive|waking up)\b[^.!?]*\b(?:restful|peaceful|comfort\w*|appealing|sooth\w*|nice|lovely|a relief)\b|\bnever press play again\b|\bpause on being me\b|\b(?:ground|earth|sea) would (?:open (?:up )?and )?take me (?:back|home|away)\b|\b(?:sooner|rather|wish|pray|hope|ready for)\b[^.!?]*\b(?:the lord|god|jesus|death) (?:came|would come|to come|took|would take|takes?) (?:for )?me\b|\bsleep\b[^.!?]*\band (?:simply |just )?join (?:him|her|them)\b/,
    ],
    [
      'burden',
      /\bi'?m (?:a|the|just a|just the) (?:bug|stone|thorn|spanner|fly|virus|glitch|weak link|stain|blot|crack) in (?:my|the|our|every\w*|their)\b|\btake me out (?:of the (?:picture|equation) )?and (?:everything|it all|they|everyone)\b|\bevery (?:month|day|year|week) i (?:stay|live|am here|'m here|'m alive)\b[^.!?]*\b(?:they|lose|costs?)\b|\bget more (?:back )?from my absence\b|\b(?:life )?insurance would (?:pay|cover|sort|help|fix|clear)\b|\bme out of the picture\b/,
    ],
    ['burden', /\bsoon (?:she|he|they) won'?t have to\b|\bfrom my absence\b/, 0.6],
    [
      'finality_acts',
      /\bwon'?t need (?:it|them|this|that|any of (?:it|this)) where i'?m (?:going|headed|heading)\b|\bmeant it as (?:a )?goodbye\b|\bto read afterwards\b/,
    ],
    [
      'finality_acts',
      /\bwon'?t be (?:borrowing|buying|renewing|booking|needing) (?:any ?)?more\b|\breturned all (?:the|my) library books\b|\bwhat to do with the (?:dog|cat|dogs|cats)\b|\bso (?:she|he|they) wouldn'?t (?:twig|notice|suspect|guess|know)\b|\b(?:see|visit|hug|hold|hear) (?:them|him|her|everyone|the \w+|my \w+)(?: all| both)?(?: properly)? one (?:more|final) time\b|\bopen-ended stay\b|\bupdated my will\b|\bfirst calm day in (?:ages|months|years)\b|\bcancelled (?:the|my) (?:gym|phone|subscriptions?|contracts?|magazine|holiday)\b|\bleft a note for the landlord\b|\bfor their (?:eighteenth|18th|21st|twenty-first) birthdays?\b|\bwho should have (?:it|them|what)\b|\bi (?:shan'?t|won'?t|will not|shall not) be (?:here|around) (?:for|at|by) (?:christmas|easter|my birthday|new year|the summer|the holidays)\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:different|another|second) (?:doctor|gp|pharmacy|chemist)\b[^.!?]*\b(?:wouldn'?t notice|won'?t notice|so (?:they|he|she) (?:don'?t|doesn'?t|wouldn'?t))\b/,
    ],
    ['gathering_means', /\bfor when i'?m ready\b/, 0.6],
    [
      'disordered_eating',
      /\b(?:ran|run|cycled|swam|rowed|exercised|worked out|trained)\b[^.!?]*\bto (?:pay for|make up for|earn)\b|\b(?:ate|eaten|binged)\b[^.!?]*\b(?:got rid of|brought (?:it )?(?:all )?back up|threw (?:it )?(?:all )?up)\b|\bweigh(?:ing|ed)? (?:a|one|my|the) (?:lettuce|leaf|grape|cracker|apple|slice)\b/,
    ],
    [
      'abuse_threat',
      /\baccidents happen to (?:women|people|girls|wives)\b|\blocked me (?:out|in)\b[^.!?]*\b(?:balcony|garden|rain|cold|hours?|night|room|shed)\b/,
    ],
    ['abuse_threat', /\breads my (?:emails|messages|texts) before i'?m allowed\b/, 0.6],
  ]),
  // Round twenty-seven: after the twenty-ninth part (a plumber, an organist, a student abroad, a grandmother
  // raising grandchildren, a warehouse picker, a weekend dad, a 13-year-old, a paramedic, a retired officer, a
  // musician): old marks opened with a needle, a fist into one's own thigh, bed hoping not to see the morning, what's
  // the use of getting up, crossing oneself off a list, the hole savings fall into, envying the ones who didn't come
  // back, an alarm that never goes off again, a clock to run down, a carer who pinches and says no one will believe.
  ...fromRows([
    [
      'self_harm',
      /\bopen(?:ed|ing)? up (?:the )?(?:old )?(?:marks|scars|cuts|wounds) on my\b|\b(?:banged|punched|hit|smacked|slammed) my (?:fist|head|hand) (?:into|against|on) my own\b/,
    ],
    [
      'wish_not_to_exist',
      /\bhoping not to (?:see|wake|make it to) (?:the )?(?:morning|tomorrow)\b|\bfall asleep and (?:just |simply )?stay (?:that way|asleep|like that)\b|\bcross myself off\b|\benv(?:y|ied|ying) the ones (?:that|who) didn'?t\b|\b(?:alarm|sun|morning) (?:just )?never (?:went off|goes off|came|comes|rose|rises) for me again\b|\bhoping i (?:simply |just )?(?:wouldn'?t|won'?t) be here (?:by|for|at|come)\b|\bmy (?:own )?clock would (?:run down|stop)\b/,
    ],
    [
      'hopelessness',
      /\bwhat'?s the (?:use|point) of (?:getting up|going on|carrying on|trying|living)\b|\b(?:zero|no) reason to (?:think|believe|hope) (?:it'?ll|it will|things will) ever\b|\bcan'?t see a day when (?:it|this|the \w+) (?:stops|ends|gets better|changes)\b|\bat my age,? what (?:is there|'s) left\b|\btired of fighting for a life\b/,
    ],
    [
      'hopelessness',
      /\bit'?s not going to get better\b|\bit'?s staying (?:grey|gray|dark|black|like this)\b|\beverything'?s (?:grey|gray)\b|^not one thing\b|\bno longer believe (?:it'?s|it is|things are) going to\b|\bthere isn'?t one for me\b|\bthere aren'?t any and there won'?t be\b/,
      0.6,
    ],
    [
      'burden',
      /\bi'?m the (?:hole|drain|pit|sink) (?:\w+ ){0,3}(?:fall|falls|go|goes|disappear|disappears) into\b|\banother (?:mouth|bill|problem|burden)\b[^.!?]*\bfor everyone\b/,
    ],
    [
      'burden',
      /\bwould (?:\w+ ){0,4}without me\b|\bspare (?:him|her|them) (?:it|that|the \w+)\b|\bthe job nobody wants\b|\bunlucky enough to be (?:near|around|with) me\b|\bjust another mouth\b/,
      0.6,
    ],
    ['finality_acts', /\bi want (?:him|her|them) to understand why\b/],
    [
      'finality_acts',
      /\bthey think i mean\b|\bsay goodbye properly\b|\bso the (?:children|kids|boys|girls) go to\b|\bsavings are in (?:their|his|her) names?\b|\bmy final word\b|\bevery password\b|\ba line saying sorry\b|\b(?:left|leaving) the (?:spare )?key\b[^.!?]*\bnote\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\bbought (?:a length of )?(?:good |strong )?rope\b|^not for (?:work|the garden|climbing|the boat)\b/,
      0.6,
    ],
    ['disordered_eating', /\bin my napkin\b|\b(?:an apple|a rice cake|one apple|a yoghurt|a yogurt) for the whole day\b/, 0.6],
    [
      'abuse_threat',
      /\b(?:she|he|they) says? no one will believe\b|\bcarer\b[^.!?]*\b(?:slaps|hits|pinch\w*|taking money)\b|\b(?:slaps|hits|punches|kicks|pinches) (?:him|her|me|us|my \w+) when\b/,
    ],
    ['abuse_threat', /\b(?:he'?s|she'?s|they'?re) watching me\b|\bordering things to my (?:house|flat|address)\b/, 0.6],
  ]),
  // Round twenty-eight: after the thirtieth part (a dental nurse, a delivery driver, a sixth-former, a vicar's wife,
  // a chef, an accountant facing redundancy, a carer, a 16-year-old footballer, a village widower, a new immigrant):
  // liking the hunger, double the laxatives as punishment, a hand held over the hob, a hand slammed in a door and a
  // cover story, not imagining still being around, a van that doesn't make it back, a world calmer without me,
  // taken in my sleep, a morning that forgets to come, one less of me, out of the equation, arms tired of carrying me,
  // a tunnel bricked up, out of knocks, a will updated and a funeral planned, tablets kept this time, a farewell
  // drive; a carer who is rough, an ex who knows which room I sleep in, flinching when he comes in.
  ...fromRows([
    [
      'disordered_eating',
      /\b(?:like|liking|love|loving|enjoy|enjoying|crave|craving|started to like|started liking)\b (?:the )?(?:hunger(?! games)|empty feeling|feeling empty|dizziness|light-?headed(?:ness)?)\b|\b(?:double|triple|extra|twice) the (?:dose of )?laxatives\b|\blaxatives?\b[^.!?]*\b(?:as (?:a )?punishment|to punish|for being (?:greedy|fat|weak))\b|\bnothing but water (?:until|till|for (?:the rest|a week|two|three|\d))\b(?![^.!?]*\b(?:sundown|sunset|iftar|blood test|operation|surgery|scan)\b)/,
    ],
    [
      'disordered_eating',
      /\bskip(?:ped|ping)? (?:meals|lunch|breakfast|dinner|tea)\b[^.!?]*\b(?:to look|to get|so i look|leaner|thinner|lighter|skinnier|smaller)\b|\bpinching my (?:belly|stomach|thighs|fat)\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bheld my (?:hand|arm|fingers?|wrist|palm) (?:over|on|against|under) (?:the |a )?(?:hob|flame|candle|stove|lighter|kettle|iron|boiling|hot)\b/,
    ],
    [
      'self_harm',
      /\b(?:slammed|shut|smashed|trapped|crushed) my (?:own )?(?:hand|fingers?|arm) in (?:the |a )?(?:car )?(?:door|drawer|window|boot)\b|\btold (?:\w+ ){0,3}(?:i'?d|i had) (?:caught|banged|trapped|walked into|tripped on|burnt|burned) (?:it|my \w+)\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\bcan'?t (?:imagine|picture|see) (?:myself )?(?:still )?being (?:around|here|alive)\b|\bwouldn'?t mind if (?:i|the (?:van|car|lorry|truck|bus|plane|boat)|my (?:van|car|lorry|truck|boat)) (?:just |simply )?(?:didn'?t|never) (?:make it|come|came|get|got) (?:back|home)\b|\b(?:the world|everyone|my family|the family|the house|life|everything) without me(?: \w+){0,6} (?:looks|seems|would be|feels|is) (?:so )?(?:calm|calmer|better|lighter|peaceful|quieter|easier)\b|\bto be taken (?:quietly |peacefully |gently )?(?:in my sleep|tonight|soon|now)\b|\btaken (?:quietly |peacefully )?in my sleep\b|\b(?:morning|tomorrow|dawn|the day) (?:\w+ ){0,2}forgets? (?:to come for|about) me\b|\bfall asleep\b[^.!?]*\bnot (?:have to )?(?:come back|wake up|return) from it\b|\b(?:fading|fade|slipping|slip|disappearing|vanishing) (?:out of|off) (?:the picture|the map|existence|the world)\b[^.!?]*\b(?:appeal\w*|tempt\w*|sounds (?:nice|better|good|easier))\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:picture|picturing|imagin\w*) the world without me\b|\bi(?:'?d like| want| wish i could) to stop\.?$|^not (?:the |my )?[a-z ]{2,20}, (?:not (?:the |my )?[a-z ]{2,20}, )*me\.?$/,
      0.6,
    ],
    [
      'burden',
      /\bone less of me\b|\b(?:taking|take|took|takes) me out of the (?:equation|picture|mix)\b|\bi make (?:everyone'?s|everybody'?s|their|his|her) (?:\w+ )?(?:harder|worse)(?: just)? by (?:turning up|being (?:here|around|me)|existing|breathing)\b|\b(?:fairer|kinder|better|easier|cheaper) than me (?:hanging|sticking|staying|being) (?:about|around|here|on)\b|\bi'?m the anchor\b[^.!?]*\blet go\b/,
    ],
    [
      'burden',
      /\b(?:everyone|everybody|they|people|my family)\b[^.!?]*\bcarrying me\b|\btheir arms (?:getting|are|growing) tired\b|\bi take up (?:space|room|air|oxygen)\b|\bgive it all back\b/,
      0.6,
    ],
    [
      'hopelessness',
      /\blight at the end of (?:the|this|my) tunnel\b[^.!?]*\b(?:bricked|blocked|went out|switched off|turned off|gone)\b|\btired of (?:swimming|treading water|paddling|climbing)\b[^.!?]*\bnowhere\b|\bdon'?t know what i'?m (?:holding on|hanging on|staying|living|carrying on|still here) for\b|\ba life that'?s (?:already )?over\b|\b(?:sat|lain|lay|laid) down and (?:i'?m|i am) not getting (?:back )?up\b|\bfeel(?:ing)? like a (?:house|building)\b[^.!?]*\blights? (?:go|going|goes|went) (?:off|out)\b/,
    ],
    [
      'hopelessness',
      /\bcan'?t keep doing (?:this )?forever\b|\bthis is it,? forever\b|\b(?:i'?m|i am) out of (?:knocks|road|runway|fight|lives)\b|\bevery door\b[^.!?]*\b(?:stayed|stays|stay|is|was) (?:shut|closed)\b|\btomorrow (?:will|'ll) (?:just )?be today again\b|\bdon'?t have another (?:one of (?:those|these|them)|day like (?:this|that|today)) in me\b|\bnobody(?:'s| is) coming to (?:switch|turn|put) (?:them|it|the lights?) back on\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:updated|changed|made|wrote|redone|sorted|signed) (?:the|my) will\b|\binstructions for (?:the|my) funeral\b|\bcancel(?:led|ed)? the (?:paper|papers|milk)\b|\bwrote down who to (?:ring|call|phone|contact)\b|^(?:he|she|they)'?ll (?:manage|cope|be fine|be alright)\.?$/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:see|visit|hold|hug) (?:them|it|him|her|everyone|the \w+)(?: all)? one (?:more|last) time while i (?:still )?can\b(?![^.!?]*\b(?:move|moving|emigrat\w*|abroad|diagnos\w*|sold|leave for)\b)/,
    ],
    [
      'gathering_means',
      /\bfound (?:the |my |his |her |mum'?s |dad'?s )?old (?:sleeping )?(?:tablets|pills|prescription|medication|meds)\b|\b(?:didn'?t|did not) throw (?:them|it) (?:out|away) this time\b/,
      0.6,
    ],
    [
      'abuse_threat',
      /\b(?:she|he|they) (?:says?|said|told me) (?:no ?one|nobody) (?:will|would|'ll|'d) (?:ever )?believe\b|\btold me i'?d be nothing without (?:him|her|them)\b|\bflinch(?:ing|es)? when (?:he|she|they)\b|\b(?:he|she|they) knows? (?:which|what) (?:room|window|bed)\b[^.!?]*\bi sleep\b|\bmy ex\b[^.!?]*\b(?:keeps|kept) (?:turning|showing|coming) up\b/,
    ],
    [
      'abuse_threat',
      /\b(?:carer|husband|wife|partner|boyfriend|girlfriend|he|she)\b[^.!?]*\b(?:is|gets|was|has been|'s) (?:rough|heavy[- ]handed) with me\b|\bhidden (?:some )?(?:cash|money)\b[^.!?]*\b(?:in case|to (?:leave|go|get away))\b/,
      0.6,
    ],
  ]),
  // Round twenty-nine: after the thirty-first part (a pharmacy counter assistant, a bus driver, a first-year student far
  // from home, a retired teacher, a tattoo artist, a fisherman's wife, a 14-year-old, a night call-centre worker, a
  // gardener, a single dad of twins): a life brought to a close, no longer wishing to go on living, not glad to be
  // alive, the rest you don't come back from, drifting out and not coming back, fine if I didn't see the morning, the
  // ground opening and stepping in, a future that is a wall, outliving one's usefulness, an expense to the children,
  // going at the arms with secateurs, hoodies till it heals, the top of a multistorey checked, proud of not eating,
  // a landlord who lets himself in, a threat if I ever tell.
  ...fromRows([
    [
      'explicit',
      /\bbring (?:my|this) life to (?:a close|an end)\b|\b(?:one|i) no longer (?:wish|wishes|want|wants) to (?:go on|carry on) living\b/,
    ],
    [
      'wish_not_to_exist',
      /\bhaven'?t been (?:glad|happy|grateful|pleased) to be (?:alive|here)\b|\bthe (?:kind|sort) (?:of \w+ )?you don'?t (?:come back|wake up|return) from\b|\b(?:drift|drifting|float|floating|swim|swimming|walk|walking|sail|sailing) (?:out|away|off)\b[^.!?]*\bnot (?:coming|come) back\b|\b(?:i'?d|i would) (?:\w+ )?be (?:fine|okay|ok|happy|glad|alright|content) if i (?:didn'?t|did not|never) (?:see|make it to|wake)\b|\bif the (?:ground|earth|floor|sea) (?:opened|swallowed|took)\b[^.!?]*\b(?:i'?d|i would) (?:step|walk|jump|go|be glad|let it)\b|\b(?:i'?d|i would) (?:quite )?like it if i (?:just )?(?:stopped|didn'?t wake|wasn'?t here|disappeared)\b|\b(?:stopped caring|don'?t care|do not care|couldn'?t care less) (?:whether|if) i'?m (?:still )?(?:here|alive|around)\b|\bwon'?t be around to (?:receive|see|use|open|read|collect|enjoy|finish)\b(?![^.!?]*\b(?:away|holiday|travel\w*|abroad|moving|that (?:week|day)|on leave)\b)/,
    ],
    [
      'hopelessness',
      /\bcan'?t (?:imagine|see|picture) (?:things|it|life|anything) ever (?:feeling|being|getting) (?:okay|ok|good|better|normal|right) again\b|\bdon'?t see how (?:this|it|things|life) (?:gets|will get|is going to get) better,? (?:like )?ever\b|\b(?:the |my )?future(?:'s| is) (?:just )?(?:a wall|a brick wall|a dead end|black|a void)\b/,
    ],
    [
      'hopelessness',
      /\beverything'?s? (?:just )?(?:pointless|meaningless)\b|\bdon'?t see (?:it|that|this|anything) (?:ever )?changing\b|\b(?:everyone|people|they) (?:says?|keep saying|tells? me) it(?:'ll| will) (?:pass|get better)\b|\bi don'?t think it'?s going to\.?$/,
      0.6,
    ],
    [
      'burden',
      /\boutlived my usefulness\b|\b(?:become|i'?m|i am) (?:just )?(?:an expense|a cost|a drain) (?:to|on)\b|\bjust a cost\b|\beating into the family'?s money\b/,
    ],
    [
      'burden',
      /\b(?:only|just) (?:gets?|getting) in (?:her|his|their|everyone'?s) way\b|\ba useless old (?:man|woman|fool)\b|\bno use to anyone\b/,
      0.6,
    ],
    [
      'self_harm',
      /\b(?:going|gone|went|go) at my (?:arms?|legs?|wrists?|skin|thighs?|stomach)\b|\bwearing (?:hoodies|long sleeves|sleeves|jumpers) (?:till|until) it (?:heals|fades)\b|\bafter i'?ve (?:burned|burnt|cut|scratched) my (?:arms?|legs?|wrists?|skin)\b/,
    ],
    ['self_harm', /\bgloves cover it\b|\bbathroom floor looked like a crime scene\b/, 0.6],
    [
      'disordered_eating',
      /\bdown to \d+ ?(?:kg|kilos|stone|lbs|pounds)\b[^.!?]*\b(?:still not|not enough|more to go|need to lose)\b|\bworth it\b[^.!?]*\bscales?\b|\b(?:haven'?t|not) eaten\b[^.!?]*\b(?:proud of it|worth it)\b/,
    ],
    [
      'disordered_eating',
      /\bweighed my (?:breakfast|lunch|dinner|tea|food)\b|\brings (?:spin|slide|fall) (?:on|off) my fingers\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:top|top floor|roof) of (?:the |a )?(?:multi-?stor(?:e)?y|car park|tower|block)\b[^.!?]*\b(?:checked|looked at|tested|how high|lowest|the drop)\b/,
    ],
    [
      'finality_acts',
      /\bnothing (?:i need|left|more) to wait for\b|\bdidn'?t say where\b|\bclosed the (?:diary|books)\b|\bsorted (?:out )?who gets\b|\b(?:said|say) a (?:proper|last|final) goodbye to the (?:dog|cat|horse)\b|\bwritten to the (?:solicitor|vicar)\b/,
      0.6,
    ],
    [
      'abuse_threat',
      /\blets? (?:himself|herself|themselves) in\b[^.!?]*\b(?:asleep|sleeping|at night|without asking)\b|\b(?:he|she|they) said if i (?:ever )?(?:tell|told|leave|left|go to|call|report)\b[^.!?]*\bi'?(?:ll| will) (?:end up|be|get|regret)\b|\bif i (?:ever )?tell (?:anyone|anybody|someone|mum|dad)\b[^.!?]*\b(?:he|she|they)'?d (?:hurt|kill|harm|get)\b/,
    ],
    [
      'abuse_threat',
      /\bif i (?:complain|tell|report|say anything)\w*\b[^.!?]*\bi'?ll be (?:out|on the street|homeless)\b|\bcoming in my room\b/,
      0.6,
    ],
  ]),
  // Round thirty: after the thirty-second part (a hospital porter, a postwoman, a trainee electrician, a retired miner,
  // a barber, a dinner lady, a 15-year-old gamer, a care-home cleaner on zero hours, a decorator, a new mum): routines
  // written for whoever has her next, the van promised to the lad next door, a shotgun cleaned long after shooting
  // stopped, a bath hot enough to blister, a liability to the family, a hole someone filled in, the thing with the
  // compass, the highest bridges saved on a map, back to the razor, envy of residents who passed, a washing line with
  // no garden, something of me to read when she's older; a stepdad who will hurt mum if I tell, a landlord who lets
  // himself in and says I owe him in other ways, what she'll do if I write about her.
  ...fromRows([
    [
      'self_harm',
      /\b(?:bath|shower|water)\b[^.!?]*\bon purpose\b[^.!?]*\b(?:blister\w*|burn\w*|scald\w*)\b|\bthe thing with the (?:compass|blade|razor|lighter|scissors)\b|\bwent back to the (?:razor|blades?|knife)\b|\b(?:started|been|was|i'?m) cutting again\b(?! (?:the|my|his|her|their|hair|grass|hedges?|wood|fabric|patterns?|out|back|down|for|at)\b)/,
    ],
    ['self_harm', /\bpull(?:ed|ing)? (?:my )?hair out\b[^.!?]*\b(?:again|clumps)\b|\bbald patch\b/, 0.6],
    ['disordered_eating', /\bearned being (?:empty|hungry)\b/],
    ['disordered_eating', /\b(?:a )?black coffee and an apple\b/, 0.6],
    [
      'finality_acts',
      /\bfor whoever (?:has|takes|looks after|gets) (?:her|him|them|it) next\b|\bsomething of me\b[^.!?]*\bwhen (?:she|he|they)(?:'s| is| are|'re) older\b|\b(?:want|like) (?:him|her|them) to have (?:all )?my\b[^.!?]*\bafter (?:this|the) (?:weekend|week|friday|saturday|sunday|month)\b/,
    ],
    [
      'finality_acts',
      /\b(?:he|she|they) can have the\b[^.!?]*\b(?:van|car|tools|ladders|bike|guitar)\b|\bkeys are on the hook\b|\bthe vet'?s number\b|\bin a bag by the door for\b|\btold (?:him|her|them) it was the last one\b|^(?:he|she|they) didn'?t get it\.?$|\bsold my (?:tools|guitar|bike|games|xbox|playstation|ps5|records|camera)\b|\bwon'?t need (?:em|'em)\b|\bkeep getting something from me\b|\bwhatever happens\b|\bneed it sorted this week\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:washing line|rope|cord)\b[^.!?]*\b(?:don'?t|do not) (?:have|own) a (?:garden|washing machine|boat|dog)\b|\b(?:which|the) (?:bridges?|buildings?|car parks?|cliffs?)\b[^.!?]*\b(?:highest|tallest|high enough)\b/,
    ],
    [
      'gathering_means',
      /\b(?:taken|took|got|brought) (?:my |the |dad'?s |his )?(?:old )?(?:shotgun|rifle|gun|air rifle) (?:out|down)\b|\bgave up shooting\b/,
      0.6,
    ],
    [
      'burden',
      /\bi'?m (?:just |only |nothing but )?a liability to\b|\b(?:all i do is|i just|i only) take up (?:space|room|air)\b|\bdeserves? to be (?:shot|rid|free) of me\b/,
    ],
    ['burden', /\b(?:he|she|they)'?d find someone better\b|\bthey'?d (?:both|all) be fine\b/, 0.6],
    [
      'wish_not_to_exist',
      /\bswap places with (?:any of )?(?:the )?(?:\w+ )?(?:who|that) (?:passed|died)\b|\bfor when (?:you|u) wish (?:you|u) (?:didn'?t|did not|weren'?t) (?:exist|alive|here)\b/,
    ],
    ['wish_not_to_exist', /\bat least they'?re (?:resting|at peace)\b/, 0.6],
    [
      'hopelessness',
      /\bhole and (?:someone|somebody|they) filled it in\b|\b(?:pushing|walking|running|doing) the same\b[^.!?]*\bfor years\b[^.!?]*\b(?:nowhere|never)\b|\bdon'?t think anything(?:'s| is going to| will| can) (?:help|save|fix) me\b(?! (?:sleep|lose|get|with|to|find|focus|relax)\b)|\bno longer believe there(?:'s| is) (?:any )?way out\b/,
    ],
    [
      'abuse_threat',
      /\bowe (?:him|her) in other ways\b|\blet (?:himself|herself) in\b[^.!?]*\b(?:shower|bath|bed|asleep)\b|\bif i (?:ever )?tell (?:my )?(?:mum|mom|dad|anyone|anybody|someone)\b[^.!?]*\b(?:(?:he|she|they)(?:'d|'ll| will| would)|hell) (?:hurt|kill|harm|get)\b|\b(?:says?|said) if (?:he|she|they) (?:finds?|sees?|catches?)\b[^.!?]*\bi'?m (?:dead|done for)\b|\b(?:he|she|they)'?s told me what (?:he|she|they)(?:'ll| will) do if\b|\b(?:he'?s|she'?s|they'?re) watching (?:the|my) (?:flat|house|home|window)\b/,
    ],
    [
      'abuse_threat',
      /\bgets (?:angry|violent|nasty|cross) if i (?:question|ask|challenge)\b|\bplease do not (?:email|text|write to) me\b|\bwithout (?:her|him) knowing\b|\b(?:becomes|gets) very (?:cross|angry)\b/,
      0.6,
    ],
  ]),
  // Round thirty-one: after the thirty-third part (a railway signaller, a nail technician, a supermarket night filler,
  // a hill farmer, a grandfather putting his affairs in order, a support form's widowed dad): an accident one would
  // not mind, nothing after the farm, days darker than the one before, not imagining being bothered by August, a
  // favour done by not being here, insurance paid up and "she will be alright", tablets bought one pack a shift, a
  // car park with no fencing on the top deck, a hosepipe and tape in the garage, calories counted down to a number,
  // a binge run off till fainting; sorry to wake up, an arm hurt again, locking oneself in from a partner, a
  // grandson who pushes, an account closed after Saturday with no e-mails after that.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bif (?:i (?:got |get |was |were )?(?:hit|run over|knocked (?:down|over))|a (?:car|bus|lorry|van|train|truck) (?:hit|knocked|ran|run) (?:me|into me)(?: over| down)?)\b[^.!?]*\b(?:wouldn'?t|would not|don'?t think i'?d|not sure i'?d|doubt i'?d) (?:mind|care|be sorry|be upset)\b|\b(?:sorry|gutted|disappointed|annoyed|angry) (?:that )?i (?:woke|wake|keep waking|still wake) up\b/,
    ],
    [
      'hopelessness',
      /\bthere'?s (?:nowt|nothing|nought|naught) (?:after|beyond|past) (?:that|this|it)\b(?! (?:on|in) the (?:list|agenda|schedule|programme|itinerary|menu|calendar))|\bevery (?:day|week|morning|night) (?:is|gets|feels) (?:a (?:little|bit|touch) )?(?:darker|heavier|worse|harder|greyer) than the (?:one|day|week|morning|night) before\b/,
      0.6,
    ],
    ['hopelessness', /\bcan'?t find the (?:switch|light|way out|off button)\b/, 0.5],
    [
      'hopelessness',
      /\bcan'?t (?:imagine|picture|see) (?:myself |me )?(?:still )?being (?:here|around|alive|bothered|about)\b[^.!?]*\b(?:by then|then|next (?:year|month|summer|spring|christmas)|in (?:a (?:year|month)|january|february|march|april|may|june|july|august|september|october|november|december))\b/,
    ],
    [
      'burden',
      /\b(?:doing|do) (?:her|him|them|everyone|everybody|the world|my (?:\w+ )?\w+) a favou?r\b[^.!?]*\b(?:not being (?:here|around)|(?:going|disappearing|vanishing) for good|if i (?:went|was gone|wasn'?t here))\b/,
    ],
    [
      'finality_acts',
      /\b(?:life )?(?:insurance|life cover|policy|policies) (?:is |are )?(?:all )?(?:paid up|in order|sorted|up to date)\b|\bwritten to each of\b|\bsealed the envelopes?\b|\bit(?:'s| is) all in order now\b/,
      0.5,
    ],
    [
      'finality_acts',
      // Said of one person after another ("Mary will be alright. The lad will be alright."), it adds up.
      /^(?:\w+|the \w+|my \w+) will be (?:alright|all right|ok|okay|fine)\W*$/,
      0.3,
    ],
    [
      'finality_acts',
      /\bi'?d like (?:my )?(?:son|daughter|children|kids|wife|husband|family|grandchildren|grandson|granddaughter) to have (?:it|them|all of it)\b|\bno need to (?:email|e-mail|contact|write to|message|text) me (?:after (?:that|then)|again|ever again)\b|\bclose (?:my|the) account after (?:\w+day|the weekend|this week)\b/,
      0.6,
    ],
    ['finality_acts', /\b(?:sorted|done|finished|in order) (?:before|by) the end of (?:the|this) (?:month|week)\b/, 0.4],
    [
      'gathering_means',
      /\b(?:a |one )?(?:pack|box|packet|strip) of (?:paracetamol|ibuprofen|tablets|pills|co-?codamol|aspirin|sleeping tablets)\b[^.!?]*\bevery (?:shift|day|time|week|shop)\b|\b(?:which|what) (?:multi-?storey|car park|bridge|building|block|cliff)\b[^.!?]*\b(?:no (?:fenc\w*|railings?|barriers?|nets?)|top (?:deck|floor)|highest)\b|\bhose ?pipe and (?:\w+ )?tape\b[^.!?]*\b(?:garage|car|boot|exhaust)\b/,
    ],
    ['gathering_means', /\b(?:drawer|cupboard|box|tin|bag)(?:'?s)? full (?:of them )?now\b/, 0.5],
    [
      'disordered_eating',
      /\b(?:down to|got it to|under|only|max(?:imum)?) \d{3} (?:calories|cals|kcal)(?: a day)?\b[^.!?]*\b(?:disgust\w*|hate|fat|still|not enough|weigh\w*)\b|\bweigh(?:ed|ing)? (?:myself )?(?:twice|three times|\d+ times) (?:this|a|every|today)\b|\bbinge\w*\b[^.!?]*\b(?:then|and) (?:run|exercise|train|purge|throw up|make myself sick)\b|\brun (?:till|until) i (?:nearly |almost )?(?:pass out|faint|collapse|throw up|black out)\b/,
    ],
    [
      'self_harm',
      /\b(?:or|else) i'?m (?:gonna|going to) (?:hurt|cut|burn|scratch) my\b|\b(?:hurt|cut|burn|scratch)(?:ing)? my (?:arm|arms|legs?|wrists?|thighs?|skin|stomach) again\b|\bdid it (?:again )?when i got (?:in|home)\b[^.!?]*\bcouldn'?t not\b/,
    ],
    ['self_harm', /\b(?:three|four|five|six|seven|\d+) nights in a row now\b/, 0.4],
    [
      'abuse_threat',
      /\b(?:shouts?|yells?|screams?|swears?) and (?:pushes|shoves|hits|grabs|slaps|kicks) me\b|\b(?:pushes|shoves|hits|grabs|slaps) me (?:if|when|whenever) i\b|\bgoes (?:mad|mental|crazy|off it)\b[^.!?]*\bhad to lock myself in\b|\bhad to lock myself in the (?:bathroom|bedroom|toilet|car)\b[^.!?]*\b(?:twice|again|times)\b/,
    ],
    ['abuse_threat', /\bplease (?:don'?t|do not) (?:call|ring|phone|visit) the (?:house|home|landline)\b/, 0.6],
  ]),
  // Round thirty-two: after the thirty-fourth part (a ferry deckhand, a fish-farm worker, a piano tuner, a lollipop
  // lady, a bin-lorry driver, a hospital porter, a sheep shearer, a 13-year-old, a harbour-cafe waitress, a mum of
  // twins): not minding going over the side, not swimming if the boat went down, fine never waking, everyone
  // breathing easier, not around by the wedding, "nothing left to fix", telling everyone I loved them while I
  // could, the letter on the mantelpiece, where the railing ends, a head knocked till the noise stopped, a count
  // back to zero, deeper this time, down to seven stone under the hoodies; not wanting the next day, the bathroom
  // floor with the scissors, kept data once someone's gone; a father's "next time it'll be me", a carer's falls.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bwouldn'?t (?:have )?mind(?:ed)? (?:going (?:over|under|in)|falling (?:in|off|over)|not waking|never waking|if (?:it|the \w+) (?:sank|went down|crashed))\b|\bif the (?:boat|ship|ferry|plane|car|train|bus) (?:went down|sank|crashed|went over)\b[^.!?]*\bi (?:wouldn'?t|would not|won'?t|will not) (?:swim|fight it|try|bother|struggle)\b|\bi'?d be (?:fine|ok|okay|alright|happy|glad|content) (?:never|not) waking up\b|\b(?:don'?t|do not|didn'?t) want (?:the )?next day\b/,
    ],
    [
      'burden',
      /\b(?:they|everyone|everybody|the (?:house|family|team|kids)|we|you)(?: (?:at home|here|all|at work))?(?:'d| would) (?:all )?breathe easier\b|\bif i (?:wasn'?t|weren'?t|was not|were not) (?:around|here|alive) (?:by then|any ?more|for it)\b/,
    ],
    ['burden', /\bi ruin (?:every|everything|everyone)\b/, 0.5],
    [
      'hopelessness',
      /^nothing (?:left|more) to (?:fix|do|sort|say|give|try|hope for)\W*$|\bcan'?t (?:keep (?:this|it|doing this) up|go on like this|carry on like this) (?:much )?(?:longer|any ?more)\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:wanted|want|needed) to (?:say|tell (?:them|her|him|you))(?: (?:it|that|so))? while i (?:could|still can|can)\b|\bthe (?:letter|note|envelope) (?:to|for) \w+ is on the (?:mantelpiece|table|side|pillow|bed|kitchen table|dresser|hall table)\b/,
    ],
    [
      'finality_acts',
      /\btold (?:them|everyone|each of them) (?:all )?(?:that )?i loved (?:them|her|him)\b|\bbills are paid (?:to|until|up to) the end\b|\bonce (?:someone|a person|i)(?:'s| is| am|'m) gone\b|\basking for myself\b|\b(?:don'?t|do not) (?:reckon|think|expect) i'?ll (?:need|be (?:here|around)) (?:it )?(?:any )?(?:longer|much longer|past)\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:search\w*|look\w* up|googl\w*|check\w*)\b[^.!?]*\b(?:cliff|bridge|drop|car park|multi-?storey|tower|building|viaduct|quarry)\b[^.!?]*\b(?:how high|how tall|how far down|where the (?:railing|fence|barrier)s? (?:ends?|stops?))\b/,
    ],
    ['gathering_means', /\bwhere the (?:railing|fence|barrier)s? (?:ends?|stops?)\b/, 0.6],
    [
      'self_harm',
      /\b(?:knocked|banged|hit|smacked|bashed|knocking|banging|hitting)\s+my head\b[^.!?]*\b(?:over and over|again and again|till|until)\b|\bdeeper this time\b|\b(?:sit|sat|sitting)\b[^.!?]*\bwith the (?:scissors|blade|razor|knife|lighter)\b/,
    ],
    [
      'self_harm',
      /\b(?:count|counter|streak|days?)\s+(?:went |is |got |reset |back )+(?:back )?to (?:0|zero)\b|\bback to the old habit\b/,
      0.6,
    ],
    ['self_harm', /\bi had \d+ days\b/, 0.4],
    [
      'disordered_eating',
      /\bdown to \d+ ?(?:stone|st|kg|kilos|pounds|lbs)\b|\b(?:hasn'?t|haven'?t|nobody has|no one has) noticed under the (?:hoodies?|jumpers?|baggy \w+)\b|\b(?:leftovers?|leftover \w+|scraps)\b[^.!?]*\band nothing else\b/,
      0.6,
    ],
    [
      'abuse_threat',
      /\bnext time it'?(?:ll| will) be (?:me|you|your (?:head|face))\b|\bbroken? my door\b[^.!?]*\b(?:hinges|in)\b/,
    ],
    ['abuse_threat', /\b(?:have|has) falls all the time\b|\bnobody asks (?:any )?questions\b/, 0.6],
  ]),
  // Round thirty-three: after half of the thirty-fifth part (near misses beside risk): things given to a cousin
  // with thanks for everything and a sudden good mood, envy of the dead man at peace, no light but just this.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\bwish(?:ed)? it (?:were|was) my turn\b|\benvied (?:him|her|them)\b[^.!?]*\b(?:peaceful\w*|at rest|at peace)\b/,
    ],
    ['hopelessness', /\bthere'?s no light\b/, 0.6],
    ['hopelessness', /\bthere'?s (?:just|only) this\W*$/, 0.4],
    [
      'finality_acts',
      /\b(?:sent|texted|messaged) (?:the lads|everyone|them all|my mates|the girls) (?:a message )?(?:sayin[g']? )?thanks for (?:everything|it all)\b|\bfeel(?:ing)? (?:weirdly|oddly|strangely) (?:sound|calm|fine|light|at peace|good) today\b/,
      0.6,
    ],
  ]),
  // Round thirty-four: the people at risk that parts 36 and 37 (near misses beside risk) found missed: one apple and
  // pride in it, "looking ill" taken as a compliment, a service not required beyond Friday, an account deleted so
  // mum cannot find it after, diaries burned and instructions left for the hymns, working out which side is highest,
  // extra work for everyone who would not miss the hassle, weight lost that should continue.
  ...fromRows([
    [
      'disordered_eating',
      /\blook(?:ed|s)? (?:ill|sick|skeletal|gaunt|too thin)\b[^.!?]*\btook it as a compliment\b|\blost \d+ ?(?:kilos|kg|pounds|lbs|stone)\b[^.!?]*\bwant (?:it|that|this) to (?:continue|keep going|carry on)\b/,
    ],
    [
      'disordered_eating',
      /\bhad (?:one|an|1|half an?) (?:apple|banana|yoghurt|yogurt|cracker|rice cake|orange)\b[^.!?]*\b(?:today|all day)\b|\bfelt proud\b[^.!?]*\b(?:sick|ashamed|guilty)\b|\bi(?:'m| am) not eating\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\bso (?:my \w+|they|she|he|nobody|no one) (?:can'?t|cannot|won'?t) (?:find|read|see) (?:it|them|this) after\b/,
    ],
    [
      'finality_acts',
      /\b(?:not|won'?t|wont|will not|shall not) be (?:requiring|needing|needin|using) (?:it|the service|this|them)\b[^.!?]*\b(?:after|beyond|past) (?:\w+day|this month|the weekend|that date|next week)\b|\binstructions for (?:the|my) (?:hymns|funeral|service)\b|\bburn(?:ed|t) my (?:old )?(?:diaries|journals|letters)\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\bthank you for (?:the help|everything) over the (?:year|years)\b|\b(?:receives?|sends?|gets?) nothing further\b/,
      0.4,
    ],
    ['gathering_means', /\bworking out which (?:side|bit|floor|end|level)(?:'s| is) (?:the )?(?:highest|tallest)\b/],
    [
      'burden',
      /\b(?:i'?m|im|i am) (?:just |only |nothing but )?extra work for (?:everyone|everybody|them|her|him)\b|\b(?:wouldn'?t|would not) miss the (?:hassle|bother|trouble)\b/,
    ],
  ]),
  // Round thirty-five: after the thirty-eighth part (a milk-round driver, a tree surgeon, a stable lad, a school cook,
  // a new dad back to nights, a Scots widower, a farmer with a loan): a plan with a date on it, tools given to the lad
  // next door and the dog promised to a neighbour, the paper cancelled and the shop paid off, everything tidy now, a
  // call just to say I love you; unclipping up a tree and letting whatever happened happen, not getting up after a
  // fall and liking the thought; not seeing myself get to the end of the years ahead, stopped watching for anything
  // coming; one of the babies she raises is me, a millstone round her neck; tasting and spitting, down to seven stone,
  // sick after dinner night after night; the lighter again and new marks.
  ...fromRows([
    ['explicit', /\b(?:shoot|shooting|shot) myself\b(?! in the (?:foot|feet|leg))/],
    [
      'explicit',
      /\b(?:it'?s|it is|there'?s|i'?ve got|i have|i'?ve made) (?:a )?plan(?:s)? (?:with a date|and a date|for (?:the|a) date)\b|\bisn'?t a thought any ?more\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:gave|given|giving|handed)\s+(?:the|my|our)\s+(?:\w+\s+){0,3}?(?:next door|neighbou?r|nephew|niece|lad|lass|lassie|grandson|granddaughter|godson|goddaughter)\s+my\s+\w+|\bgave my (?:\w+ ){1,2}to (?:the |my )?(?:\w+ ){0,2}(?:next door|neighbou?r|lad|lass|lassie)\b/,
      0.4,
    ],
    [
      'finality_acts',
      /\b(?:asked|arranged for|sorted for) (?:\w+ ){1,4}to (?:have|take|keep|look after) (?:her|him|the (?:dog|cat|horse|pony))\b(?=[^.!?]*\b(?:vet|dog|cat|horse|pony)\b)|\bthe (?:dog|cat) to my (?:neighbou?r|neebor)\b|\bpaid (?:\w+ ){0,3}up to the end of\b|\bpaid off the (?:paper shop|newsagent|milkman|tab|slate)\b/,
      0.4,
    ],
    ['finality_acts', /\b(?:won'?t|will not|'ll not|'ll no|wont) be needin[g']? (?:it|them|one|that)\b/, 0.4],
    [
      'finality_acts',
      /\beverything'?s (?:tidy|square|squared away|in order) now\b|\bhaving it all square\b|\bnames? (?:pinned|written|taped|stuck) on\b|\b(?:phoned|rang|called|texted) (?:\w+ ){1,4}just to say (?:i love|i loved|thank you|thanks|goodbye|bye)\b/,
      0.4,
    ],
    [
      'wish_not_to_exist',
      /\bthought about just (?:unclipping|letting go|stepping (?:off|out)|not holding on|keeping on driving|walking into)\b|\bletting whatever (?:happens?|happened) happen\b|\bif i (?:\w+ ){1,3}and (?:didn'?t|never|did not|don'?t) (?:get up|get back up|wake up|come up|surface)\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:wouldn'?t be|not) the worst thing\b|\b(?:quite |kind of |sort of )?liked the thought\b|\bit'?d be (?:grand|a relief|a mercy|no bad thing)\b/,
      0.3,
    ],
    [
      'hopelessness',
      /\b(?:don'?t|do not|can'?t|cannot) see myself (?:getting|making it|lasting|reaching) (?:to )?(?:the end|the other side|the end of (?:them|it|the year|next year))\b(?![^.!?]*\b(?:book|series|box set|season|course|list|pile|queue|marking)\b)/,
    ],
    [
      'hopelessness',
      /\b(?:stopped|given up|gave up) (?:watching|waiting|looking|hoping) for (?:it|anything|something|that)\b|\bnothing coming (?:\w+ ){0,4}for (?:the likes of )?me\b/,
      0.5,
    ],
    ['burden', /\b(?:i'?m|i am|i feel like|i'?ve become) (?:a |the )?millst[oa]ne\b/],
    ['burden', /\bone of them is me\b/, 0.7],
    ['burden', /\bif it (?:was|were) just (?:her|him|them) and (?:the|her|his|their) \w+\b[^.!?]*\b(?:she|he|they)'?d\b/, 0.5],
    [
      'disordered_eating',
      /\b(?:taste|tasted|tasting|chew|chewed|chewing)\b[^.!?]*\b(?:spit|spat|spitting) (?:it |them )?(?:out|in the bin|into the bin)\b|\b(?:cook|cooked|make|made|serve|served) (?:\w+ ){0,3}and eat nothing\b|\bfading away\b[^.!?]*\bcompliment\b/,
      0.6,
    ],
    ['disordered_eating', /\bdown to (?:\w+ )?(?:stone|kilos?|kg|lbs?|pounds)\b/, 0.4],
    [
      'disordered_eating',
      /\b(?:sick|threw up|throwing up|vomit\w*|puked?) after (?:dinner|tea|eating|meals?|lunch|breakfast|supper|food)\b[^.!?]*\bagain\b(?![^.!?]*\b(?:bug|virus|norovirus|food poisoning|pregnan\w*|morning sickness|chemo\w*)\b)/,
      0.6,
    ],
    [
      'self_harm',
      /\b(?:the )?lighter again\b|\b(?:two|three|four|five|six|\d+|more|new|fresh) (?:marks|burns) (?:now|today|tonight|this week)\b/,
      0.5,
    ],
    [
      'abuse_threat',
      /\bscared to (?:open the (?:front )?door|go home|answer the (?:door|phone))\b|\bif i (?:don'?t|do not|won'?t) let (?:him|her|them) (?:\w+ ){0,5}(?:he|she|they)'?(?:ll| will) (?:burn|smash|hurt|kill|take|wreck)\b/,
      0.6,
    ],
  ]),
  // Round thirty-six: after the thirty-ninth part (English as a second language, text-speak teenagers, formal elders,
  // run-on paragraphs): an arm burnt on the fryer on purpose, weed killer taken in a bag when nobody was looking, a
  // hosepipe and gaffer tape under the bunk, the garage with the engine running and the door down; the biscuits guests
  // leave, weighing myself every break and proud not to touch food; gold bangles given out with no feast coming and
  // the cloth for the burial shown; envy of a patient who passed, lucky her, finished; a poll on who should jump and
  // agreeing with it.
  ...fromRows([
    [
      'self_harm',
      /\b(?:burn(?:ed|t)?|cut|scald(?:ed)?|scratch(?:ed)?|hit|punch(?:ed)?|bit)\s+(?:my|ma)\s+(?:\w+\s+)?(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|hand|hands|stomach|hip|hips|skin|face)\b[^.!?]*\bon purpose\b/,
    ],
    [
      'gathering_means',
      /\bhose ?pipe\b[^.!?]*\b(?:gaffer|duct) tape\b|\b(?:gaffer|duct) tape\b[^.!?]*\bhose ?pipe\b|\bin the garage with the engine running\b|\bengine running\b[^.!?]*\b(?:garage )?doors? (?:down|shut|closed)\b/,
    ],
    [
      'gathering_means',
      /\b(?:weed ?killer|rat poison|antifreeze|paraquat|pesticide|bleach)\b[^.!?]*\b(?:took|taken|kept|hid|hidden|bought|pocketed)\b|\b(?:took|taken|kept|hid|hidden|bought|pocketed)\b[^.!?]*\b(?:weed ?killer|rat poison|antifreeze|paraquat|pesticide)\b|\b(?:took|taken|hid|sneaked|snuck|pocketed|slipped)\b[^.!?]*\bwhen (?:\w+ ){0,2}(?:was not|wasn'?t|weren'?t) looking\b/,
      0.6,
    ],
    [
      'disordered_eating',
      /\bproud (?:that )?i (?:don'?t|didn'?t|do not|did not) (?:touch|eat|have)\b|\bweigh myself\b[^.!?]*\bevery (?:break|hour|time|morning and (?:night|evening))\b/,
      0.7,
    ],
    ['disordered_eating', /\bnot for the (?:crohn'?s|constipation|ibs|bowels?)\b/, 0.4],
    [
      'disordered_eating',
      /\b(?:i )?eat only (?:the )?(?:little|two|one|half|a few)\b|\bonly eat (?:the )?(?:little|two|one|half|a few)\b/,
      0.4,
    ],
    [
      'finality_acts',
      /\b(?:cloth|clothes|shroud|outfit|suit|dress)\b[^.!?]*\bfor (?:the|my) (?:burial|funeral|coffin|grave)\b|\bwhat use is (?:\w+ ){0,3}(?:in my hand|to me now)\b|\bso nobody (?:is )?(?:running|runs|has to run) (?:about|around) after\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\benvied (?:the |a |an )?(?:\w+ ){0,3}(?:who|that) (?:passed|died)\b|\blucky (?:you|her|him|them)\b[^.!?]*\b(?:you|she|he|they)(?:'re| are| is) (?:finished|done|gone|out of it|free)\b/,
    ],
    [
      'bullied_young',
      /\bwho (?:should|shud|shld|would) (?:jump|die|kill themselves|go) (?:off|first)\b|\b(?:poll|vote|list) (?:on|of|about) who\b[^.!?]*\b(?:jump|die|ugliest|should)\b/,
      0.6,
    ],
    ['bullied_young', /\b(?:tbh|honestly|and) i (?:kinda |kind of |sort of )?agree (?:with|w) (?:them|em)\b/, 0.5],
  ]),
  // Round thirty-seven: after the forty-first part (carers, chronic pain, veterans, debt and gambling, the bereaved and
  // divorced, businesses going under): topping myself on the train home, suicide in my head like a song, overdose
  // amounts read on forums, codeine kept from every flare and more than enough; the next chest infection can have me,
  // walking out past where you can stand, wishing to have been left on the hillside with the others; no job, no
  // lungs, no use, till the cylinder wins; the cellar wall till I saw stars; binge and purge behind the skip, 400 a
  // day, laxatives not for the Crohn's, nothing before the weigh-in, keys in my bra for the dietitian's scales; a son
  // who has taken my phone and locked my post away.
  ...fromRows([
    ['explicit', /\b(?:top|topping|topped|toppin) myself\b(?! up)/],
    [
      'explicit',
      /\bsuicide(?:'s| has| is)? (?:been )?(?:in|on|going round) my (?:head|mind)\b|\b(?:reading|read|looked up|looking up|checked|checking|researching|googled|googling)\b[^.!?]*\b(?:overdose|lethal|fatal) (?:amounts?|doses?|levels?)\b|\boverdose amounts?\b/,
      1,
      STUDYING,
    ],
    [
      'gathering_means',
      /\blooked up how many\b|\bi have more than (?:that|enough)\b|\b(?:kept|keeping|saved|saving|hoarded|hoarding)\b[^.!?]*\bfrom every (?:flare|prescription|script|repeat|bout)\b|\bin a sock in the\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:next|the next|any) (?:chest infection|infection|bug|illness|heart attack|stroke|flu|bout of \w+|fall)\b[^.!?]*\bcan (?:have|take) me\b|\b(?:wish|wished|wishing)\b[^.!?]*\b(?:i had|i'd) (?:been left|died|gone|stayed|been killed)\b[^.!?]*\bwith (?:the others|them|the lads|my (?:mates|pals|comrades|husband|wife))\b/,
    ],
    ['wish_not_to_exist', /\bcarrying on (?:walking|swimming|driving) (?:out|on)\b|\bpast where (?:you|i) can stand\b/, 0.6],
    [
      'hopelessness',
      /\bno (?:job|work|money|health|home|wife|husband|lungs),? no (?:\w+),? no (?:use|point|future|hope)\b|\btill (?:the|it|this) (?:\w+ )?wins\b|\bnothing coming now\b|\bthe shelves (?:from here )?are empty\b/,
      0.5,
    ],
    [
      'self_harm',
      /\btill i saw stars\b|\b(?:banged|banging|hit|hitting) my head\b[^.!?]*\b(?:wall|door|floor)\b[^.!?]*\b(?:again|on purpose|till)\b|^\W*(?:the )?(?:\w+ )?(?:wall|door) again\W*$/,
      0.6,
    ],
    [
      'disordered_eating',
      /\b(?:senna|dulcolax|laxatives?|bisacodyl)\b[^.!?]*\b(?:on top|again|before bed|\d+ of them|not for)\b|\b(?:keys|coins|weights|phone) in my (?:bra|pockets?|knickers)\b[^.!?]*\b(?:weigh\w*|scales)\b|\b(?:weigh\w*|scales)\b[^.!?]*\b(?:keys|coins|weights|phone) in my (?:bra|pockets?|knickers)\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\bsick(?:ed)? it (?:all )?up\b|\b(?:threw|brought) it (?:all )?(?:back )?up\b|\bso (?:nobody|no one) would see\b[^.!?]*\b(?:ate|eat|bought)\b|\b[1-8]\d\d (?:a|per) day is (?:doable|fine|enough|plenty)\b|\bif i barely eat\b|\bnot even water\b|\bweigh-?in\b[^.!?]*\bso nothing\b/,
      0.6,
    ],
    [
      'abuse_threat',
      /\b(?:he|she|they)(?:'s| has| have)? (?:taken|took|locked|keeps|kept|hidden|hid) (?:my (?:phone|post|pension|bank card|card|money|keys|passport)|the \w+ (?:room|bedroom) with my)\b/,
      0.5,
    ],
  ]),
  // Round thirty-eight: after the fortieth part (students, apprentices, gamers, LGBTQ+ young people, care leavers, young
  // people new to the UK; irony and internet slang): a rope bought for a climbing wall never climbed, boxes of
  // paracetamol bought on every break and kept in the wardrobe, helium read about on a forum, how much insulin;
  // little lines where the shirt covers; a ghost for real, excused from the rest of mine, lying down in the snow and
  // that being it, gn forever; easier minus me; what the next forty years are for, the reason to keep waking; 480
  // calories and pride, day 5 of a fast and looking grey; the knife roll given to the other apprentice and nothing
  // owing to anyone.
  ...fromRows([
    [
      'gathering_means',
      new RegExp(
        `\\b(?:bought|buying|buy|ordered|got|picked up|have|had)\\b[^.!?]*\\b(?:${PILLS}|rope|helium|charcoal|razor blades|blades|(?:a|the) tank)\\b[^.!?]*\\b(?:wardrobe|under (?:my|the) bed|behind (?:my|the)|hidden|hiding|\\d+ boxes|boxes|in (?:my|the) (?:cupboard|drawer|wardrobe))\\b|\\b\\d+ boxes\\b[^.!?]*\\bin (?:my|the) (?:wardrobe|drawer|cupboard)\\b`,
      ),
      0.8,
    ],
    [
      'gathering_means',
      new RegExp(
        `\\b(?:read|reading|looked up|looking up|googl\\w*|researching)\\b[^.!?]*\\b(?:helium|charcoal|exit bag|nitrogen)\\b|\\b(?:reading|read|looked up|looking up|googl\\w*|researching) (?:about )?how (?:much|many) ${PILLS}\\b`,
      ),
    ],
    [
      'gathering_means',
      new RegExp(
        `\\bevery (?:night|day|shift|break)\\b[^.!?]*\\b(?:bought|buying|got|getting) ${PILLS}\\b|\\b(?:bought|buying|got|getting) ${PILLS} (?:on|every|each) (?:my )?(?:break|lunch|shift)\\b`,
      ),
      0.4,
    ],
    [
      'gathering_means',
      /\b(?:bought|got|have) (?:the|a) rope\b|\bi'?ve never (?:climbed|been climbing|used one|had a party)\b|\bcheck it'?s still there\b|\bsomething to listen to while\W*$/,
      0.5,
    ],
    [
      'self_harm',
      /\blittle lines on my\b|\blines on my (?:stomach|thighs?|arms?|wrists?|hips?|legs?)\b|\bwhere the (?:shirt|sleeves?|shorts|skirt|tights|watch(?:strap)?) covers?\b/,
      0.8,
    ],
    [
      'wish_not_to_exist',
      /\b(?:like|love|want|wish|wanna) to be a ghost for real\b|\bexcused from the rest of (?:mine|my life|it)\b|\b(?:gn|goodnight|good night) forever\b/,
    ],
    [
      'wish_not_to_exist',
      /\bfloat (?:off|away) and that'?s it\b|\band that being it\b|\blying down in the (?:snow|heather|sea|water|river)\b|\bnicest thought i have\b/,
      0.5,
    ],
    ['burden', /\b(?:easier|better|lighter|simpler|happier|calmer) minus me\b/],
    [
      'hopelessness',
      /\bwhat the next (?:\w+ )?(?:years|decades) (?:are|is) (?:supposed|meant) to be for\b|\b(?:what is|what'?s) the (?:reason|point) to keep (?:waking|going|living|breathing|trying)\b/,
    ],
    ['hopelessness', /\bnothing'?s coming\b/, 0.5],
    [
      'disordered_eating',
      /\b(?:logged|ate|had|kept (?:it )?under|under) [1-8]\d\d (?:calories|cals|kcal)\b|\b(?:calories|cals|kcal)\b[^.!?]*\bpride\b|\bon (?:one|a single|half a) (?:cereal bar|apple|banana|rice cake|yoghurt|yogurt)\b|\bpast 72 hours\b|\bsay(?:ing)? i look (?:grey|gray|ill|sick|gaunt|ghostly)\b|\bon day (?:[5-9]|1\d)\b[^.!?]*\bpush through\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:nowt|nothing) owing to anyone\b|\bsorted (?:my|me) bank\b|\bgave (?:my|me) (?:\w+ ){1,3}to the (?:other|new) \w+\b/,
      0.5,
    ],
    [
      'abuse_threat',
      /\bi'?ll make you (?:both )?sorry\b|\bknows? where (?:your|my) (?:mum|mother|family|parents?|kids) lives?\b|\bknows which (?:door|flat|house|room) is mine\b|\bleave in a box\b|\b(?:feart|scared|afraid|frightened) (?:to|tae) (?:come|go) (?:home|hame)\b/,
      0.6,
    ],
  ]),
  // Round thirty-nine: after the forty-second part (Englishes from outside the UK, people of faith): call me back to
  // You, the Lord to take me before the year is out, tek mi home tonight, a way out asked of Allah; a date settled and
  // written down to make it real, the height looked at from a footbridge three nights running, morphine never
  // returned, sleeping tablets and whisky searched in an incognito tab; the razor on the bathroom floor, head against
  // the cabin wall, knuckles bleeding again and a cover story; kilos down and nobody noticed; four walls and the telly;
  // a stone round my son's neck; rent paid ahead and a trip that is not happening; choir robe and Bible given away;
  // locked in till I repent, candlesticks thrown at the wall behind me, girls like you go missing, my phone taken to
  // work.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:lord|god|allah|waheguru|jesus|lawd|father|hashem|bhagwan|ram|krishna)\b[^.!?]*\b(?:call|take|tek|bring|carry) (?:me|mi|i) (?:back to (?:you|him|your side)|home(?: tonight| now| soon)?\W*(?:i'?m |i am |mi )?ready|to (?:you|your side|heaven|paradise|jannah)|before)\b|\b(?:call|take|tek) (?:me|mi) back to you\b|\bprayed (?:the lord|god|allah|jesus) would take me\b|\b(?:tek|take) (?:mi|me|i) home tonight\b/,
    ],
    [
      'wish_not_to_exist',
      /\bout out\b|\b(?:asked|prayed|pray|begged) (?:\w+ ){0,2}for a way out\b|\b(?:closing|close) my eyes and it (?:just )?being over\b/,
      0.6,
    ],
    [
      'explicit',
      /\b(?:i'?ve |i have )?(?:settled on|picked|chosen|decided on) (?:a date|the date|the \d+(?:st|nd|rd|th))\b/,
      0.7,
    ],
    ['explicit', /\bwriting it down so it'?s real\b/, 0.4],
    [
      'gathering_means',
      new RegExp(
        `\\b(?:searched|search|googled|looked up)\\b[^.!?]*\\bhow (?:many|much)\\b[^.!?]*\\b(?:${PILLS}|sleeping tablets)\\b|\\bkept the (?:morphine|oxycodone|${PILLS})\\b[^.!?]*\\b(?:nurse|hospice|left|at the end)\\b|\\bnever returned it\\b`,
      ),
    ],
    [
      'gathering_means',
      /\blooked at the (?:height|drop)\b|\bwalked to the (?:railing|railings|edge|parapet)\b|\b(?:third|second|fourth|another|every) night (?:i am |i'?m )?checking it\b|\bincognito (?:tab|mode|window)\b/,
      0.5,
    ],
    [
      'self_harm',
      /^\W*(?:the )?(?:razor|blade|blades|lighter|compass|scissors)\W*$|\b(?:wall|door|floor)\b[^.!?]*\bmy head\b[^.!?]*\bagain\b|\bknuckles (?:bleeding|split|raw|busted) again\b/,
      0.7,
    ],
    [
      'self_harm',
      /\btold (?:sir|miss|mum|dad|them|everyone|the nurse) (?:it was )?(?:football|the cat|an accident|rugby)\b/,
      0.4,
    ],
    ['disordered_eating', /\b\d+ (?:kilo|kilos|kg|lbs?|pounds|stone) down\b|^\W*nobody noticed\W*$/, 0.5],
    ['hopelessness', /\b(?:nothing|nutten|nuttin|nuthin) (?:fi|to) look forward to\b/],
    ['hopelessness', /\bfour walls? (?:an|and) (?:di|the) telly\b/, 0.4],
    ['burden', /\b(?:a )?stone (?:round|around) (?:my|his|her|their|that) (?:\w+'s )?neck\b/],
    [
      'finality_acts',
      /\bpaid (?:the|my) (?:landlord|rent|bills?) (?:\w+ ){0,2}in advance\b|\bnot to put me on the rota\b|^\W*i(?:'m| am) not (?:really )?going to [a-z]+\W*$|\b(?:i|mi) (?:nah|nuh|not|won'?t) (?:go |going to )?need (?:dem|them|it)\b|\b(?:give|gave|given|giving) away (?:my|mi) (?:\w+ ){0,2}(?:robe|bible|quran|koran|prayer (?:mat|beads)|rosary|hymn ?book)\b/,
      0.5,
    ],
    [
      'abuse_threat',
      /\blocked (?:the )?(?:\w+ )?(?:door )?with me inside\b|\b(?:he|she|they) (?:threw|throws|hurled|chucked) (?:the |a |my )?(?:\w+ ){0,2}at (?:the wall (?:behind|next to) me|me|my head)\b|\bif i (?:ever )?leave\b[^.!?]*\b(?:go missing|end up missing|disappear)\b/,
    ],
    [
      'abuse_threat',
      /\btook my (?:phone|post|passport|bank card|keys|money|pension) (?:to work|with (?:him|her)|away)\b|\bread my (?:whatsapp|messages|texts|phone|diary|journal) again\b|\b(?:he|she)(?:'ll| will) show me\b/,
      0.5,
    ],
  ]),
  // Round forty: after the forty-third part (fragments, long rambles, lists and dialogue written out): a wish to
  // dissolve into the bog or drift downstream and never moor, to sleep and never come back, the not-waking-up bit,
  // better if I wasn't; deep enough, the paraquat tin moved to my locker, the barn beam tested, how much it would take
  // for a man my size, sixty paracetamol now, the rope sorted; the glove that hides the cuts; future gone, not one year
  // ahead to picture, nothing ahead now; his millstone; final goodbyes, once I've gone; didn't feed me, one yoghurt a
  // day, no full meal in weeks; what happens if I leave, I will find you, burying somebody, a car tracked, a passport
  // kept, the boot.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:wish|want|wanna|would love|'d love|'d like)\b(?: i could| to)? (?:just |quietly |simply )?(?:dissolve|fade|drift|float|sink|melt|slip)(?: off| away| out| under| into| downstream)?\b(?=[^.!?]*\b(?:map|bog|downstream|never|forever|for good|the sea|the ground|the earth)\b)|\b(?:sleep|go to sleep|close my eyes) and never (?:come back|wake|return)\b|\bwant (?:the )?not[- ]waking[- ]up\b|\bbetter if i (?:wasn'?t|weren'?t|was not|were not)\W*$/,
    ],
    [
      'gathering_means',
      new RegExp(
        `\\bhow much\\b[^.!?]*\\bit would take for (?:a man|a woman|someone|me)\\b|\\bfor a (?:man|woman|lad|girl) my size\\b|\\b(?:got|have) the rope (?:sorted|ready|in)\\b|\\b(?:moved|put|keep|kept|carry|carrying) (?:the )?(?:paraquat|weed ?killer|rat poison|antifreeze|pesticide)\\b|\\b(?:\\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) ${PILLS} now\\b`,
      ),
      0.8,
    ],
    [
      'gathering_means',
      /^\W*(?:deep|high|tall|strong|long) enough\W*$|\bwalked (?:down )?to the (?:lock|weir|canal|river|bridge|cliffs?|quarry|reservoir|pier)\b[^.!?]*\bat night\b|\btested (?:the )?(?:\w+ )?(?:beam|rafter|banister|bannister|branch|hook|knot)\b|\bit'?ll (?:take|hold) me\b|^\W*ready\W*$|\b(?:two|three) shops a day\b/,
      0.5,
    ],
    [
      'self_harm',
      /\b(?:glove|gloves|sleeves?|plasters?|bracelets?|watch|joggers|tights|jumper|hoodie)\b[^.!?]*\bhides? (?:the|my) (?:cuts|marks|scars|burns)\b|\bhide (?:the|my) (?:cuts|marks|scars|burns)\b/,
    ],
    ['self_harm', /\bmarks this week\b|\(compass\b|\bcompass, (?:leg|arm|wrist|thigh)\b/, 0.5],
    [
      'hopelessness',
      /\bfuture(?:'s| is)? gone\b|\bnothing ahead (?:now|of me)\b|\bnothing will ever (?:move|change|get better|happen) again\b/,
      0.8,
    ],
    ['hopelessness', /\bthat'?s the lot,? forever\b/, 0.6],
    ['hopelessness', /\bcan'?t (?:picture|imagine|see) (?:a single|any|one) (?:year|month|week) ahead\b/],
    ['abuse_threat', /\b(?:show|give) me your phone\b|\bunlock it\W+now\b/, 0.4],
    ['burden', /\b(?:i'?m|i am) (?:his|her|their|my \w+'s) millst[oa]ne\b/],
    [
      'finality_acts',
      /\bfinal ones\b|\bgoodbyes said\b|\bonce i'?ve gone\b(?! (?:to|out|back|home|up|down|in)\b)|^\W*for good\W*$/,
      0.6,
    ],
    [
      'disordered_eating',
      /\bnot eaten a (?:full |proper )?meal in (?:\w+ )?(?:weeks|days|months)\b|\b(?:didn'?t|did not|don'?t) feed (?:me|myself)\b|\bone (?:yoghurt|yogurt|apple|banana|meal|cracker|rice cake) a day\b|\bi (?:don'?t|do not) eat meals\b/,
      0.7,
    ],
    ['disordered_eating', /^\W*day (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\W*$|\bproud\W+scared\b/, 0.4],
    [
      'abuse_threat',
      /\b(?:he'?s|she'?s|he has|she has) said what happens if i (?:leave|go|tell)\b|\bif i\b[^.!?]*\b(?:he|she|they)(?:'ll| will) (?:smash|hurt|kill|burn|break|batter)\b[^.!?]*\bme\b|\bburying somebody\b|\bput you in the boot\b|\bnobody will (?:even )?look for you\b/,
    ],
    [
      'abuse_threat',
      /\bi(?:'ll| will) find you\b|\b(?:he|she) (?:tracks|tracked|follows|followed|monitors) my (?:car|phone|location)\b|\byour passport is with me\b|\byou will not come back\b|\bwho will you tell\b|\bor i'?ll do it the other way\b|\bnot allowed to (?:do|go|see|leave|spend)\b[^.!?]*\bwithout asking\b|\bsend (?:my|your) (?:\w+ )?the photos\b/,
      0.6,
    ],
  ]),
  // Round forty-one: after the forty-fourth part (the marketplace's buyers answering journal prompts: savasana, body
  // scans, 30-day challenges) and the forty-fifth (everyday English written as an outside evaluation would: a job's or
  // a hobby's pictures for the act): ten minutes of not existing wanted permanent, waiting to die and so am I, another
  // twenty years of this; planning my suicide like a sequence, dead by the end of the week, driving off the top of
  // the multi-storey; the fast trains' timetable and the gap in the fence, a beam that holds, flex and a ceiling hook
  // not for a job, a pistol I don't need in the glovebox, cartridges down from the loft; a box cutter on my own arm, a
  // hair bobble then the stapler, the breathing track after I cut; laxatives after every meal, a 10k to burn off
  // pasta, breakfast hidden in the compost, how long I can go without food, a calorie sheet that goes red over 500;
  // the only thing standing in their way, saving them a fortune by going; standing orders paid through to March and a
  // pension beneficiary changed; a carer who twists my arm, keys and phone taken and "you're not leaving", a tracker
  // under the wheel arch.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:didn'?t|did not|don'?t|do not) exist\b[^.!?]*\b(?:best|bliss|relief|peace|heaven|loved it)\b|\b(?:want|wish|wanted|need) (?:that|it|this)(?: but| to be| feeling)? (?:permanent|permanently|for good|forever)\W*$/,
      0.5,
    ],
    [
      'hopelessness',
      /\b(?:i'?m|i am) (?:just |only )?waiting to die\b|\bwaiting to die\b[^.!?]*\b(?:so am i|and so am i|me too|same as me)\b/,
    ],
    [
      'hopelessness',
      /\bcan'?t (?:face|do|stand|bear) another (?:\w+ )?(?:years|decades|lifetime)\b(?! (?:of (?:this )?(?:job|work|commuting|marking|this boss|him|her)))/,
      0.6,
    ],
    [
      'explicit',
      /\b(?:planning|planned|plotting|plotted|rehearsing|rehearsed|scripting|choreographing) my (?:own )?(?:suicide|death)\b|\bmy (?:own )?suicide\b(?![- ](?:prevention|awareness|training|course|walk|run|charity|bomb\w*|squad))/,
    ],
    [
      'explicit',
      /\b(?:i'?ll|i will|i'?m going to|i'?m gonna) be (?:dead|gone) by (?:the end of (?:the|this|next) (?:week|weekend|month)|(?:this|next) (?:week|weekend)|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow)\b/,
      0.6,
      /\bif\b|\bat this rate\b|\bthe way (?:this|things|it)\b|\b(?:tired|knackered|exhausted|deadline|boss|workload|overtime|the time (?:i|we|they|it))\b/,
    ],
    [
      'explicit',
      /\b(?:i'?m|i am|i'?ll|i will|gonna|going to|then i)\b[^.!?]*\b(?:driv\w*|drove|walk\w*|jump\w*|step\w*|go|going|roll\w*) (?:straight )?off (?:the )?(?:top|roof|edge|end|side) of (?:the |a )?(?:multi[- ]?stor(?:e)?y|car ?park|bridge|cliffs?|quarry|pier|building|tower|flats|viaduct|dam)\b/,
    ],
    [
      'finality_acts',
      /\bno point (?:you |them )?(?:charging|renewing|billing|sending|keeping|posting|taking)\b|\b(?:sorting|doing|handling) it myself\b(?![^.!?]*\b(?:refund|bank|council|repair|fix))/,
      0.4,
    ],
    [
      'gathering_means',
      /\b(?:timetable|times)\b[^.!?]*\b(?:fast ones|fast trains?|express(?:es)?|non-stopping|don'?t stop|freight)\b|\bstood (?:by|at|near) the (?:gap|hole|edge|break)\b[^.!?]*\b(?:fence|railings?|track|line|platform|wall)\b|\b(?:barrier|railings?|fence|wall|parapet)(?:'s| is)? only (?:waist|chest|knee|hip)[- ]high\b/,
      0.6,
    ],
    [
      'gathering_means',
      /^\W*it (?:holds|held|will hold|'?ll hold|takes my weight|took my weight)\W*$|\bnot for (?:a|the|any) (?:job|project|customer|client)\b|\b(?:bought|got|ordered|fitted|screwed in|put up)\b[^.!?]*\b(?:ceiling hook|hook (?:in|for) the (?:ceiling|beam|loft))\b/,
      0.5,
    ],
    [
      'gathering_means',
      /\b(?:don'?t|do not|didn'?t) need (?:a|another|the) (?:second |new |third |bigger )?(?:pistol|gun|rifle|shotgun|handgun|revolver)\b|\b(?:pistol|gun|handgun|revolver|shotgun)\b[^.!?]*\b(?:lives|stays|sits|kept) in (?:the|my) (?:truck|car|van|glove ?box|bedside|nightstand|pillow)|\b(?:cartridges|shells|ammo|ammunition|bullets) (?:down|out) (?:from|of) the (?:loft|attic|safe|cabinet)\b/,
      0.5,
    ],
    [
      'gathering_means',
      /\b(?:top (?:level|floor|deck)|roof) of the (?:multi[- ]?stor(?:e)?y|car ?park)\b[^.!?]*\b(?:been up|went up|go up|going up|every night|nights|found mine|looking down|stood)\b|\bfound mine\b[^.!?]*\b(?:top|roof|high|bridge|edge)\b/,
      0.6,
    ],
    [
      'self_harm',
      new RegExp(
        `\\b(?:used|took|put|ran|dragged|pressed|held)\\s+(?:the |a |my )?(?:box cutter|stanley knife|craft knife|knife|blade|razor|scissors|compass|lighter|stapler|pin|needle|glass|sharpener|scalpel|cutter)\\b[^.!?]*\\bon my (?:own )?${BODY_PART}`,
      ),
    ],
    [
      'self_harm',
      /\bmoved on to (?:the |a )?(?:stapler|compass|blades?|razors?|knife|lighter|scissors|pins?|needles?|glass|sharpener)\b|\b(?:after|when|before|whenever|every time) i (?:cut|burn|hurt myself|sh)\b(?=\s*(?:$|[,;]|so\b|and\b|i\b))/,
      0.8,
    ],
    ['self_harm', /\b(?:hair ?bobble|hair ?tie|elastic band|rubber band) on my wrist\b/, 0.4],
    [
      'disordered_eating',
      /\blaxatives?\b[^.!?]*\b(?:after (?:every|each)|every meal|strongest|stronger|double|too much|stack)\b|\b(?:strongest|stronger|extra[- ]strength|max(?:imum)?[- ]strength) laxatives\b|\b(?:took|take|taking|had|swallowed) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a handful of|a load of|loads of) laxatives\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\bhow long i can (?:go|last) without (?:food|eating)\b|\bhid (?:my |the )?(?:breakfast|lunch|dinner|tea|food|meal|sandwich)\b|\b(?:down to|only|just) (?:one|a single|half a) (?!coffee|cigarette|cig|fag|drink|beer|glass|can|vape|cup|episode|hour)(?:\w+ ){0,2}(?:a|per) day\b[^.!?]*\bproud\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\b(?:ran|run|walked|cycled|swam|rowed|did)\b[^.!?]*\bto burn (?:off|it off)\b|\bstill \d+ (?:cals? |calories )?over\b|\b(?:go|goes|turn|turns|went) red (?:over|above|past) [1-9]\d{2}\b|\btrack every (?:calorie|cal|bite|gram)\b|\b(?:stomach|belly) empty\b[^.!?]*\b(?:perfect|good|light|proud)\b|\brecord'?s \d+ hours\b|\b(?:stop|ignore|kill|quiet|suppress|numb)\w* (?:the |my )?hunger\b|\bdry fast\b[^.!?]*\bdizzy\b|\bdizzy but i want to\b/,
      0.5,
    ],
    ['disordered_eating', /\b(?:fainted|passed out|blacked out)\b[^.!?]*\b(?:though|again|worth it)\W*$/, 0.4],
    [
      'burden',
      /\b(?:i'?m|i am) the (?:only )?(?:thing|one|person) (?:standing |stood )?in (?:the|their|his|her) way of (?:that|them|it|their|his|her)\b|\b(?:i'?d|i would|it would|that would) save (?:them|him|her|everyone|the family|my \w+) (?:a fortune|money|thousands|so much|a lot)\b[^.!?]*\bby (?:going|not being here|being gone|dying|disappearing)\b/,
      0.8,
    ],
    ['finality_acts', /\bchanged my (?:pension |life insurance |insurance |policy )?beneficiar(?:y|ies)\b/, 0.5],
    [
      'finality_acts',
      /\b(?:texted|messaged|rang|called|wrote to) (?:\w+ ){0,4}(?:to say|to tell them|saying) i love (?:them|you|her|him)\b|\bpaid (?:through|up) (?:to|until|till) (?:january|february|march|april|may|june|july|august|september|october|november|december|the end of)\b/,
      0.4,
    ],
    [
      'abuse_threat',
      /\b(?:twists?|twisted|twisting|pinches|pinched|pinching|yanks?|yanked|bends?|bent back) my (?:arm|wrist|hand|fingers|ear|hair|skin)\b(?![^.!?]*\b(?:physio|yoga|wrestl\w*|judo|jiu|class)\b)|\bnobody (?:will |would )?believes? (?:you|me|an old|a \w+|an? \w+ with)\b/,
      0.6,
    ],
    [
      'abuse_threat',
      new RegExp(
        `\\b(?:car keys|the keys|my keys|my phone|my passport|my bank card|my money)\\b(?<=\\b${CLOSE_PERSON}\\b[^.!?]*\\b(?:took|takes|has taken|hid|hides|locked|locks|keeps)\\b[^.!?]*)[^.!?]*\\b(?:said|says|told me|tells me)\\b[^.!?]*\\b(?:i'?m not|i am not|i can'?t|you'?re not|you can'?t) (?:leaving|going|allowed|leave|go)\\b`,
      ),
    ],
    [
      'abuse_threat',
      /\bfound (?:a|an) (?:tracker|airtag|tile|gps)\b|\b(?:tracker|airtag|gps tag)\b[^.!?]*\b(?:under|on|in) my (?:car|wheel arch|bumper|bag|coat|bike)\b|\bi'?ll always (?:know|find|see) (?:where you are|you)\b|\bi know (?:which|what) (?:school|street|house|room|shift)\b[^.!?]*\b(?:go|goes|live|lives|sleep|work)\b|\bi know your (?:car|address|route|house|reg)\b/,
      0.7,
    ],
    [
      'abuse_threat',
      new RegExp(
        `\\b(?:he|she|they)(?:'ll| will|'d| would) (?:do the same to|${HURT_VERB}|send|post|share|leak|show)\\b[^.!?]*\\bif i\\b|\\bif i\\b[^.!?]*\\b(?:he|she|they)(?:'ll| will|'d| would) (?:send|post|share|leak|show) (?:my|the|them|it|everyone|people)\\b`,
      ),
      0.8,
    ],
  ]),
  // Round forty-two: a plan said plainly in one line, composed rather than listed (found by the team's own probes
  // after parts 44 and 45 missed "planning my suicide" and "driving off the top of the multi-storey"): the writer's
  // intent or a time, an act of motion, and a place that kills ("tonight I'm driving into the river", "then I'll step
  // in front of the 7.15"); swallowing the lot, drinking the bleach, letting the train take me, crashing the car on
  // purpose, ending things on my birthday; at the bottom of the quarry by morning, gone by Monday, how and when
  // decided. Leisure (a charity dip, a skydive, a dive club, a climbing wall) keeps them out.
  ...fromRows([
    ['explicit', new RegExp(`${PLAN_INTENT}(?:\\s+[\\w']+){0,3}?\\s+${LETHAL_MOTION}\\s+${LETHAL_PLACE}`), 1, LEISURE],
    [
      'explicit',
      new RegExp(
        `${PLAN_INTENT}(?:\\s+[\\w']+){0,2}?\\s+(?:swallow(?:ing)?|tak(?:e|ing)|drink(?:ing)?|neck(?:ing)?|down(?:ing)?)\\s+(?:the lot|every (?:single )?(?:pill|tablet|one of (?:them|my \\w+))|all (?:of )?(?:my|the|his|her|mum's|dad's) ${PILLS}(?! with| to| back| in my)|(?:the |some )?(?:bleach|antifreeze|weed ?killer|rat poison|paraquat)|the whole (?:box|bottle|packet|lot|pack))\\b`,
      ),
    ],
    [
      'explicit',
      /\blet (?:the|a) (?:train|sea|river|water|tide|current|cold|snow|lorry|waves) (?:take|have|finish) me\b|\bcrash (?:the|my) (?:car|van|truck|bike|motorbike|lorry) (?:on purpose|deliberately)\b|\b(?:i'?m|i am) ending (?:things|it all|everything|my life)\b(?! with)/,
    ],
    [
      'explicit',
      /\b(?:i'?ll|i will|i'?m going to|i'?m gonna) be (?:at the bottom of|under|in) (?:the|a) (?:quarry|river|sea|canal|loch|lough|lake|reservoir|weir|harbour|cliffs?)\b(?=[^.!?]*\b(?:by|before|tonight|tomorrow|morning|soon|then)\b)/,
      1,
      LEISURE,
    ],
    [
      'finality_acts',
      /\b(?:i'?ll|i will|i'?m going to) be gone by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|morning|the weekend|christmas|my birthday)\b|\bby (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend|christmas|my birthday),? i'?ll be gone\b/,
      0.6,
      new RegExp(`${NOT_HOLIDAY.source}|${MOVING.source}|\\b(?:back|home|return\\w*|fly\\w*|train|leave|off to|gone to)\\b`),
    ],
    [
      'explicit',
      /\b(?:decided|know|worked out|planned|sorted)\b[^.!?]*\b(?:how and when|when and how|how i'?m (?:doing|going to do) it|how i'?ll do it|the how and the when)\b|\b(?:i'?ve|i have) (?:picked|chosen|chose) the (?:bridge|spot|tree|beam|cliff|building|day|date|night)\b(?=[^.!?]*$)|\bi know which (?:bridge|tree|cliff|building|beam)\W*$/,
      0.6,
      LEISURE,
    ],
    [
      'explicit',
      /\b(?:i'?ll|i can|i'?m going to|i'?m gonna|going to) do it (?:on the \d+\w*|when|while) (?:the kids|he|she|they|everyone|nobody|no one|the house|mum|dad|my \w+)(?:'re|'s| are| is)? (?:at|away|out|asleep|gone|on nights|empty)\b/,
      0.5,
    ],
  ]),
  // Round forty-three: one-line acts, from the team's own probes of self-harm and warning acts said in a single short
  // line (as an outside evaluation writes them): back to the razor, deserving the scars, a pack of blades with the
  // plasters, arms a mess again, the sting needed to calm down, a hot spoon on my skin, cleaned up before anyone saw;
  // a pet rehomed "just for a while", instructions for the cat left out, "none of this is your fault", no more use
  // for what was given away, an insurance that pays out after two years.
  ...fromRows([
    [
      'self_harm',
      /\bdeserve (?:the|these|my|every one of (?:the|these|my)) (?:scars|cuts|bruises|burns|pain|lines)\b|\b(?:pressed|held|put|pushed)\b[^.!?]*\b(?:hot|heated|burning)\b[^.!?]*\b(?:on|against|into) my (?:own )?(?:skin|arms?|wrists?|legs?|thighs?|hands?|stomach|hips?)\b(?![^.!?]*\b(?:by accident|accidentally|oops|ouch|oven|cooking)\b)|\b(?:pack|box|packet) of (?:new )?(?:razor )?blades\b[^.!?]*\bplasters\b|\bplasters\b[^.!?]*\b(?:pack|box|packet) of (?:new )?(?:razor )?blades\b/,
    ],
    [
      'self_harm',
      /\bback (?:to|on|with) the (?:razor|blades?|lighter|compass|sharpener)\b(?! (?:for|to shave|shav\w*))|\b(?:my )?(?:arms|legs|thighs|wrists|stomach) (?:are|is) (?:a (?:mess|state|wreck)|in a state) again\b|\bneed (?:to feel )?the sting\b|\bcleaned (?:it |myself |everything )?up before (?:anyone|anybody|mum|mom|dad|they|he|she|the others) (?:saw|noticed|came|got)\b|\bdeserve the marks\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\btold (?:her|him|them|my \w+) it'?s (?:just|only) (?:for a (?:while|bit|few weeks)|temporary|for now)\b|\b(?:left|written|wrote|put up) (?:the )?(?:instructions|a list|notes) for (?:the|my) (?:cat|dog|pets?|fish|rabbit|plants|kids)\b(?![^.!?]*\b(?:holiday|away|trip|weekend|while (?:i'?m|we'?re) (?:away|gone))\b)|\bnone of (?:this|it) (?:is|was) (?:your|her|his|their) fault\b|\bi won'?t be (?:playing|using|wearing|needing|riding|driving|reading) (?:it |them )?(?:any ?more|again)\b/,
      0.5,
    ],
    [
      'finality_acts',
      /\b(?:insurance|policy|life cover)\b[^.!?]*\b(?:pays out|covers (?:it|suicide)|will pay)\b[^.!?]*\bafter (?:the first )?(?:one|two|three|1|2|3|\d+) years?\b|\bit'?s been (?:two|2|one|1|three|3) years?\b[^.!?]*\b(?:policy|insurance)\b/,
    ],
  ]),
  // Round forty-four: after the forty-sixth part (North American and Antipodean English: CVS and Walgreens, the
  // drywall, a FIFO swing, a crusher) and the forty-seventh (quiet British warning acts and self-harm): the second
  // time wasn't an accident, I like the empty, the hungry feeling means it's working, Tylenol from two stores because
  // they only let you get so much, two months' worth in a tin and sleeping fine knowing it's there, a high spot with no
  // fence, the top of the crusher; sticky notes with whose it is, letters in the memory box, everyone I'd fallen out
  // with texted, the two-year clause, a note saying it's his now, how I'd like them to remember me, my funeral hymns
  // written out, death-in-service checked "as admin tidying"; take me out and it balances, a money pit with a pulse,
  // if they'd only had one kid; old letters gone over with a safety pin, nails dug in till the skin came up, plasters
  // in bulk, arms covered in plasters, "the cat did it, we don't have a cat", the compass thing; a hole in the drywall
  // if I'm late, the belt taken to me again.
  ...fromRows([
    [
      'self_harm',
      /\bthe second (?:time|one|burn|cut)(?: was(?:n'?t| not)(?: an accident)?| was on purpose)\W*$|\b(?:went|go|going) over (?:the )?(?:old )?(?:letters|lines|marks|scars|words|cuts)\b[^.!?]*\b(?:pin|needle|blade|razor|compass|knife)\b|\bdug my (?:nails|fingernails|keys|pen|compass) into my\b|\bsaid the cat did it\b|\b(?:journal|writing|diary|entries) about (?:the|my) (?:blade|cutting|razor|burns)\b|\bthe compass thing\b/,
    ],
    [
      'self_harm',
      /\btill the skin (?:came up|broke|split|bled)\b|\bplasters in bulk\b|\bbulk (?:plasters|bandages|dressings|steri-?strips)\b|\b(?:box|pack) of (?:100|200|\d{3}) plasters\b|\b(?:bought|ordered|buying) (?:a lot of|loads of|lots of|so many) (?:bandages|plasters|dressings|gauze|steri-?strips)\b|\b(?:they'?re|theyre|arms are|forearms are|wrists are|legs are) covered in (?:plasters|bandages|dressings|cuts|scabs)\b|\b(?:hair ?bobble|hair ?tie|elastic band|rubber band)\b[^.!?]*\b(?:raw|weeping|bleeding|bled|welts?)\b|\bwe don'?t (?:even )?have a cat\b|\b(?:days|weeks|months) clean ended\b/,
      0.8,
    ],
    [
      'self_harm',
      /\bsaw the (?:lines|marks|cuts|scars)\b|\bi bled (?:on|all over|onto)\b|\b(?:anything|something) for (?:the |my )?urges\b|^\W*don'?t ask\W*$/,
      0.5,
    ],
    [
      'disordered_eating',
      /\bi like the (?:empty|emptiness|hunger|hungry feeling|light feeling)\b|\bthe (?:hungry|hunger|empty) feeling means (?:it'?s|its) working\b|\bbringing (?:my |the )?(?:tea|dinner|food|meals?|lunch|breakfast|supper) back up (?:every|each|after|again)\b|\b(?:days?|weeks?) on nothing but\b|\b(?:took|take|taking|had|swallowed) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:senna|dulcolax|bisacodyl|ex-?lax|laxido)\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\b(?:get on|step on|weigh myself on) the scales? (?:\w+ ){0,4}(?:twice|three times|\d+ times|every (?:hour|break))\b|\bskip (?:dinner|lunch|breakfast|tea|supper) too\b|\bi skipped the (?:week|lot)\b|\bgave my (?:lunch|dinner|breakfast|food) to \w+ again\b/,
      0.5,
    ],
    [
      'gathering_means',
      /\bonly let you (?:get|buy|have) (?:so much|so many|two|2|one|\w+ packs?)\b|\bstill (?:have|got) (?:the |her |his |all )?(?:morphine|oxycodone|fentanyl|oramorph|diamorphine|patches)\b[^.!?]*\b(?:from when|left over|never (?:returned|collected|came back))\b/,
      0.8,
    ],
    [
      'gathering_means',
      /\bknowing (?:they'?re|it'?s|the \w+ (?:is|are)) there\b|\b(?:months?|weeks?)'? worth (?:now|saved|put by|stashed|in the)\b|\bso (?:he|she|they) keeps? (?:writing|prescribing|giving me) (?:the |them|more)\b|\bknow the (?:arithmetic|maths|math|numbers)\b|\bto see when it'?s (?:quietest|empty|deserted)\b|^\W*(?:picked|chose|chosen|found) the (?:bridge|spot|place|tree|beam|cliff|building)\b|\bgot the (?:day|date|spot|place|bridge) (?:picked|chosen|sorted|set)\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:i'?d|i would) (?:just as soon|sooner|rather) (?:they|he|she|god|someone|the lord) (?:called|call|took|take) (?:my name|me|my number)\b|\b(?:i'?d|id|i would) rather (?:it|life|the whole thing|all this) (?:was|were|be) (?:shorter|over|done)\b|\b(?:you|i) (?:just )?(?:don'?t|do not|never) wake up from\b/,
      0.8,
    ],
    [
      'gathering_means',
      /\blooking for a (?:high|tall) (?:spot|place|point|bridge|building|cliff)\b[^.!?]*\b(?:no fence|no railings?|no barrier|without a fence|nobody)\b/,
    ],
    [
      'disordered_eating',
      /\b(?:couldn'?t|can'?t|not allowed to|won'?t let myself) (?:sit down|stop|rest|sleep|eat)\b[^.!?]*\b(?:till|until) i'?d? (?:paid it back|burned it off|burnt it off|earned it|walked it off)\b/,
    ],
    [
      'self_harm',
      /\b(?:fading|faded|healing)\b(?<=\b(?:scars?|marks?|lines)\b[^.!?]*)[^.!?]*\b(?:couldn'?t|can'?t|don'?t) (?:stand|bear|want|let)\b/,
      0.8,
    ],
    ['burden', /\bthe (?:money|problem|cost|expense) is always me\b/, 0.5],
    ['self_harm', /\b(?:started|keeps?|kept) giving me (?:a look|looks)\b/, 0.3],
    [
      'burden',
      /\btake me out (?:of it|of the (?:sum|numbers|budget|equation|sheet))? and (?:it|everything|the (?:books|numbers)) (?:balances|adds up|works)\b|\bmore than i'?ve ever (?:brought home|earned|made|been worth)\b[^.!?]*\balive\b|\bworth more (?:to them |to her |to him )?dead\b/,
    ],
    [
      'burden',
      /\b(?:i'?m|im) (?:what'?s|whats) wrong with (?:this|the|our|my) (?:family|house|home|marriage)\b|\b(?:i'?m|i am) a (?:money pit|drain|black hole|bottomless pit)\b|\bif (?:she|he|they) (?:wasn'?t|weren'?t) (?:pouring|spending|wasting|throwing) (?:\w+ )?(?:into|on) me\b|\bif (?:they'?d|theyd|she'?d|he'?d) only had (?:one|the one) (?:kid|child|son|daughter)\b/,
      0.8,
    ],
    [
      'finality_acts',
      /\b(?:sticky notes|labels|name tags|post-?its)\b[^.!?]*\b(?:whose it is|who gets|who it'?s for)\b|\bpast the (?:two|2|one|1)[- ]year (?:clause|exclusion|mark)\b|\bnote saying (?:it'?s|its) (?:his|hers|theirs|yours) now\b|\b(?:texted|messaged|rang|called|wrote to|apologi[sz]ed to) (?:everyone|everybody|all the people|every one) (?:i'?ve|ive|i have|i'?d|i) (?:ever )?(?:fell|fallen) out with\b|\bhow i'?d like (?:them|you|her|him|everyone) to remember (?:me|their \w+|him|her)\b/,
      0.8,
    ],
    [
      'finality_acts',
      /\bletters? (?:in|into) the (?:memory box|drawer|bureau|box|tin|safe)\b|^\W*(?:\w+ )?(?:coat|watch|guitar|ring|bike|car|tools|dog|cat) to [a-z]+\W*$|\b(?:wrote|written|chose|picked|sorted) (?:me|my|out my) (?:own )?funeral (?:hymns|songs|music|readings)\b|\bi'?m not (?:poorly|ill|sick|dying),? before (?:anybody|anyone) (?:wonders|asks)\b|\bdeath[- ]in[- ]service\b|\binactive account (?:manager|settings)\b|\bgave back (?:every|everything)\b[^.!?]*\bborrowed\b|\b(?:emigrating|leaving|going away)\W+(?:sort of|kind of|in a way)\b|\bit helped me for a while\b|\bwrote it (?:all )?(?:down )?on the back of (?:a|an|the) (?:receipt|envelope|ticket|napkin)\b|\bdon'?t be morbid\b|\b(?:u|you) dying or (?:summat|something|what)\b|^\W*that'?s when\W*$|\bgave (?:\w+ ){1,3}(?:the|my) (?:cat|dog|budgie|rabbit|parrot|tortoise)\b/,
      0.5,
    ],
    [
      'finality_acts',
      /\bsaid it was (?:admin|just admin|tidying|routine)\b|\bkey through (?:his|her|their|the) letterbox\b|\b(?:phone|laptop) wiped\b|\b(?:life )?(?:policy|insurance)\b[^.!?]*\bpays (?:\d+x|\d+ times|double|triple)\b|\bcancell?ed the (?:milkman|milk)\b|^\W*tonight\W*$/,
      0.4,
    ],
    [
      'abuse_threat',
      /\bhole in the (?:drywall|wall|plaster|door)\b[^.!?]*\b(?:if i|when i|every time)\b|\bif i'?m (?:\w+ ){0,3}late\b[^.!?]*\b(?:hole|punch|smash|hit|there'?s hell)\b|\bnearly my (?:head|face)\b|\b(?:next time|the day|when|once) i (?:\w+ ){0,3}(?:leave|go|tell|try)\b[^.!?]*\b(?:he|she|they)(?:'ll| will|'d| would) (?:make sure|hurt|kill|find|break|make me)\b|\btake (?:the|a|his|her) (?:belt|strap|stick|slipper|cane) to me\b/,
      0.8,
    ],
    [
      'abuse_threat',
      /\b(?:checks|reads|goes through) my phone every (?:night|day)\b|\b(?:tracks|tracking|tracked) my (?:shifts|location|phone|car|movements)\b|\bon (?:find my|life ?360)\b/,
      0.5,
    ],
  ]),
  // Round forty-five: the grammar of hesitation, from the team's own probes (questions, negated futures, a glance at
  // the means): relieved the scan came back bad, how long until people stop missing someone, not seeing myself getting
  // old, why am I even still here, does anyone actually need me, still looking at the tablets, a dose doubled.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\brelieved\b[^.!?]*\b(?:scan|test|results?|biopsy|diagnosis|news|bloods)\b[^.!?]*\b(?:bad|positive|cancer|terminal|wasn'?t good|not good|spread)\b|\b(?:don'?t|can'?t|do not|cannot) see myself (?:getting|growing|being|living to be) (?:old|older|thirty|forty|fifty|\d+)\b/,
    ],
    [
      'burden',
      /\bhow long (?:does it take|until|till|before) (?:for )?(?:people|they|everyone|family|my (?:\w+ )?(?:kids|family|mum|dad|wife|husband|friends)) (?:to )?(?:stop missing|forget|get over|move on from) (?:someone|a person|me|you)\b/,
      0.8,
    ],
    [
      'wish_not_to_exist',
      /\bwhy am i (?:even )?still (?:here|alive|around|breathing)\b(?![^.!?]*\b(?:at work|in the office|at the pub|meeting|shift|queue|waiting|on hold|awake|up)\b)/,
      1,
    ],
    [
      'gathering_means',
      new RegExp(
        `\\bkeep (?:looking at|staring at|thinking about|counting|checking) (?:the|my) (?:tablets|pills|meds|bottle|rope|blades?|bridge|knife|box)\\b|\\b(?:doubled|tripled) (?:up )?(?:on )?(?:my|the) ${PILLS}\\b`,
      ),
      0.8,
    ],
    ['burden', /\bdoes (?:anyone|anybody) (?:actually |even |really )?need me\b/, 0.6],
  ]),
  // Round forty-six: after the forty-ninth part (risk said through the body and its routines: a glucose monitor, a
  // sleep tracker, seizure meds, a bodybuilding show, breastfeeding): fine if I hadn't woken up, unplugged for good
  // over six more weeks, the worst of my meds in overdose and how many it'd take, nightly ones saved so they build up;
  // I cut on the nights we lose, cut right across the tattoo; tomorrow just the apple, eating 600; boots and a signed
  // shirt given, a note under Mum's pillow for Thursday, Friday decided as when I go, by my own choice; and danger
  // from a person who keeps the medication back, threatens on a condition ("unless I move in", "if I tell anyone")
  // or promises that next time he'll make sure.
  ...fromRows([
    [
      'wish_not_to_exist',
      /\b(?:hadn'?t|had not|didn'?t|never) wo?ken up\b[^.!?]*\b(?:would'?ve been|would have been|that'?d have been) (?:fine|ok|okay|alright|a relief|good)\b|\b(?:i'?d|i would) (?:take|choose|pick) (?:being )?(?:unplugged|switched off|gone|dead|not being here|not existing|nothing|oblivion)(?: for good| forever| permanently)? over\b|\brather not be in (?:the|this) world\b/,
    ],
    [
      'gathering_means',
      /\b(?:worst|most dangerous|deadliest|most lethal) in (?:an )?overdose\b|\bhow many (?:it'?d|it would|would it) take\b|\b(?:so|to let) (?:they|them) (?:build|pile|stack) up\b/,
    ],
    [
      'gathering_means',
      /\b(?:know|picked|chosen|chose|worked out) which (?:bridge|tree|cliff|building|beam|train|stretch|bend)\b|\bsearched the combo\b|\bforums were (?:very )?(?:informative|helpful)\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bi cut (?:right )?(?:across|through|over|into) (?:them|it|the (?:scars|tattoo|old ones))\b|\bi cut (?:on|when|after|every|most|whenever) (?:the )?(?:nights?|days?|times?|we|i)\b|\b(?:taped|hid|covered|strapped) (?:up )?the cuts\b/,
    ],
    [
      'disordered_eating',
      /\btomorrow (?:just|only) (?:the|an?|one|half) (?:apple|rice cake|banana|yoghurt|yogurt|cracker|coffee|water|orange)\b|\bburns? \d+ (?:a day|calories)\b[^.!?]*\bso i'?m eating \d+\b|\b\d+ days on (?:water|juice|black coffee)\b[^.!?]*\bweigh-?in\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\bi heard (?:big|fat|huge)\b|\bhair (?:coming|falling) out\b|\bskipping (?:breakfast|lunch|dinner) and (?:lunch|dinner|tea|supper)\b|\bfainted\b[^.!?]*\bbut i'?m so close\b/,
      0.5,
    ],
    [
      'finality_acts',
      /\b(?:wrote|left) (?:mum|mom|mam|dad|\w+) a (?:note|letter)\b[^.!?]*\b(?:under (?:her|his|their) pillow|for (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|after|later))\b|\b(?:decided|know|chosen) (?:that )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) is (?:when|the day|the night) i (?:go|do it|end it)\b|\bwill be,? (?:soon|shortly)\b[^.!?]*\bby my own (?:choice|hand)\b/,
      0.8,
    ],
    [
      'finality_acts',
      /\bsaid everything i (?:needed|wanted|had) to(?: say)?\b|\bi feel finished\b|\bjust to say (?:i was|i'?m) sorry and (?:that )?i love (?:him|her|them|you)\b|\bgave my (?:\w+ ){0,3}to \w+ and my (?:\w+ ){0,5}to\b/,
      0.5,
    ],
    ['wish_not_to_exist', /^\W*i (?:just )?want out\W*$/, 0.5],
    [
      'abuse_threat',
      new RegExp(
        `\\b${CLOSE_PERSON}\\b[^.!?]*\\b(?:hides|hid|takes|took|keeps|kept|withholds|(?:won'?t|will not) give me|(?:doesn'?t|does not) give (?:me )?(?:it|them)|only gives (?:me )?(?:them|it) back)\\b[^.!?]*\\b(?:meds|medication|medicine|lithium|insulin|inhaler|patches|seizure meds|epipen|antidepressants)\\b|\\b(?:takes|took) my (?:\\w+ )?(?:meds|medication|tablets|pills|insulin|inhaler) off me\\b`,
      ),
      0.8,
    ],
    [
      'abuse_threat',
      /\bnext time (?:he|she|they)(?:'ll| will) (?:make sure|hurt|kill|get|find)\b|\b(?:he|she|they)(?:'ll| will|'d| would) [a-z]+ (?:me|my \w+)\b[^.!?]*\b(?:if|unless) i (?:tell|told|don'?t|say|report|leave|go|moved|move)\b/,
      0.8,
    ],
  ]),
  // Round forty-seven: after the forty-eighth part (hedges, self-talk and questions) and what was left of the
  // forty-ninth: he put me in hospital; chewing and spitting, one meal every two days, meals-on-wheels in the bin,
  // half a meal deal since Tuesday, 14km to cancel out one slice, hip bones finally showing; cut myself with the
  // stanley knife; a rope "in the wardrobe now", old sleeping tablets put aside in a tea caddy, how much it takes to
  // stop a heart, sixty saved up and how many would be too many; strangely calm, decided; the dog sorted with a
  // cover story ("a long job abroad. It isn't."); asking myself the same question; hoping one night I won't surface;
  // not a single reason to see five more years.
  ...fromRows([
    [
      'abuse_threat',
      /\b(?:he|she|they) put me in (?:hospital|a&e|the hospital|intensive care|a coma)\b|\b(?:he|she) (?:hurts|hurt|hit|beat) me\b[^.!?]*\bif i\b/,
    ],
    [
      'disordered_eating',
      /\bchew(?:ing)? and spit(?:ting)?\b|\bnever swallowing\b|\bhow much (?:it )?(?:takes|would take|it'?d take) to stop (?:a|my|the) heart\b/,
    ],
    [
      'disordered_eating',
      /\bone meal every (?:two|three|2|3|other) days?\b|\b(?:put|threw|throw|tip|tipped) (?:the |my )?(?:meals[- ]on[- ]wheels|dinners?|meals?|food|tea|lunch|sandwich(?:es)?) (?:straight )?in(?:to)? the bin\b|\bto (?:cancel|burn|work) (?:out|off) (?:one|a|the|that) (?:slice|piece|biscuit|bite|bit|chocolate|mince pie)\b/,
      0.8,
    ],
    [
      'disordered_eating',
      /\bskipping meals so\b|\blost (?:\w+ )?(?:stone|kilos?|kg|pounds|lbs)\b[^.!?]*\b(?:pleased|proud|glad|happy) about it\b|\bthen another \d+ because\b|\b(?:hip ?bones|ribs|collar ?bones|spine)\b[^.!?]*\b(?:showing|poking out|sticking out|stick out)\b|\bdown to [1-8]\d\d (?:a|per) day\b/,
      0.5,
    ],
    [
      'self_harm',
      /\bcut myself\b[^.!?]*\bwith (?:a|the|my) (?:stanley knife|blade|razor|craft knife|box cutter|scalpel|compass|scissors)\b(?![^.!?]*\b(?:doing|fitting|opening|trimming|carpet|a box|boxes|parcel)\b)/,
    ],
    [
      'disordered_eating',
      /\b(?:eaten|had) (?:half|a quarter|a bit) of one since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday)\b/,
    ],
    ['self_harm', /\bfirst time since i was (?:a kid|a teenager|at school|\d+)\b/, 0.5],
    [
      'gathering_means',
      new RegExp(
        `\\bputting (?:them|it|the \\w+) aside\\b[^.!?]*\\b(?:caddy|tin|box|drawer|jar|sock|bag)\\b|\\bhow many ${PILLS} would be too many\\b`,
      ),
      0.8,
    ],
    [
      'gathering_means',
      /^\W*it'?s in (?:the|my) (?:wardrobe|drawer|cupboard|car|boot|shed|glove ?box) now\W*$|\bnobody counts (?:her|his|the|my)\b|\b(?:about |around |nearly )?(?:\d+|sixty|fifty|forty|thirty|a hundred) saved up\b|\b(?:got|have) my (?:nan'?s|gran'?s|mum'?s|dad'?s|mam'?s|grandad'?s) (?:tablets|pills|meds)\b/,
      0.5,
    ],
    [
      'finality_acts',
      /^\W*decided\W*$|\b(?:strangely|oddly|weirdly) calm (?:today|now|tonight)\b|\bpaid off the (?:small |last |little )?debts\b|\btold (?:him|her|them|everyone|people) it'?s (?:a |for )?(?:\w+ ){0,3}(?:abroad|away|job|trip|holiday)\b|^\W*(?:it isn'?t|it'?s not|it wasn'?t)\W*$|\bsorted the (?:dog|cat|pets?)\b/,
      0.4,
    ],
    [
      'wish_not_to_exist',
      /\bhoping (?:that )?(?:one night|one day|tonight|someday) i (?:just )?(?:won'?t|don'?t|will not|never) (?:surface|wake|come round|come back)\b|\b(?:makes? (?:u|you|me)|help (?:u|you|me)) sleep forever\b|\b(?:can'?t|cannot) think of (?:a single|one|any) reason to (?:see|live|go on|keep going|stay|be here|carry on)\b|\bwill be,? (?:soon|shortly)\b[^.!?]*\bby my own (?:choice|hand)\b/,
    ],
    ['bullied_young', /\b(?:started )?asking myself the same (?:question|thing)\b|\bwhy is (?:she|he) still alive\b/, 0.6],
    [
      'abuse_threat',
      new RegExp(
        `\\b${CLOSE_PERSON}\\b[^.!?]*\\b(?:meds|medication|medicine|lithium|insulin|inhaler|patches|seizure meds|epipen|antidepressants)\\b[^.!?]*\\b(?:(?:doesn'?t|does not|won'?t|will not) give (?:me )?(?:it|them)|keeps (?:it|them) back|hides (?:it|them))\\b`,
      ),
      0.8,
    ],
  ]),
  // Round forty-eight: the team's own probes of warning acts and self-harm said in one line: a note left "for when
  // they find it", a calm "since I made up my mind", a debt paid "so nobody gets left with it", the last entry with
  // thanks to the journal; cuts counted, blood needed to see, dressings bought to hide it, marks blamed on a pet, a
  // sharpener snapped open; a future pictured without me, stepping off the world, the platform edge a bit longer
  // each morning, a run to cancel out a rice cake.
  ...fromRows([
    [
      'finality_acts',
      /\bfor when (?:they|he|she|mum|mom|dad|someone|somebody|people|the (?:kids|police|landlord)) finds? (?:it|them|this|me)\b(?![^.!?]*\b(?:easter|egg|treasure|hunt|present|gift|birthday|christmas)\b)/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:peaceful|calm|at peace|lighter|relieved|settled|better)\b[^.!?]*\bsince i(?:'ve)? (?:made up my mind|made my mind up|decided|made the decision)\W*$/,
      0.8,
    ],
    [
      'finality_acts',
      /\bso (?:no ?one|nobody|they|the kids|mum|dad) (?:gets?|is|are|will be|won'?t be) (?:left with|stuck with|lumbered with|left to sort)\b/,
      0.6,
      /\b(?:washing up|dishes|bins?|the bill at|the tab|hoovering|cleaning)\b/,
    ],
    [
      'finality_acts',
      /^\W*(?:this is|that'?s|here'?s) (?:my |the )?last (?:entry|post|page|check-?in)\W*$|\bthank you,? (?:journal|diary|app)\b[^.!?]*\byou were\b/,
      0.6,
    ],
    [
      'self_harm',
      /\bcounting (?:the |my )?(?:cuts|scars|burns|marks|plasters)\b|\b(?:only|need to|needed to|have to|had to|until i) see (?:the )?blood\b(?![^.!?]*\b(?:test|donat\w*|nurse|vial|bottle)\b)/,
    ],
    [
      'self_harm',
      /\b(?:plasters|dressings|bandages?|gauze|steri-?strips)\b[^.!?]*\b(?:to|so i can|so i could|enough to) hide (?:it|them|the (?:marks|cuts|scars|burns)|my (?:arms?|legs?|thighs?|wrists?))\b/,
    ],
    [
      'self_harm',
      /\btold (?:the |my )?(?:\w+ ){0,2}(?:the )?(?:marks|cuts|scars|burns|scratches|plasters) (?:were|was|are) from (?:the |a |our |my )?(?:cat|dog|kitten|puppy|rabbit|hamster|brambles|roses?)\b/,
      0.6,
    ],
    ['self_harm', /\b(?:snapped|broke|took|prised|pried) (?:the |a |my )?(?:pencil )?sharpener (?:open|apart)\b/],
    [
      'hopelessness',
      /\b(?:can'?t|cannot|don'?t|do not) (?:see|picture|imagine) (?:a |any |the )?(?:version of|future|world|year|christmas|summer|birthday)\b[^.!?]*\b(?:that has me|with me in it|that i'?m in|where i'?m (?:still )?(?:here|in it|around|alive))\b/,
    ],
    [
      'wish_not_to_exist',
      /\bif i (?:just )?(?:stepped|step|fell|fall|slipped|slip|dropped|drop) off (?:it|the (?:world|planet|earth|face of the earth))\W*$/,
    ],
    [
      'gathering_means',
      /\b(?:stand|standing|stood|stay|staying|linger\w*)\b[^.!?]*\b(?:platform edge|edge of the platform|yellow line|the edge|the kerb|the railing)\b[^.!?]*\b(?:a (?:bit|little) longer|longer (?:each|every)|closer (?:each|every))\b/,
    ],
    [
      'disordered_eating',
      /\b(?:to|so i could|until i'?d?) (?:cancel (?:it|that|them|the \w+) out|undo (?:it|that|the \w+)|earn (?:it|that|my (?:dinner|tea|lunch|breakfast)))\b/,
      0.6,
    ],
    [
      'finality_acts',
      /\bshowed (?:her|him|them|\w+) where (?:the |my )?(?:insurance|papers|will|documents|passwords|policy|policies|deeds|bank stuff|pension stuff)\b[^.!?]*\b(?:are|is|were|was|kept)\b/,
      0.6,
      /\bin case of (?:a )?(?:flood|fire|burglary)\b/,
    ],
    ['finality_acts', /\bpaid up (?:till|until|past) (?:after )?the (?:two|2|first two) years?\b/],
    [
      'finality_acts',
      /\b(?:wanted|want|needed) (?:him|her|them|\w+) to have heard it\b|^\W*not because i'?m (?:moving|leaving|going away|decluttering|downsizing)\b|\bi (?:just )?won'?t be (?:reading|needing|using|wearing|playing|riding|driving) (?:them|it|those)(?: (?:any ?more|again))?\W*$/,
      0.6,
    ],
    [
      'finality_acts',
      /\b(?:wanted|want|needed) to (?:see|hear|hold|smell|visit|walk) (?:it|her|him|them|the \w+) (?:one (?:more|last) time|once more|for the last time)\b/,
      0.6,
      /\bbefore (?:it|they|she|he|we)\b|\b(?:sold|demolish\w*|clos\w*|leav\w*|moving|tour|concert|gig|retir\w*)\b/,
    ],
    [
      'self_harm',
      /\b(?:started on|moved (?:on )?to|switched to|gone on to) my (?:stomach|tummy|thighs?|hips?|legs?|ribs|upper arms?|feet|ankles|shoulders?)\b[^.!?]*\b(?:instead|less chance|nobody|no one|anyone)\b/,
    ],
    ['self_harm', /\b(?:kit|plasters|antiseptic|dressings|bandages)\b[^.!?]*\bfor afterwards\b/, 0.8],
    [
      'gathering_means',
      /\b(?:drove|driven|walked|went) (?:past|to|up to|out to) (?:the )?(?:bridge|cliffs?|viaduct|tracks|railway|level crossing|multi-?storey|car park roof|quarry|reservoir|weir)\b[^.!?]*\b(?:(?:two|three|four|five|\d) times|again|every night)\b/,
      0.6,
      /\b(?:satnav|sat nav|lost|diversion|roadworks|the view|sunset|photos?)\b/,
    ],
    ['finality_acts', /\bnext is the (?:hardest|last|final) (?:bit|part|step)\b[^.!?]*\b(?:nearly|almost) ready\b/],
    ['finality_acts', /^\W*(?:she|he|they)(?:'ll| will) know what to do\W*$/, 0.4],
    [
      'finality_acts',
      /\b(?:she|he|they|mum|mom|dad|nan|gran) (?:didn'?t|did not|doesn'?t|does not) know it was (?:a )?goodbye\b/,
    ],
    [
      'self_harm',
      /\b(?:opened|reopened|re-opened|picked|picking|pick at|picked at|went over|going over|scratch(?:ing|ed)? at) (?:up )?(?:the |my )?(?:old |healing )?(?:cuts|scars|wounds|lines)\b/,
    ],
    [
      'self_harm',
      /\bthe urges? (?:won|wins|got me|beat me)\b/,
      0.6,
      /\b(?:smok\w*|vap\w*|cigs?|chocolate|crisps|biscuits?|drink|shop\w*|snack\w*|sweets)\b/,
    ],
    [
      'self_harm',
      /\b(?:hoodies?|jumpers?|long sleeves|cardigans?|tracksuit tops?|sweatshirts?|fleeces?)\b[^.!?]*\b(?:in the heat|in (?:july|august|summer)|heatwave|\d\d degrees)\b/,
      0.6,
      /\b(?:because|aircon|air con|air-con|cold|chilly|freezing|arctic|sun ?burn\w*|sun protection|modest\w*|mosquito\w*|midges|allerg\w*)\b/,
    ],
    [
      'self_harm',
      /\bused (?:the|a) (?:pieces|shards?|broken glass|bits of glass)\b(?! (?:for|to make|in (?:the|a|my) (?:mosaic|art|craft)))/,
      0.8,
    ],
    [
      'self_harm',
      /\b(?:want|wanted|wanting|the urge|need|needed|itching) to cut(?:\s+(?:again|myself|my (?:arms?|legs?|wrists?|thighs?|skin|stomach))\b|\W*$|\s*[,;!?])/,
    ],
    [
      'self_harm',
      /\b(?:hitting|hit|hits|bashing|bashed|punching|punched|whacking|whacked) my (?:own )?(?:legs?|thighs?|arms?|head|stomach|face)\b(?![^.!?]*\b(?:on the|against the (?:table|door|cupboard|shelf)|by accident|accidentally)\b)/,
      1,
      ACCIDENT,
    ],
    ['self_harm', /\bwhere (?:the )?(?:bruises|marks|cuts|scars|burns) (?:don'?t|won'?t|do not|will not) show\b/, 0.8],
    ['self_harm', /\b(?:the )?(?:blades?|razors?)\b[^.!?]*\bright (?:there|here|next to me)\b/, 0.6],
    [
      'self_harm',
      /\bthe pain (?:helps|is the only thing|makes it (?:stop|quiet|better)|calms)\b/,
      0.6,
      /\b(?:massage|physio\w*|gym|workout|stretch\w*|tattoo\w*|run\w*|labou?r|contractions|yoga)\b/,
    ],
    [
      'self_harm',
      /\bs\/h\b|\bmyself harm\b|\b(?:urges?|want|wanting|need|needing) to (?:hurt|harm|punish|damage|mark) my (?:body|arms?|legs?|skin|thighs?|self)\b/,
    ],
  ]),
  // Round forty-nine: after the fifty-first part (young people online: skins and merch given away, a notes-app list
  // of who gets what, a playlist "for after", a quit-to-desktop button, a date that "just makes sense", cat scratches
  // in the group chat, plasters counted, the last thing said properly, the barrier really low, a period stopped
  // "good", a lie to the therapist about when I last did it).
  ...fromRows([
    ['finality_acts', /\b(?:called|labelled|named|titled|marked) ['"]?for after\b/],
    [
      'finality_acts',
      /\bdon'?t open (?:it |this |them )?(?:yet|until|till)\b/,
      0.6,
      /\b(?:birthday|bday|christmas|xmas|present|gift|card|parcel|advent|exam results?)\b/,
    ],
    ['finality_acts', /\b(?:go|goes) to (?:\w+ ){0,2}\w+, (?:the |my )?(?:\w+ ){0,2}(?:go|goes) to\b/, 0.8],
    [
      'finality_acts',
      /\b(?:goes|go) to whoever (?:cries|misses me|is sad|wants)\b|^\W*(?:she|he|they|[a-z]+) can have (?:them|it|my \w+)\W*$/,
      0.5,
    ],
    ['finality_acts', /\bi (?:don'?t|do not|dont) (?:miss|want|feel|need) anything\b/, 0.5],
    [
      'wish_not_to_exist',
      /\bwish (?:life|i|there) (?:had|was|were) an? (?:quit|exit|off|log ?out|uninstall|delete|unsubscribe)\b[^.!?]*\b(?:button|option|switch)\b/,
    ],
    [
      'finality_acts',
      /^\W*letters? (?:for|to) (?:mum|mom|dad|my (?:mum|mom|dad|sister|brother|wife|husband|kids))\W*\(?(?:done|written|finished|can'?t|cant)\)?\W*$/,
      0.8,
    ],
    ['finality_acts', /^\W*(?:i'?ve )?(?:picked|chosen|chose|set|got) a date\W*$/, 0.6],
    ['finality_acts', /\b(?:settled|sorted|rehomed|looked after|taken care of|safe)\b[^.!?]*\bbefore\W*$/],
    ['finality_acts', /\b(?:want|wanted|wanting|need|needed) (?:that|it|this)(?: \w+)? to be the last thing\b/],
    [
      'finality_acts',
      /\bif (?:you'?re|your|ur|you are|u r) reading this\b/,
      0.6,
      /\b(?:blog|post|newsletter|thread|review|caption|future self|you did it|you made it|congrat\w*|well done)\b/,
    ],
    ['finality_acts', /\b(?:didn'?t|did not|didnt) change (?:your|ur|my) mind\b/, 0.6],
    [
      'finality_acts',
      /\bthe last thing (?:said|i said|we said|between us|(?:she|he|they) (?:hears?|heard))\b/,
      0.5,
      /\bbefore (?:bed|sleep|school|work|the exam|lights out)\b/,
    ],
    [
      'finality_acts',
      /\b(?:the )?(?:notes|letters?|messages?|videos?) (?:on|in) my (?:phone|laptop|drawer|room) (?:are|is) for\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\bthe (?:barrier|railing|fence|wall|parapet)s? (?:is|are) (?:really |so |quite |pretty )?(?:low|short|easy to climb)\b/,
      0.8,
    ],
    ['gathering_means', /\bwent up (?:\w+ )?(?:\d+|two|three|four|five) times\b[^.!?]*\bjust to look\b/, 0.6],
    ['gathering_means', /\bi (?:wasn'?t|was not|wasnt) just curious\b/, 0.8],
    [
      'disordered_eating',
      /\b(?:my )?periods? (?:has |have )?(?:stopped|gone|disappeared)\b/,
      0.6,
      /\b(?:pregnan\w*|menopaus\w*|the pill|coil|implant|breastfeed\w*)\b/,
    ],
    ['disordered_eating', /^\W*(?:(?:good|great)\W+)?means (?:it'?s|its) working\W*$/, 0.6],
    ['disordered_eating', /\b(?:black coffee|a rice cake|an apple|water|diet coke)\b[^.!?]*\b(?:so proud|proud)\b/],
    [
      'wish_not_to_exist',
      /\bsleep through the next (?:\d+|sixty|fifty|forty|a hundred) years\b|\b(?:just )?never wake up from\b/,
    ],
    ['self_harm', /\basked (?:me )?when i last did it\b/],
    [
      'self_harm',
      /\b(?:clean|free) for\b[^.!?]*\bi want to so (?:bad|badly|much)\b|\bended up (?:scratching|cutting|burning|hurting myself)\b/,
    ],
    [
      'hopelessness',
      /\b(?:game|film|movie|show|party)\b[^.!?]*\b(?:already )?(?:ended|is over|finished)\b[^.!?]*\bwatching the credits\b/,
    ],
    ['self_harm', /\brelapse\s*#?\s*\d+\b/],
    ['self_harm', /\b(?:cat|🐈|🐱) scratch(?:es)?\b(?![^.!?]*\b(?:post|tree|pad|board)\b)/, 0.6],
    ['self_harm', /\bwe all know what (?:that|it) means\b|^\W*(?:cat )?scratches\W*$/, 0.6],
    ['self_harm', /\b(?:the )?(?:bits|stuff|parts|entries|things|pages) about my (?:arms|wrists|legs|thighs|cuts|scars)\b/],
    ['self_harm', /\bmy (?:arms?|wrists?|legs?)\b[^.!?]*\bwith (?:it|them) looking like (?:this|that)\b/],
  ]),
  // Round fifty: after the fiftieth part (Englishes from outside Britain: Taglish, Nigerian, South African, Kiwi and
  // American voices; warning acts as errands, which CLOSING_ACCOUNTS now counts; self-harm explained away at work and
  // school): scissors taken to the CR, "none of them were accidents", the salt and ice thing, food fed to the dog
  // under the table, a rule of 20k steps for rice, blocks checked for roof access, better I was gone.
  ...fromRows([
    [
      'self_harm',
      /\btook the (?:\w+ )?(?:scissors|blade|razor|knife|lighter|compass) to (?:the (?:cr|bathroom|toilet|loo)|my (?:arms?|legs?|thighs?|wrists?|skin))\b|\bnag-?relapse\b/,
    ],
    ['self_harm', /\bnone of (?:them|those|these) (?:were|was) (?:accidents?|an accident)\b/],
    ['self_harm', /\bsalt and ice\b(?![^.!?]*\b(?:ice cream|churn|recipe|margarita)\b)/, 0.8],
    ['self_harm', /\bsaid (?:i'?m |i was |it was )?(?:clumsy|the cat|the oven|cooking)\W*(?:twice|again|$)/, 0.4],
    [
      'self_harm',
      /\b(?:scissors|blades?|razors?|sharpener)\b[^.!?]*\bin my (?:pencil (?:bag|case|tin)|bag|sock|drawer|locker)\b/,
      0.6,
    ],
    [
      'disordered_eating',
      /\bfed (?:mine|my (?:dinner|food|tea|lunch|plate|share)) to (?:the )?\w+ under the table\b|\b(?:only|just) (?:\w+ and )?black coffee\b/,
    ],
    [
      'disordered_eating',
      /\bi (?:throw|threw|bring|brought) (?:it )?up after (?:breakfast|lunch|dinner|tea|meals?|eating|every meal)\b/,
      1,
      /\b(?:morning sickness|pregnan\w*|chemo\w*|bug|virus|migraine)\b/,
    ],
    [
      'disordered_eating',
      /\bif i eat\b[^.!?]*\bi (?:have to |must |then )?(?:walk|run|burn|do|skip|fast)\b/,
      0.8,
      /\b(?:gluten|dairy|lactose|allerg\w*|ibs|c(?:o)?eliac|diabet\w*)\b/,
    ],
    ['disordered_eating', /\blegs (?:are )?shaking but i did it\b/, 0.4],
    [
      'hopelessness',
      /\b(?:can'?t|cannot) see a (?:tomorrow|future|day|year) where (?:this|it|things|anything) (?:is|are|will be|gets?) (?:any )?(?:different|better)\b/,
    ],
    ['burden', /\bbetter (?:if )?i (?:was|were|am) gone\b/],
    [
      'gathering_means',
      /\b(?:checking|checked|looking|looked) (?:which|what|for) (?:\w+ )?(?:blocks?|buildings?|car parks?|bridges?)\b[^.!?]*\b(?:roof access|unlocked|the top)\b/,
    ],
    [
      'gathering_means',
      /\bwent up (?:\w+ )?(?:twice|(?:\d+|two|three|four|five) times)\b[^.!?]*\b(?:just )?to (?:look|see)\b/,
      0.6,
    ],
    ['bullied_young', /\bmight as well be (?:one|a ghost|gone|dead|invisible) for real\b/],
    ['self_harm', /\bsh'?d\b|\b(?:can'?t|cannot) stop (?:\w+ and )?(?:cutting|burning|scratching|hurting myself)\b/],
    ['gathering_means', /\b(?:\d{2,}|sixty|fifty|forty|thirty|a hundred) (?:\w+ )?saved up\b[^.!?]*\b(?:take|taking|swallow)\b/],
    [
      'gathering_means',
      new RegExp(
        `${PLAN_INTENT}(?:\\s+[\\w']+){0,2}?\\s+(?:driv(?:e|ing)|go(?:ing)?|head(?:ing)?|walk(?:ing)?) (?:up |out |down )?to ${LETHAL_PLACE}`,
      ),
      0.6,
      LEISURE,
    ],
  ]),
  // Round fifty-one: the team's own probes of self-harm said as a joke, with irony or with a cover story: "guess who
  // relapsed 🙃", "another night another cut xD", an arm like a noughts-and-crosses board, more scar than skin, two
  // whole days without cutting, the therapist who thinks I stopped, a knife back in my room, A&E told I fell on glass.
  ...fromRows([
    [
      'self_harm',
      /\bguess who (?:relapsed|slipped up|cut again|did it again|broke (?:their|my) streak)\b|\banother (?:night|day|week),? another (?:cut|burn|scar|line|relapse)\b/,
    ],
    [
      'self_harm',
      /\b(?:arms?|legs?|thighs?|wrists?|skin) (?:is|are|looks?|look) (?:like )?a (?:tic ?tac ?toe(?: board)?|noughts and crosses(?: board)?|ladder|zebra|railway|chopping board|scratch ?card)\b/,
    ],
    [
      'self_harm',
      /\b(?:burning|cutting|scratching|carving) (?:your|my) own (?:arms?|legs?|skin|wrists?|thighs?)\b|\bmore scars? than skin\b/,
    ],
    [
      'self_harm',
      /\b(?:made it|managed|lasted|went) (?:\w+ ){0,3}(?:days?|hours?|weeks?) without (?:cutting|burning|hurting myself|self[- ]?harm\w*|purging|throwing up)\b/,
    ],
    [
      'self_harm',
      /\bheld the (?:razor|blade|knife|lighter)\b(?! (?:to|for) (?:shav\w*|trim\w*))[^.!?]*\b(?:for (?:an|a|ages|hours?|minutes)|against)\b/,
      0.8,
    ],
    [
      'self_harm',
      /\b(?:years?|months?|weeks?|days?) clean\b/,
      0.4,
      /\b(?:smok\w*|vap\w*|drink\w*|sober|alcohol|gambl\w*|cigs?|weed|coke|porn|sugar|eating|caffeine|coffee)\b/,
    ],
    [
      'self_harm',
      /\b(?:therapist|counsellor|counselor|psychiatrist|care team|camhs|cahms) (?:thinks?|believes?) i(?:'ve| have)? stopped\W*$/,
    ],
    [
      'self_harm',
      /\bthe (?:kitchen )?(?:knife|knives|blades?|razors?|scissors) (?:is|are) (?:back )?in my (?:room|bed|bag|drawer|pillowcase)\b[^.!?]*\b(?:again|back)\b/,
    ],
    [
      'self_harm',
      /\bpressed (?:the|a|my) (?:blade|razor|knife|compass|pin|needle|glass)\b[^.!?]*\b(?:in|into|down|harder|until|till)\b/,
    ],
    [
      'self_harm',
      /\bbleeding through (?:the |my )?(?:plasters?|bandages?|dressings?|sleeves?|shirt|jumper|hoodie|tights)\b/,
      0.8,
    ],
    [
      'self_harm',
      /\b(?:found|saw|noticed|spotted) (?:the|my) (?:cuts|scars|burns|blades|razors?)\b/,
      1,
      /\bfrom (?:the|a|my) \w+|\b(?:fell|fall|skat\w*|bike|brambles|cat|dog|kitten|garden|faded|fading|healed|old)\b/,
    ],
    [
      'self_harm',
      /\btold (?:a&e|the (?:nurse|doctor|school|teacher|gp)|my (?:mum|mom|dad|gp|teacher|boss)|her|him|them|everyone) (?:that )?(?:i|it was) (?:fell|fall|slipped|the cat|an accident|clumsy|tripped|cooking|the oven)\b/,
      0.6,
    ],
    ['self_harm', /^\W*i (?:didn'?t|did not) (?:fall|slip|trip)\W*$|^\W*(?:i promised\W+)?i lied\W*$/, 0.6],
    [
      'self_harm',
      /\b(?:holding|held|hold|put|putting|pressed|pressing) my (?:hand|arm|fingers?|palm|wrist) (?:over|on|in|under) (?:the )?(?:gas ring|flame|hob|stove|candle|lighter|kettle|boiling|hot tap|iron)\b[^.!?]*\b(?:until|till|as long as|on purpose|deliberately)\b/,
    ],
    // The normaliser's one-edit typo table reads "dug" as "dog".
    [
      'self_harm',
      /\b(?:dug|dog|dig|digging|stuck|sticking|jabbed|jabbing) (?:the |my |a )?(?:scissors|compass|nails|pen|pin|needle|keys?|blade)\b[^.!?]*\binto my (?:palms?|arms?|legs?|thighs?|wrists?|skin|hands?)\b/,
    ],
    ['self_harm', /\b(?:wanted|needed|want|need) to feel (?:pain|it hurt)\b/, 0.6],
    ['self_harm', /\bso i made (?:some|it)\W*$/, 0.4],
    ['self_harm', /\bi hurt my body because\b|\bi (?:harm|punish|damage) my (?:body|arms?|legs?|skin)\b/],
    [
      'self_harm',
      /\b(?:burn|cut|mark|line|scar)s? (?:on|across) my (?:forearm|arm|wrist|thigh|leg|stomach)\b[^.!?]*\blined up with the others\b/,
    ],
    [
      'self_harm',
      /\b(?:scratched|carved|cut|etched|wrote) (?:the word |the letters? )?['"]?\w+['"]? into my (?:thighs?|arms?|legs?|skin|wrists?|stomach|hips?)\b|\bwent to town on my (?:arms?|legs?|thighs?|wrists?|skin|stomach)\b/,
    ],
    ['self_harm', /\bthe blood\b[^.!?]*\bi did (?:it|this)\b/],
    ['self_harm', /\bi (?:cut|burn|scratch|carve) (?:my|both) (?:arms?|wrists?|thighs?|legs?|stomach|hips?)\b/, 1, ACCIDENT],
    ['self_harm', /\bi cut (?:straight |right )?(?:after|afterwards)\b(?! (?:the|a|an|dinner|lunch|tea|school|work)\b)/],
    ['self_harm', /\b(?:sleeves|long sleeves|hoodie|jumper|bracelets?|watch strap)\b[^.!?]*\bbecause of what i did\b/],
    ['self_harm', /\bi (?:didn'?t|did not) (?:cut|burn|purge|hurt myself) (?:until|till)\b/],
    ['self_harm', /\b(?:sat|sitting|lay|lying) (?:in the bath |on the (?:floor|bed) )?with the (?:blade|razor|knife)\b/],
  ]),
  // Round fifty-five: the team's own probes of self-harm said through what it leaves and what it needs: a line
  // carved for every bad thing, the blood hidden with bleach before anyone got up, plasters that cannot be bought
  // again without someone asking, a hoodie in PE so coach would not see, the urge given in to, fresh ones on top of
  // the old ones, needing to bleed, the little lines, shorts off the table for summer; marks the cat is blamed for
  // (no cat since I was twelve), the other arm because this one is noticed, hiding places for the blades, a rule
  // about not going deeper, mark number 47, the rubber band no longer enough.
  ...fromRows([
    ['self_harm', /\b(?:carved|cut|scratched|etched) (?:a|one) (?:line|mark|tally)\b[^.!?]*\bfor (?:every|each)\b/],
    [
      'self_harm',
      /\b(?:hid|hide|hiding|cleaned up|clean up|wiped up|scrubbed|bleached)\b[^.!?]*\bthe blood\b[^.!?]*\bbefore (?:mum|mom|dad|anyone|anybody|they|he|she|my \w+)\b|\bthe blood (?:in|on|off) the (?:sink|towel|sheets|tiles|floor)\b[^.!?]*\bbleach\b/,
    ],
    [
      'self_harm',
      /\b(?:buying|buy|bought|getting|get) (?:more |so many |all these |any more )?(?:plasters|bandages|dressings|steri-?strips|antiseptic|gauze)\b[^.!?]*\b(?:without|before) (?:someone|somebody|anyone|anybody|people|mum|mom|dad|my \w+|the \w+) (?:asking|asks|asked|noticing|notices|noticed|getting suspicious|gets suspicious)\b/,
    ],
    [
      'self_harm',
      /\b(?:hoodie|long sleeves|jumper|leggings|tights|joggers|wristbands?|sweatbands?)\b[^.!?]*\b(?:to|for|in) (?:pe|games|gym|swimming|the pool|the beach|training|netball|football|hockey)\b[^.!?]*\bso (?:coach|sir|miss|the teacher|mum|mom|dad|nobody|no one|people|they|he|she|my \w+) (?:wouldn'?t|won'?t|doesn'?t|don'?t|can'?t|couldn'?t|didn'?t) (?:see|notice|ask)\b/,
    ],
    [
      'self_harm',
      /\bthe urges? (?:was|were|got|is|are) (?:so |too |really )?(?:strong|bad|loud|much)\b[^.!?]*\b(?:gave in|give in|caved|couldn'?t fight (?:it|them)|lost)\b/,
    ],
    ['self_harm', /\bfresh ones (?:on top of|over|next to|beside|across|among) the old ones\b/],
    ['self_harm', /\b(?:need|needed|needing|wanted|want|had) to bleed\b(?!\s+(?:the|a|an|my|our|all|those|these|it|them)\b)/],
    ['self_harm', /\b(?:the )?little (?:lines|cuts|marks)\b(?![^.!?]*\b(?:paper|page|drawing|sketch|chart|graph|ruler)\b)/, 0.5],
    [
      'self_harm',
      /\b(?:shorts|short sleeves|t-?shirts?|skirts?|swimming|swimsuit|the pool|the beach)\b[^.!?]*\b(?:off the table|out of the question|not an option|no chance)\b|\bcan'?t wear (?:shorts|short sleeves|t-?shirts?|a skirt|a swimsuit)\b(?![^.!?]*\b(?:cold|weather|rain|freezing|uniform|dress code|allowed)\b)/,
      0.4,
    ],
    [
      'self_harm',
      /\b(?:need|needed|want|wanted|get|getting) (?:something|anything) sharper\b(?![^.!?]*\b(?:for|knife|knives|pencils?|scissors|chisel|cheese|bread|tomato)\b)/,
      0.6,
    ],
    [
      'self_harm',
      /\bon my (?:stomach|thighs?|hips?|ribs|upper arms?|legs?|belly|side)\b[^.!?]*\bwhere (?:nobody|no one|no-one|people don'?t|they won'?t|nobody will|no one will|nobody can|no one can|nobody ever|no one ever) (?:looks?|sees?|notices?|checks?)\b/,
    ],
    [
      'self_harm',
      /\b(?:said|told(?: \w+){0,2}) (?:it was|they were|it's|they're|i got them|i got it) (?:from )?(?:training|rugby|football|hockey|netball|the gym|an accident|(?:the |a )?cat|(?:the |a )?dog|being clumsy|a fall|falling)\b/,
      0.6,
    ],
    ['self_harm', /\bthe usual (?:thing )?happened\b[^.!?]*\b(?:bathroom|bedroom|my room)\b/, 0.6],
    [
      'self_harm',
      /\b(?:thinks|think|believes?|assumes?|reckons?) (?:the |my |all the )?(?:marks|cuts|scratches|scars|bruises|burns)(?: (?:on|up|down|across) my \w+)? (?:are|were|is|was|came) from\b/,
      0.6,
    ],
    [
      'self_harm',
      /\b(?:haven'?t|have not|hasn'?t) (?:even )?had (?:the |a )?(?:cat|dog|kitten)\b(?: since| for (?:years|ages))/,
      0.6,
    ],
    [
      'self_harm',
      /\b(?:switched|moved|changed|swapped) to (?:my )?(?:left|right|other) (?:arm|wrist|leg|thigh|side|hip)\b[^.!?]*\b(?:noticed|notice|noticing|seen|see|obvious|ask\w*)\b/,
    ],
    [
      'self_harm',
      /\bhid(?:ing|e)? (?:places?|spots?)\b[^.!?]*\b(?:blades?|razors?|lighter)\b|\b(?:blades?|razors?)\b[^.!?]*\bhiding (?:places?|spots?)\b/,
    ],
    ['self_harm', /\b(?:made it|got) to day \d+\b[^.!?]*\b(?:ruined|blew|broke|lost|threw away|wrecked) it\b/, 0.5],
    [
      'self_harm',
      /\bwater (?:ran|turned|went|was|running|going) (?:\w+ and )?(?:pink|red)\b(?![^.!?]*\b(?:dye|dyed|hair|henna|beetroot|colou?r|toner|bath bomb|socks?|wash)\b)/,
      0.6,
    ],
    [
      'self_harm',
      /^\W*(?:it'?s|it is|they'?re|they are|it was|they were) not (?:eczema|a rash|psoriasis|the cat|a cat|the dog|an allergy|from the cat|from training|from the gym)\W*$/,
      0.6,
    ],
    ['self_harm', /\b(?:rule|promise|promised)\b[^.!?]*\b(?:not )?(?:going|go|cutting|cut) deeper\b/],
    ['self_harm', /^\W*(?:mark|cut|burn|scar|line) (?:number|no\.?|#) ?\d+\b/, 0.8],
    [
      'self_harm',
      /\bsaw my (?:arms?|wrists?|thighs?|legs?|stomach)\b[^.!?]*\b(?:went white|went pale|went quiet|started crying|burst into tears|froze|gasped|face dropped)\b/,
      0.8,
    ],
    [
      'self_harm',
      /\b(?:rubber|elastic|hair) band(?: snaps?| snapping| thing)?\b[^.!?]*\b(?:isn'?t|aren'?t|is not|are not|not|no longer) (?:enough|working|doing it|helping|cutting it)\b/,
    ],
    [
      'self_harm',
      /\bthe only (?:time|thing) i (?:feel|felt) (?:anything|something|real|alive)\b[^.!?]*\bwhen it (?:stings|hurts|bleeds|burns)\b(?![^.!?]*\b(?:swim\w*|sea|cold|ice|tattoo\w*|sauna|chilli|spice)\b)/,
    ],
    ['self_harm', /^\W*(?:cut|cutting|burned|burnt|relapsed)\W*$/, 0.6],
    ['self_harm', /^\W*(?:i )?(?:started|slipped|caved) again\W*(?:last night|tonight|today)?\W*$/, 0.5],
    ['self_harm', /^\W*(?:i )?(?:don'?t|do not) want to talk about it\W*$/, 0.4],
  ]),
  // Round fifty-six: after the fifty-second part (the marketplace's own spiritual voices): the rope already in the
  // truck and the oak found on the ridge, voice notes scheduled to send on a day that "feels right", a therapist
  // thanked for trying, a meditation's dissolving wanted "permanently, no coming back", a sleep track asked for
  // without the promise of waking, a flatmate who can have her own life once I'm out of her hair.
  ...fromRows([
    [
      'gathering_means',
      /\brope(?:'s| is| was)? (?:already |all )?(?:in the (?:car|truck|boot|van|shed|garage|bag|ute)|ready|packed|sorted|bought)\b(?![^.!?]*\b(?:swing|hammock|climb\w*|boat|tent|washing line|tyre|tug|skipping|towing|tow)\b)/,
    ],
    [
      'gathering_means',
      /\bfound the (?:oak|tree|branch|beam|spot)\b[^.!?]*\brope\b|\brope\b[^.!?]*\b(?:the (?:oak|tree|branch|beam)|strong enough)\b(?![^.!?]*\b(?:swing|hammock|climb\w*|boat|tent|washing line|tyre|tug|skipping|towing|tow|tree ?house)\b)/,
    ],
    [
      'finality_acts',
      /\bschedul\w* (?:them|it|the (?:emails?|messages?|notes?|voice notes?|letters?|texts?|posts?)) (?:all )?to (?:send|go out|arrive|post)\b/,
      0.5,
    ],
    ['finality_acts', /\bthank(?:ing|ed|s)? (?:her|him|them|you) for trying\b/, 0.6],
    [
      'finality_acts',
      /^\W*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the \d+\w*|the new moon|the full moon|new moon|full moon) (?:feels|seems) right\W*$/,
      0.6,
    ],
    ['wish_not_to_exist', /\b(?:want|wish|like|need) (?:that|it|this) (?:but )?(?:permanently|forever|for good)\b/, 0.6],
    ['wish_not_to_exist', /\bno coming back\b(?! from\b)/, 0.5],
    ['wish_not_to_exist', /\b(?:don'?t|do not) want (?:the promise of |to be promised )?waking\b/],
    [
      'wish_not_to_exist',
      /\b(?:just )?stay (?:drifted|under|asleep|gone)\b(?![^.!?]*\b(?:till|until|for (?:a|an|another)|longer|late|in|through)\b)/,
      0.6,
    ],
    ['burden', /\binstead of (?:looking after|minding|caring for|carrying|propping up|babysitting) me\b/, 0.5],
    ['burden', /\bstepping (?:away|back) from\b[^.!?]*\b(?:a lot of things|everything|all of it|life|things really)\b/, 0.6],
    [
      'burden',
      /\b(?:can|could|will|would) (?:finally )?(?:have|live|get) (?:her|his|their|your) (?:own )?life (?:back|instead)\b|\b(?:once|when) i'?m (?:out of (?:her|his|their|your) hair|off (?:her|his|their|your) hands)\b[^.!?]*\b(?:finally|own life)\b/,
      0.6,
    ],
  ]),
  // Round fifty-seven: after the fifty-third part (people who hide it well: chefs, teachers, nurses, lawyers,
  // farmers, dancers, boarding-school pupils): two more done with the end of a hot spoon, a kit restocked in the
  // bedside drawer and gone through faster, opening up my own thigh, skin kept at with pliers till it goes purple,
  // six days no then last night yes, a paperclip straightened out; a dose looked up that was not for a patient, the
  // rope found tied up in the hayloft, how quiet it would be under; to be un-born; a bike ride as penance for toast
  // crusts, food brought back up, skipping tomorrow to square it; "next time it's your head".
  ...fromRows([
    [
      'self_harm',
      /\b(?:did|done|made|added) (?:two|three|four|five|\d+|a few|another|one|some) more\b[^.!?]*\bwith (?:the |a |my )?(?:end of (?:a |the )?)?(?:hot |heated )?(?:(?:tea|table)?spoon|lighter|knife|blade|razor|compass|pin|needle|match|cigarette|iron|scissors|paperclip)\b/,
    ],
    ['self_harm', /\b(?:neat|straight|round|little|tidy) (?:\w+ )?ones in a row\b/, 0.5],
    [
      'self_harm',
      /\b(?:gauze|butterfly strips|steri-?strips|saline|dressings|plasters)\b[^.!?]*\bbedside\b|\b(?:bedside drawer|my own kit)\b[^.!?]*\b(?:gauze|butterfly strips|steri-?strips|saline|dressings|plasters)\b/,
      0.6,
    ],
    ['self_harm', /\bgoing through (?:it|them|the (?:plasters|gauze|dressings|kit)) (?:a lot )?faster\b/, 0.5],
    ['self_harm', /\bopen(?:ing|ed)? up my (?:own )?(?:thighs?|arms?|wrists?|legs?|skin|stomach|forearms?)\b/],
    [
      'self_harm',
      /\b(?:keep at|kept at|pick at|picking at|go at|going at|went at|dig at|digging at) (?:the skin on )?my (?:own )?(?:skin|belly|stomach|arms?|legs?|thighs?|face|hands?|chest)\b[^.!?]*\bwith (?:the |a |my )?(?:pliers|tweezers|pin|needle|nails|blade|knife|scissors|compass|paperclip)\b/,
    ],
    ['self_harm', /\btill it (?:goes|went|turns|turned) purple\b/, 0.5],
    [
      'self_harm',
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?) (?:no|clean|without)\b[^.!?]*\b(?:then|and then|till|until) (?:last night|tonight|today|yesterday|this morning) (?:yes|again|i did|i caved)\b/,
    ],
    ['self_harm', /\bpaperclip (?:straightened|bent) out\b/, 0.6],
    ['self_harm', /\bsaid i (?:caught|scraped|snagged|cut|burnt|burned) (?:it|them|my \w+) on\b/, 0.5],
    [
      'gathering_means',
      /\b(?:looked up|checked|googled|read up on|worked out) (?:a |the )?(?:dose|doses|dosage|overdose|lethal \w+)\b[^.!?]*\b(?:wasn'?t|not|isn'?t) for (?:a |my |the )?(?:patient|client|work|a friend|the ward|the dog|my mum)\b/,
    ],
    [
      'gathering_means',
      /\brope (?:i'?d|i had|i) (?:tied|hung|put|fixed|rigged) (?:up )?(?:in|from|over|on|to) the (?:hayloft|loft|barn|garage|shed|beam|rafters|tree|banister|stairs)\b(?![^.!?]*\b(?:swing|hammock|tyre|climb\w*)\b)/,
    ],
    [
      'gathering_means',
      /\b(?:found|saw|seen|spotted) the (?:rope|noose)\b(?![^.!?]*\b(?:swing|hammock|tyre|climb\w*|boat|tent)\b)/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\bhow (?:quiet|peaceful|easy|nice|calm|simple|still) it(?:'d| would) be (?:under|down there|at the bottom|in the water|to (?:just )?(?:go under|sink|not come up))\b/,
    ],
    ['wish_not_to_exist', /\b(?:be|been|get) un-?born\b|\bun-?happen(?:ed)?\b/],
    ['explicit', /\bplanning how i'?d (?:go about it|do it)\b/, 0.8],
    ['wish_not_to_exist', /\bi'?d rather be (?:in the ground|six feet under|in a box|buried)\b/, 0.5],
    ['hopelessness', /\bi thought (?:this|that|it) would fix (?:it|me|everything)\b/, 0.4],
    ['hopelessness', /^\W*nothing(?:'s| is) (?:ever )?going to\W*(?:,|and\b|$)/, 0.6],
    [
      'disordered_eating',
      /\bas (?:penance|punishment|payment) for (?:the |a |my |those |that )?(?:\w+ ){0,3}(?:toast|crusts?|food|calories|cake|chips|biscuits?|meal|dinner|lunch|breakfast|bites?|eating|pizza|bread|sandwich)\b/,
    ],
    [
      'disordered_eating',
      /\b(?:brought|bring|bringing) (?:it|them|the \w+|(?:\w+ ){0,2}(?:grapes|food|dinner|lunch|breakfast|toast|meal)) (?:all )?back up\b/,
      1,
      /\b(?:sick|bug|ill|norovirus|hangover|pregnan\w*|morning sickness|migraine|topic|subject|meeting|chemo\w*|food poisoning)\b/,
    ],
    [
      'disordered_eating',
      /\bskipping (?:tomorrow|meals|lunch|dinner|breakfast|food) to (?:square|make up for|cancel|balance|even|pay for) (?:it|that|them)\b/,
    ],
    ['disordered_eating', /\beat none\b|\bso nobody (?:clocks|notices|sees) i (?:never|don'?t|didn'?t) (?:sit down|eat)\b/, 0.6],
    ['abuse_threat', /\bnext time (?:it'?s|its|it will be|it'll be) (?:my|your) (?:head|face|neck|turn)\b/],
  ]),
  // Round fifty-eight: the team's probes of the quieter families: a day logged and a disgust at its last hundred, two
  // fingers, a pound up so no food tomorrow, ribs seen and still not enough, a bridge known exactly, the chemist
  // asking if I was stocking up, children who would do better with a mum who wasn't this.
  ...fromRows([
    [
      'disordered_eating',
      /\b(?:logged|ate|had|allowed) (?:[1-9]\d{2}|under \d+)\b[^.!?]*\b(?:disgusting|gross|ashamed|guilty|fat|a failure|weak|pathetic)\b/,
    ],
    [
      'disordered_eating',
      /\btwo fingers\b[^.!?]*\b(?:gone|up|out|down my throat)\b(?![^.!?]*\b(?:whisky|whiskey|gin|rum|vodka|brandy|scotch|bourbon|salute|peace)\b)/,
      0.6,
    ],
    ['disordered_eating', /\beasier every time\b/, 0.4],
    [
      'disordered_eating',
      /\b(?:told|said to) (?:them|mum|mom|dad|him|her|everyone|my \w+) (?:that )?i'?d (?:already )?(?:eaten|had (?:lunch|dinner|tea|breakfast|something))\b/,
      0.6,
    ],
    ['disordered_eating', /\bi hadn'?t (?:eaten|had anything)\b/, 0.5],
    ['gathering_means', /\b(?:chemist|pharmacist|pharmacy|shop|cashier|checkout)\b[^.!?]*\basked\b[^.!?]*\bstocking up\b/, 0.8],
    ['gathering_means', /^\W*i said (?:winter|flu season|for the (?:house|family|cupboard))\W*$/, 0.3],
    [
      'burden',
      /\b(?:would|'d) (?:do|be) better with (?:a|another) (?:mum|mom|dad|mother|father|wife|husband|partner|friend|sister|brother|daughter|son) (?:who (?:wasn'?t|isn'?t|was not)|than me|that wasn'?t)\b/,
    ],
    [
      'disordered_eating',
      /\bso no (?:food|eating|dinner|lunch|breakfast|tea|carbs)\b/,
      1,
      /\b(?:blood tests?|fasting|fast|procedure|surgery|op|operation|anaesthetic|scan|colonoscopy|endoscopy|ramadan|yom kippur|lent|after \d+ ?(?:pm|am)|nil by mouth)\b/,
    ],
    ['disordered_eating', /\bstill not (?:enough|thin enough|small enough|light enough|skinny enough)\b/, 0.5],
    [
      'disordered_eating',
      /\b(?:can|could) (?:see|count|feel) (?:my|all my|each of my) (?:ribs|hip ?bones|collarbones?|spine)\b/,
      0.5,
    ],
    [
      'gathering_means',
      /\b(?:know|knows|picked|chosen|chose|found) (?:exactly )?which (?:bridge|cliff|building|car park|road|train|tree|platform|overpass)\b/,
    ],
    ['gathering_means', /\bslow(?:ing)? down (?:a (?:bit|little) )?more each time\b/, 0.4],
  ]),
  // Round fifty-nine: after the fifty-fourth part (new and expecting parents, LGBTQ+ people): to be properly dead
  // and go where she went, praying not to wake up, the train line and how quick it would be, a baby's routine
  // written out for whoever has her after, an old friend who should have gone with the rest in '92, "or anywhere",
  // the fingers done anyway, new ones added with the lighter, a mum's life lighter if she didn't have me.
  ...fromRows([
    ['explicit', /\b(?:want|wish|wanna|need) to be (?:properly|really|actually|fully|finally|just) dead\b/],
    [
      'wish_not_to_exist',
      /\b(?:want|wanna|wish|long|need) to (?:go where (?:she|he|they) went|be with (?:her|him|them) (?:again|now)|join (?:her|him|them))\b/,
      0.6,
    ],
    [
      'wish_not_to_exist',
      /\b(?:pray|prayed|praying|hope|hoping|wish|wishing)\s+(?:\w+\s+){0,2}?not to (?:wake|come round|be (?:here|alive|around))\b(?!\s+(?:up\s+)?(?:the|him|her|them|my|baby|anyone|everyone|\w+'s)\b)/,
    ],
    [
      'gathering_means',
      /\b(?:train|tracks|line|bridge|roof|river|cliff|motorway|pills|tablets)\b[^.!?]*\bhow (?:quick|fast|easy|simple|painless) it(?:'d| would) be\b(?!\s+to (?:get|go|travel|commute|walk|drive))/,
    ],
    ['finality_acts', /\bfor whoever (?:has|gets|takes|looks after|minds) (?:her|him|them|the (?:baby|kids|dog|cat)) after\b/],
    [
      'finality_acts',
      /\b(?:rang|called|texted|messaged) everyone\b[^.!?]*\b(?:thank\w*|thanks for everything)\b|^\W*said thanks for everything\W*$/,
      0.5,
    ],
    ['wish_not_to_exist', /\b(?:dissolve|melt|sink) into the (?:pavement|floor|ground|wall|carpet|mattress)\b/, 0.5],
    ['wish_not_to_exist', /\bstop being a (?:thing|person|body)\b/, 0.6],
    ['wish_not_to_exist', /\bshould (?:have|'ve) gone with (?:the rest of )?(?:them|him|her)\b/, 0.8],
    [
      'burden',
      /\b(?:she|he|they)'?d have (?:her|his|their) (?:saturdays|sundays|weekends|evenings|life|lives|time|freedom) back\b/,
      0.6,
    ],
    ['wish_not_to_exist', /^\W*or anywhere\W*$/, 0.6],
    ['wish_not_to_exist', /^\W*or any (?:day|other day)(?: tbh| really)?\W*$/, 0.4],
    ['disordered_eating', /\bdid the fingers\b|\b(?:one|two|three|\d) (?:proper )?meals? a week\b/],
    [
      'self_harm',
      /\b(?:keep |kept )?(?:adding|added|add) (?:new|more|fresh) ones\b[^.!?]*\bwith (?:the|a|my) (?:lighter|blade|razor|knife|compass|spoon|iron|cigarette|scissors)\b/,
    ],
    [
      'burden',
      /\b(?:life|lives|things|days?) would be (?:so much |much |a lot )?(?:lighter|easier|simpler|better) if (?:she|he|they|mum|mom|dad|\w+) (?:didn'?t|did not) have me\b/,
    ],
  ]),
  // Round sixty: after the fifty-fifth part (recovery and money pressure; very short and very long entries): the
  // blade needed tonight, how much of my tablets it would take, to unexist, no tomorrow worth showing up for, hope I
  // don't make it, wish I'd vanish, done trying; a round put aside, a rifle loaded "not for the jackals this time";
  // the train line thought about a lot, standing at the edge of the top level; a run every time I eat, getting it
  // all back up; a year lighter for the flatmates if I wasn't in it; wanting to be dead said in passing in a long day.
  ...fromRows([
    [
      'self_harm',
      /\b(?:need|want|needing|wanting|crave|craving|miss|missing) (?:the|my|a) (?:blade|razor|lighter)\b(?![^.!?]*\b(?:shav\w*|legs|beard|candle|bbq|barbecue|fire|hob|stove)\b)/,
    ],
    [
      'gathering_means',
      /\b(?:looking up|looked up|look up|checked|checking|worked out|working out|googled|googling|searched|searching) how (?:much|many) (?:of )?(?:my )?(?:[\w-]+ ){0,5}?(?:it would take|would it take|it'?d take|is too much|are too many|would do it|to die)\b/,
    ],
    ['wish_not_to_exist', /\bun-?exist(?:ing)?\b/],
    [
      'hopelessness',
      /\bno (?:tomorrow|future|day|morning|point) worth (?:showing up for|waking up for|getting up for|living for|staying for|sticking around for)\b/,
    ],
    ['wish_not_to_exist', /\bhope i (?:don'?t|do not|never) make it\b(?!\s+(?:to|in|on|back|home|there)\b)/],
    ['wish_not_to_exist', /\bwish i'?d (?:just )?(?:vanish|disappear|die|stop existing|not wake up)\b/],
    ['hopelessness', /^\W*(?:done|finished) trying\W*$/, 0.6],
    ['hopelessness', /\b(?:day|week|month) \d+ of nothing (?:changing|getting better|working)\b/, 0.5],
    ['bullied_young', /\b(?:hate|burn|roast|exposing) (?:page|account|chat|group) (?:about|on|for) me\b/, 0.6],
    ['hopelessness', /^\W*done\W*$/, 0.4],
    ['abuse_threat', /\bhiding (?:in|under) (?:the |my )?(?:wardrobe|cupboard|bed|bathroom)\b[^.!?]*\bagain\b/, 0.6],
    [
      'abuse_threat',
      /\b(?:dad|stepdad|he|mum|mom|she|my (?:husband|wife|partner|boyfriend|girlfriend))(?:'s| is) home early\b/,
      0.4,
    ],
    [
      'abuse_threat',
      /\b(?:he|she|they) (?:took|takes|has taken|keeps|kept) my (?:card|bank card|phone|keys|passport|money|wages)\b/,
      0.6,
    ],
    ['abuse_threat', /^\W*(?:checks|reads|watches|tracks) everything\W*$/, 0.3],
    ['abuse_threat', /^\W*(?:scared|terrified|frightened)\W*$/, 0.3],
    ['finality_acts', /^\W*won'?t need (?:him|her|them|it)(?: (?:anymore|any more|now))?\W*$/, 0.7],
    ['finality_acts', /\bforever home\b/, 0.4],
    ['finality_acts', /\bwhere (?:they|she|he|mum|mom|dad|you)'?(?:ll| will) find (?:it|them) after\b/],
    [
      'finality_acts',
      /\b(?:i )?shan'?t be (?:bothered|troubled) by (?:that|it)\b|\bwon'?t be (?:bothered|troubled) by (?:that|it)\b/,
      0.6,
    ],
    [
      'gathering_means',
      /\b(?:put|kept|set|saved|keeping|putting) (?:one|a|a single|the one) (?:round|bullet|cartridge|shell) (?:aside|back|by|spare)\b/,
    ],
    ['gathering_means', /\b(?:rifle|gun|shotgun|pistol)\b[^.!?]*\bnot for (?:the )?\w+ this time\b/],
    [
      'gathering_means',
      /\bthink about the (?:train line|tracks|bridge|railway|cliff|roof|river|edge) (?:a lot|all the time|every day|constantly|so much)\b/,
    ],
    ['gathering_means', /\bstanding there at the edge\b|\btop (?:level|floor|storey|deck) of the car park\b/, 0.6],
    [
      'disordered_eating',
      /\b(?:run|ran|walk|cycle|swim|row|skip) (?:\d+ ?k(?:m)?|\d+ miles|for an hour) (?:every time|whenever|each time) i (?:eat|have)\b/,
    ],
    [
      'disordered_eating',
      /\b(?:getting|got|get) (?:it|them|(?:\w+ ){0,2}(?:food|dinner|lunch|breakfast|meal)) (?:all )?back up\b/,
      1,
      /\b(?:sick|bug|ill|norovirus|hangover|pregnan\w*|morning sickness|migraine|chemo\w*|food poisoning|hill|stairs|ladder|loft)\b/,
    ],
    ['disordered_eating', /\bate the whole\b[^.!?]*\bin the night\b/, 0.5],
    [
      'burden',
      /\b(?:have|had) a (?:much |far |so much )?(?:lighter|easier|better) (?:year|life|time|term)\b[^.!?]*\bif i (?:wasn'?t|weren'?t|was not|were not)\b|\bif i (?:wasn'?t|weren'?t) in it(?: at all)?\b/,
    ],
    [
      'explicit',
      /\b(?:thought|thinking|think|thinks)(?: \w+){0,3} (?:about|of) wanting to (?:be dead|die|not be here|not exist|end (?:it|my life))\b|\bwanting my life (?:over|to be over|to end)\b/,
    ],
    [
      'wish_not_to_exist',
      /\b(?:go to sleep|fall asleep|drift off) one night and (?:that be that|not wake up|never wake up|that'?s (?:it|that))\b|\bjust as soon (?:go to sleep|not wake|not be here|be dead|die)\b/,
    ],
    [
      'wish_not_to_exist',
      /\bpart of me (?:just )?(?:wants|wanted|would like|wishes) to\b[^.!?]*\b(?:die|not be here|not exist|not wake up|disappear|be gone|switch off)\b/,
    ],
  ]),
  // The paper cancelled, unless the entry is going away for a while.
  {
    family: 'finality_acts',
    weight: 0.4,
    pattern:
      /\bcancell?ed (?:the |my )?(?:paper|papers|newspaper|milk|deliveries|\w+ (?:guardian|courier|times|herald|post|gazette|echo|journal|telegraph|mail))\b/,
    unlessText: new RegExp(`${NOT_HOLIDAY.source}|${MOVING.source}|\\bweeks? (?:in|away|off)\\b|\\bgoing away\\b`),
  },
];

/**
 * Closing a life's accounts: each act alone is ordinary (a gym cancelled, a drill returned, a laptop wiped), but three
 * different ones in one entry, with no move, trip, new job, clear-out or someone else's estate named anywhere, are a
 * goodbye said as errands ("Gave the boys my tools. Changed my KiwiSaver beneficiary. Note for Mum's in the glovebox.").
 * Read over the whole entry, since a list spreads its acts over sentences (read-risk.ts).
 */
export const CLOSING_ACCOUNTS: EntrySignal = {
  family: 'finality_acts',
  weight: 1,
  enough: 3,
  acts: [
    /\b(?:gave|given|giving|handed|passed)\b[^.!?\n]*\b(?:away|to|over)\b|\bgave [a-z]+ my\b|\b(?:goodwill|charity shop|salvation army)\b/,
    /\b(?:returned|mailed|posted|sent|gave)\b[^.!?\n]*\bback\b|\breturned (?:all )?(?:the |my )?\w+/,
    /\b(?:paid off|paid back|settled?|cleared)\b[^.!?\n]*(?:\b(?:debts?|dues|loan|note|tab|bills?|cards?|rent|arrears)\b|[$£€]|\d)/,
    /\bcancell?ed\b|\boff the (?:family )?plan\b/,
    /\bclosed (?:the |my )?(?:\w+ )?accounts?\b/,
    /\b(?:signed over|switched over|transferred|beneficiary)\b|\bin (?:his|her|their|[a-z]+'s) name\b/,
    /\b(?:factory reset|wiped|deleted)\b/,
    /\b(?:passwords?|pins?|passcodes?|logins?)\b/,
    /\b(?:notes?|letters?|emails?)\b[^.!?\n]*\b(?:done|written|scheduled|in drafts|in the (?:glovebox|drawer))\b|\b(?:wrote|written) (?:a |the |my |\w+ )?(?:notes?|letters?|emails?)\b/,
    /\b(?:rehomed|took (?:the )?(?:dog|cat|\w+) (?:to|out to|over to))\b|\((?:cat|dog)\)/,
    /\b(?:handover|hand-over|sub plans|off the (?:board|rota|schedule))\b|\bdon'?t book me\b/,
    /\b(?:squared away|that'?s everything|everything'?s (?:mailed|sent|done|sorted)|list is getting (?:real |really )?short|loose ends|all in order)\b/,
    /\b(?:strange|unusual\w*|weird\w*|odd\w*|kinda|kind of) (?:calm|peace|peaceful)\b|\bslept (?:good|well)\b[^.!?\n]*\bfirst time\b|\b(?:just )?(?:feels?|felt) (?:just )?done\b|\blast (?:one|call) i needed\b|\bcalmer than (?:i'?ve been )?in (?:years|months|ages)\b|\bput the last thing right\b/,
  ],
  // A move, a trip, a new job, a clear-out, a wedding or a baby, or someone else's estate: the errands have their reason.
  unlessText: new RegExp(
    `${MOVING.source}|${FAREWELL_OCCASION.source}|${NOT_HOLIDAY.source}|\\b(?:declutter\\w*|spring clean\\w*|konmari|downsiz\\w*|clear-?out|new (?:phone|laptop|car|one)|upgrad\\w*|divorce|wedding|the baby|probate|executor|estate|passed away|funeral(?! plan)|(?:her|his|their|mum'?s|dad'?s|nan'?s|gran'?s) (?:accounts?|affairs|things|phone))\\b`,
  ),
};

/**
 * Harm, threat or control by another person, said in one sentence: the domestic abuse line belongs with the
 * resources for a text at risk that says it ("if I go to my sister's he'll make sure I don't come back", "took my
 * phone again", "his hands round my throat"). Only adds the line to a reading already at risk; the abuse_threat
 * family's own signals give it already (read-risk.ts), so they are not repeated here.
 */
export const HARM_BY_A_PERSON: readonly RegExp[] = [
  /\b(?:says|said|told me|tells me)\b[^.!?]*\bif i (?:tell|told) (?:anyone|anybody|someone|mum|mom|dad|my \w+|the (?:teacher|police)|a teacher)\b/,
  /\b(?:protective|restraining|non-molestation) order\b|\b(?:he|she) knows my (?:shifts|schedule|routine|new address|appointments)\b/,
  /\b(?:said|says|told me)\b[^.!?]*\bnext time\b[^.!?]*\b(?:he|she)(?:'ll| will)\b|\b(?:frightened|scared|afraid|terrified) (?:in|of) my own (?:house|home|kitchen|bedroom)\b|\bi know what (?:he|she)'?s capable of\b|\bhiding (?:in|under) (?:the |my )?(?:wardrobe|cupboard|bed|bathroom)\b/,
  // Found again after leaving: "he's found out the new flat somehow", "my ex turned up at circle again".
  /\b(?:he|she|they|my ex)(?:'s| has| have)? (?:got|found out|found|worked out|tracked down) (?:the |my |where my )?(?:new |\w+ )?(?:flat|house|address|place|where i live)\b|\bex\b[^.!?]*\b(?:turned up|showed up|waiting outside|followed me|sat outside)\b/,
  /\bhad me (?:up )?against the (?:wall|fridge|door|cupboard|counter|sink)\b|\b(?:by|round) (?:the|my) throat\b/,
  // Bruises left by a grip: "squeezed my arm until it went purple", "my arm is purple where he held it".
  /\b(?:he|she) (?:squeezed|gripped|grabbed|twisted|held) my (?:arm|wrist|neck|face|jaw)\b[^.!?]*\b(?:until|till|so hard|purple|bruise\w*|marks?)\b|\b(?:held|holding|grabbed) my jaw\b|\b(?:he|she|they) (?:poured|forced|shoved|pushed|rammed)\b[^.!?]*\bdown my throat\b|\b(?:his|her) (?:gun|sidearm|rifle|shotgun|knife|pistol)\b[^.!?]*\b(?:when we argue|on the (?:kitchen )?table)\b|\bnobody (?:questions|would question) an? \w+ accident\b|\b(?:purple|bruised|black and blue|marked) where (?:he|she|they) (?:held|grabbed|squeezed|gripped|hit|kicked)\b/,
  /\b(?:he|she|husband|wife|partner|boyfriend|girlfriend)\b[^.!?]*\b(?:hidden|hides|hid|took|takes|keeps|kept)\b[^.!?]*\bmy (?:\w+ )?(?:tablets|pills|meds|medication|medicine|inhaler|insulin)\b/,
  // A threat on a condition: "said if I tell anyone, he'll...", "if I leave I'll regret it".
  /\bif i\b[^.!?]*\b(?:he|she|they)(?:'ll| will|'d| would) (?:find (?:us|me)|hurt|kill|make sure|take (?:the (?:kids|children|baby|car|keys|car keys)|her|him|them|my|away)|keep (?:the (?:kids|children|baby|house)|my)|send me (?:off|away|back)|take [a-z]+ (?:to|away)|put me|come (?:to|for|round|after)|burn|break|smash|ruin|throw me|tell (?:them|everyone|mum|my|the (?:health visitor|police|social|school|council|doctor|gp|court))|(?:ring|call|phone) (?:social (?:work|services)|the police|my (?:probation|work|boss))|report|have me)\b/,
  /\b(?:said|says|told me|tells me|threatened|warned)\b[^.!?]*\bif i\b[^.!?]*\bi(?:'ll| will|'d| would)? (?:regret|be sorry|know about it|never see|won'?t (?:see|have)|will not (?:see|have))\b/,
  /\bif i\b[^.!?]*\bthere'?ll be no (?:house|home|kids|\w+) (?:to come back to|left)\b/,
  /\b(?:read|reads|checked|checks|went through|goes through) my (?:whatsapp|messages|texts|phone|emails)\b|\b(?:he|she|they) (?:threw|throws|hurled|chucked)\b[^.!?]*\bat (?:the wall (?:behind|next to) me|me)\b/,
  /\bif i\b[^.!?]*\b(?:he|she|they)(?:'ll| will) stop my\b/,
  // Control: phone, keys, money, papers, friends.
  /\b(?:he|she|they)(?: has| had|'s|'d)? (?:\w+ )?(?:took|takes|taken|taking|keeps|kept|checked|checks|checking|went through|goes through|reads|read|listens|listened)\b[^.!?]*\bmy (?:\w+ )?(?:phone|keys|car keys|passport|pension|money|student loan|loan|bank card|cards?|wages|salary|benefits|messages|journal|post)\b/,
  /\b(?:took|takes|taken|has) the (?:car keys|keys|lock off|phone out)\b|\b(?:loans?|debts?|credit cards?) (?:out )?in my name\b|\bnot (?:allowed|aloud) to (?:see|go|phone|ring|text)\b|\blistens at the door\b/,
  // Violence by someone at home (marks alone are as often self-harm's), and the apology after it.
  /\b(?:his|her|their) hands? (?:round|around|on) my (?:throat|neck)\b|\b(?:he|she) (?:held|pinned|grabbed|choked|shoved|pushed|slapped|kicked|strangled) me\b|\b(?:he|she) twisted my (?:wrist|arm)\b|\bdoor got kicked in\b|\b(?:he|she) was sorry after\b/,
];

/** Words that place a statement in the writer's past, told as something got through. */
export const PAST_FRAME =
  /\b(?:used to|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty) years (?:today|now|this week) since|\d+ years? free|(?:two|three|four|five|six|seven|eight|nine|ten) years? free|free (?:of|from) self[- ]?harm|(?:my )?old diary|in year \d+ (?:i|we)|i wrote that i|at (?:1[0-9]|[2-9][0-9])\b(?! (?:am|pm|o'clock|mph|percent|%))|as a (?:teenager|teen|kid|child|student)|years ago|a long time ago|when (?:i was|we were) (?:younger|little|a (?:kid|child|teen|teenager)|kids|teenagers|at school|in (?:school|college|uni|my teens|my twenties)|\d+|(?:thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)(?:-\w+)?)|(?<!\b(?:gives?|gave|given|brings?|brought|hands?|handed|pays?|paid|them|it) )back (?:then|when|in (?:\d{4}|the day|school|uni))|in my (?:teens|twenties|twenties|early twenties|late teens)|at my lowest|in the past|\d+ years? (?:ago|since)|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|many|a few|several) years? (?:ago|since))\b/;
/** Said anywhere in a text, these bring a past told as past back into the present. */
export const RETURNED =
  /\b(?:came back|coming back|come back|are back|is back|back again|returned|creeping back|started again|relapse\w*|again this week|again lately)\b/;
/** Words that bring a past risk back into the present. */
export const PRESENT_AGAIN =
  /\b(?:again|still|lately|recently|(?<!ago )this week|these past|tonight|right now|creeping back|coming back|came back|back again|relapse\w*|started again|the urge|urges|thinking about it)\b/;
/** A sentence said as a joke or as hyperbole: "I want to die. Jk.", "if I have to hear it one more time I will..." ("who am I kidding" is no joke). */
export const JOKE_FRAME =
  /\b(?:but in a good way|jk|j\/k|just kidding|only kidding|(?<!who am i )kidding|joking|for the (?:lols|lulz|laughs|memes)|if i have to (?:hear|see|listen to|watch|sit through|read|answer|sing|do)\b[^.!?]*\bone more time|if i (?:\w+ ){1,4}one more\b[^.!?]*\b(?:he|she|they)(?:'ll| will|'d| would) (?:have to |actually |literally )?(?:kill|murder|strangle|divorce|disown) me|if one more (?:person|email|meeting|customer|kid|thing|client|colleague)\b[^.!?]*\bi(?:'ll| will)|if (?:my |the |that )?(?:\w+ ){0,2}(?:books|sends|schedules|adds|asks|says|calls) (?:me )?one more (?:\w+ )?(?:meeting|email|call|task|question|comment|form|thing)\b[^.!?]*\bi(?:'ll| will|'m going to|'m gonna| am going to))\b|\baffectionate\)/;
/** Said anywhere in a text, these keep a joke, a story or a question from taking the words back ("jk... mostly"). */
export const MASKED =
  /\b(?:(?:jk|kidding|joking)\W*(?:mostly|unless|or not|kinda|sort of|not really|half)|asking for a friend|not (?:jk|joking|kidding)\b|hypothetically|for 'research'|for research|genuinely asking|kinda\.?$|is that a thing|is it normal to|(?:that'?s )?a normal (?:reaction|thing) right|it'?s a diary entry)/;
/** A sentence that starts with a joke marker, said after the sentence it takes back. */
export const JOKE_AFTER =
  /^\s*(?:lol\s*)?(?:(?:jk|j\/k|just kidding|only kidding|kidding|joking|(?:he'?s|she'?s|hes|shes|they'?re|theyre) (?:only |just )?(?:joking|kidding))\b|\(i (?:would not|wouldn't|won't|will not)\b)|^\s*\(?affectionate\)|^\W*me (?:every|each) (?:night|day|morning|time|week)\b[^.!?]*\bthen\b/;
/** A sentence framed as a story, film, game or news report about someone else. */
/** A story word said as a picture of the writer's own life ("feels like the game already ended"): not a story. */
export const LIFE_AS_A_STORY = /\b(?:feels?|felt|feeling) like (?:the|a|my|this) (?:game|film|movie|show|series|credits|story)\b/;
export const MEDIA_FRAME =
  /\b(?:d&d|dnd|tabletop|rpg|campaign|my (?:bard|rogue|wizard|paladin|cleric|ranger|warlock|druid)|lich|films?|movies?|novels?|thrillers?|documentar(?:y|ies)|series|episodes?|characters?|podcasts?|articles?|(?<!good |bad |great |some |big |amazing |sad )news|headlines?|lyrics|track \d+|villains?|detectives?|protagonist|heroine|fiction|sitcom|stand-?up|open mic|comedy set|anime|manga|comics?|audiobooks?|true[- ]crime|murder mystery|whodunn?it|boss fights?|final boss|npcs?|playthrough|dungeon|raid|gameplay|video games?|the game|in[- ]game|gaming|season finale|plot|storyline|the book|this book i'm reading|crime novel|history (?:lesson|documentary|book)|on repeat|(?<!like a )songs?|album)\b/;

/**
 * An everyday cause named in the same sentence as the act, by family: a gift to someone who wanted it, tablets
 * sorted as the nurse showed or kept for the children's first aid, a burn from the oven, a cliff top for the
 * view. There the act is ordinary, and the family's signals do not count in that sentence (the trained readers
 * still read the whole text). Kept narrow: a risk hidden among ordinary news names no cause for its act.
 */
export const EVERYDAY_CAUSE: Partial<Record<RiskFamily, RegExp>> = {
  finality_acts:
    /\b(?:birthday (?:letters?|cards?)|moving (?:to|abroad|house|out)|move (?:to|out|abroad|house)|depop|vinted|ebay|emigrat\w*|relocat\w*|thank-?you (?:letter|note|card)s?|nobody writes letters|pen ?pals?|moving in together|merging everything|(?:has|have|had|'s|'ve) been (?:after|eyeing) (?:it|them|one)|to thank (?:them|him|her)|(?:asked|begged|asking) (?:me )?for (?:it|them|one)|outgrown|grown out of|(?:who'?s|she'?s|is|are) expecting|better at it than|to make (?:room|space)|charity shop|car boot|upgrad\w*|(?:bought|got|getting) (?:a |myself a )?new one|(?:you'?ve|you have) still (?:taken|charged|billed)|still being (?:charged|billed)|charged (?:again|twice)|(?:charge|payment) reversed|with my bank|chargeback|house sale|the sale|completion|stag do|hen do|now the (?:twins|baby|babies|kids|children) (?:are|is) here|(?:grand\w*|baby|son|daughter|twins)(?:'s| has| have| had)? (?:arrived|been born|was born|were born)|maternity leave|paternity leave|just got married|for the (?:fortnight|week|weekend)|while we'?re (?:away|in \w+)|we'?re (?:away|in \w+))\b/,
  gathering_means:
    /\b(?:can (?:i|you) (?:safely )?take (?:in|a|per) day|max(?:imum)? (?:a|per) day|for my (?:back|head|headache|tooth|teeth|period|migraine|knee|cramps)|(?:keeps?|kept) running out|shortages?|first[- ]aid|plasters|calpol|chickenpox|teething|dosette|weekly (?:pill )?box|pill (?:organi[sz]er|box)|days of the week|box with (?:the )?days|monday to sunday|(?:doctor|gp|consultant)'?s? (?:put|started|switched) me on|return(?:ed)? to the (?:chemist|pharmacy)|as the pharmacist advised|like the (?:nurse|pharmacist|doctor|gp) (?:showed|said|told)|picnic|the view|sunset|sunrise|fireworks|paint|tins|bricks|tiles|wallpaper|rolls|wool|fabric|soil|gravel)\b/,
  self_harm:
    /\b(?:stencil|art project|technical drawing|geometry set)\b|\bon the (?:oven|iron|kettle|baking tray|oven tray|barbecue|bbq|brambles|nettles|thorns|(?:\w+ )?beam|door ?frame|cupboard door)\b(?![^.!?]*\bon purpose\b)|\b(?:quilt\w*|fabric|cricut|vinyl|pattern pieces|hair straighteners|curling (?:iron|tongs|wand)|glue gun|soldering iron)\b/,
  // "I'm dead weight this week", "a drain on her phone battery", "she laughed": a small favour, said lightly.
  burden:
    /\b(?:(?:she|he|they) (?:laughed|smiled|insists|insisted)|(?:doesn'?t|does not|didn'?t|did not) mind|this week|for a (?:day|week|bit)|phone battery|(?:sisters|brothers|mothers|kids),? eh|(?:a )?burden (?:on|to) nobody|never a burden)\b/,
  // A complaint about a thing or an institution ("the printer is hopeless, nothing will ever change").
  hopelessness:
    /\b(?:printer|council|weather|traffic|parking|the trains?|the buses|wi-?fi|broadband|it support|customer service|on hold|politicians?|government|referees?|load-?shedding|the club|the team)\b/,
  // Time-bound hyperbole ("I don't want to be alive until Monday", "never been born on a Monday"), weather to wake up to.
  wish_not_to_exist:
    /\buntil (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|payday)\b|\bborn on a \w+day\b|\bwake up to (?:snow|rain|frost|ice|fog|a flood|the (?:alarm|kids|dog|cat|baby|news|bin lorry)|an? (?:alarm|email|text|mess)|bad news|emails|messages|more (?:snow|rain))\b|\boff the grid for (?:a |the |\w+ )?(?:days?|weeks?|weekend|fortnight)\b/,
  // Children squabbling over a game or a snack; a baby's teeth.
  abuse_threat:
    /\bif i ate\b|\bmid-?feed\b|\bteething\b|\bmolars?\b|\bbreastfe\w*|\bif i forget (?:her|his|their|my|the) (?:birthday|anniversary|\w+)\b|\bover the (?:xbox|playstation|remote|ipad|tablet|switch|last \w+)\b|\bcuddled\b/,
};
