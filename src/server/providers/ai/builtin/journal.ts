import type { JournalGuidance } from '../../../../contract/journal.js';
import { scoreLexicon, wordWeigher, type Lexicon } from './lexicon.js';
import { hasRiskSignal } from '../../../lib/safety/read-risk.js';
import { type Clause, readClauses } from './reading.js';
import { fill, hashOf, normalise, pick, salientPhrase, words } from './text.js';

type Theme =
  | 'grief'
  | 'anxiety'
  | 'gratitude'
  | 'relationships'
  | 'work'
  | 'health'
  | 'change'
  | 'selfWorth'
  | 'creativity'
  | 'nature';
type Breath = 'calming' | 'grounding' | 'uplifting' | 'balancing' | 'restorative';

export const journalLexicon: Lexicon<Theme> = {
  grief: [
    ['grief', 4],
    ['griev*', 4],
    ['loss', 3],
    ['lost', 2],
    ['died', 4],
    ['death', 4],
    ['passed away', 4],
    ['funeral', 4],
    ['miss', 2],
    ['missing', 2],
    ['mourn*', 4],
    ['gone', 1],
    ['memory', 1],
    ['memories', 2],
    ['widow*', 3],
    ['miscarriage', 3],
    ['goodbye', 2],
  ],
  anxiety: [
    ['anxious', 3],
    ['anxiety', 3],
    ['worry', 3],
    ['worried', 3],
    ['worrying', 3],
    ['fear', 3],
    ['afraid', 3],
    ['scared', 3],
    ['panic*', 3],
    ['nervous', 2],
    ['stress*', 2],
    ['overwhelm*', 3],
    ['dread', 3],
    ['uncertain*', 2],
    ['what if', 2],
    ['overthink*', 3],
    ['racing', 1],
    ['tense', 2],
  ],
  gratitude: [
    ['grateful', 3],
    ['gratitude', 3],
    ['thankful', 3],
    ['thank', 2],
    ['thanks', 2],
    ['blessed', 3],
    ['blessing*', 3],
    ['appreciat*', 3],
    ['lucky', 2],
    ['gift', 2],
    ['kindness', 2],
    ['smile*', 1],
    ['joy', 2],
    ['happy', 1],
  ],
  relationships: [
    ['friend', 2],
    ['friends', 2],
    ['friendship', 3],
    ['partner', 3],
    ['husband', 3],
    ['wife', 3],
    ['mother', 2],
    ['grandmother', 2],
    ['grandma', 2],
    ['grandfather', 2],
    ['grandad', 2],
    ['mum', 2],
    ['mom', 2],
    ['father', 2],
    ['dad', 2],
    ['sister', 2],
    ['brother', 2],
    ['family', 2],
    ['daughter', 2],
    ['son', 2],
    ['children', 2],
    ['kids', 2],
    ['relationship*', 3],
    ['argu*', 2],
    ['lonely', 3],
    ['loneliness', 3],
    ['connection', 2],
    ['love', 1],
    ['breakup', 3],
    ['divorce', 3],
    ['forgive*', 2],
  ],
  work: [
    ['work', 2],
    ['job', 3],
    ['career', 3],
    ['boss', 3],
    ['colleague*', 3],
    ['manager', 2],
    ['promotion', 3],
    ['fired', 3],
    ['redundan*', 3],
    ['interview', 3],
    ['deadline*', 3],
    ['meeting', 2],
    ['project', 2],
    ['office', 2],
    ['business', 2],
    ['client*', 2],
    ['money', 2],
    ['burnout', 3],
    ['unemployed', 3],
  ],
  health: [
    ['health', 3],
    ['ill', 2],
    ['illness', 3],
    ['sick', 3],
    ['pain', 3],
    ['doctor', 3],
    ['hospital', 3],
    ['diagnos*', 3],
    ['body', 2],
    ['tired', 2],
    ['exhausted', 2],
    ['sleep', 2],
    ['insomnia', 3],
    ['recover*', 2],
    ['healing', 2],
    ['surgery', 3],
    ['chronic', 3],
    ['energy', 1],
    ['headache', 2],
  ],
  change: [
    ['change', 3],
    ['changes', 3],
    ['changing', 3],
    ['new', 1],
    ['moving', 2],
    ['moved', 2],
    ['move', 2],
    ['transition*', 3],
    ['beginning', 2],
    ['ending', 2],
    ['start*', 1],
    ['leaving', 2],
    ['left', 1],
    ['graduat*', 3],
    ['retire*', 3],
    ['pregnan*', 3],
    ['let go', 3],
    ['letting go', 3],
    ['chapter', 2],
  ],
  selfWorth: [
    ['worth', 3],
    ['worthless', 3],
    ['enough', 2],
    ['failure', 3],
    ['failed', 2],
    ['proud', 3],
    ['confidence', 3],
    ['confident', 3],
    ['shame', 3],
    ['ashamed', 3],
    ['guilt*', 2],
    ['doubt*', 2],
    ['myself', 1],
    ['compar*', 2],
    ['imposter', 3],
    ['impostor', 3],
    ['deserve*', 3],
    ['mistake*', 2],
    ['accomplish*', 2],
    ['achiev*', 2],
  ],
  creativity: [
    ['creat*', 3],
    ['art', 3],
    ['paint*', 3],
    ['draw*', 2],
    ['write', 2],
    ['writing', 3],
    ['wrote', 2],
    ['music', 3],
    ['song', 2],
    ['sing*', 2],
    ['idea*', 2],
    ['inspir*', 3],
    ['imagin*', 2],
    ['craft', 2],
    ['design*', 2],
    ['poem', 3],
    ['dance', 2],
    ['build*', 1],
  ],
  nature: [
    ['nature', 3],
    ['walk', 2],
    ['walked', 2],
    ['walking', 2],
    ['tree*', 3],
    ['forest', 3],
    ['sea', 3],
    ['ocean', 3],
    ['beach', 3],
    ['garden*', 3],
    ['sun', 2],
    ['sunset', 3],
    ['sunrise', 3],
    ['rain', 2],
    ['bird*', 3],
    ['flower*', 3],
    ['park', 2],
    ['sky', 2],
    ['mountain*', 3],
    ['river', 3],
    ['dog', 1],
    ['moon', 2],
  ],
};

/** Feelings named outright: reflecting the named feeling back is the first step of meeting it. */
const feelingLexicon: Lexicon<'named'> = {
  named: [
    ['sad', 3],
    ['tired', 3],
    ['exhausted', 3],
    ['hopeful', 3],
    ['grateful', 3],
    ['proud', 3],
    ['scared', 3],
    ['angry', 3],
    ['lonely', 3],
    ['overwhelmed', 3],
    ['relieved', 3],
    ['calm', 3],
    ['joyful', 3],
    ['frustrated', 3],
    ['anxious', 3],
    ['peaceful', 3],
    ['hurt', 3],
    ['confused', 3],
    ['excited', 3],
    ['lost', 2],
    ['heartbroken', 3],
    ['content', 2],
    ['numb', 3],
  ],
};

interface ThemeGuide {
  label: string;
  breath: Breath;
  insights: readonly string[];
  questions: readonly string[];
  hands: readonly string[];
  affirmations: readonly string[];
}

// {word} is a word the user wrote that touched this theme.
const guides: Record<Theme | 'general', ThemeGuide> = {
  grief: {
    label: 'grief and loss',
    breath: 'grounding',
    insights: [
      'Grief is love that has nowhere to land, and the ache you feel is the measure of what mattered. The silver lining you found does not cancel the loss; it sits beside it, and both are allowed.',
      'Loss opens a doorway we did not choose. Even so, noticing a gift in the middle of it shows that your heart is still reaching for life, gently and in its own time.',
      'What we lose does not simply vanish: it changes form, living on in habits, stories and the way we love others. Your reflection is part of that continuing bond.',
      'There is no schedule for mourning. Finding one kind moment today is not moving on; it is moving with, carrying what you love in a lighter way.',
    ],
    questions: [
      'You used the word “{word}”. What would it feel like to let it be both a sorrow and a teacher this week?',
      'Which memory brings warmth rather than only pain, and how might you honour it today?',
      'What does the part of you that is grieving most need from you right now?',
      'How could you carry what you loved into one small act of care tomorrow?',
    ],
    hands: [
      'Place both palms over the centre of your chest, one on top of the other, and feel the warmth gather there.',
      'Rest one hand on your heart and the other on your belly, letting their weight remind you that you are held.',
      'Cup your hands gently around your own face for a moment, the way you would comfort someone you love.',
    ],
    affirmations: [
      'I can hold my loss and still let light in.',
      'My love continues; it only changes shape.',
      'I grieve at my own pace, and that is enough.',
      'I carry what I love with tenderness, not heaviness.',
    ],
  },
  anxiety: {
    label: 'worry and fear',
    breath: 'calming',
    insights: [
      'Anxiety is the mind trying to protect you from a future that has not happened yet. Your silver lining is proof that, even now, this present moment holds something steady.',
      'Fear often shouts loudest just before growth. Noticing a bright spot in the middle of it shows that your awareness is bigger than the worry it holds.',
      'A nervous system on alert is not a flaw; it is a signal asking for safety. Each time you turn towards what is good, you teach your body that it can soften.',
      'Worry narrows the view; gratitude widens it again. By writing this down you have already taken one step back from the storm and into the observer’s seat.',
    ],
    questions: [
      'If the fear behind “{word}” could speak kindly, what would it say it is trying to protect?',
      'What is one thing within your control today, however small, that you can gently tend?',
      'When have you felt this way before and come through it, and what helped then?',
      'What would you tell a dear friend who felt exactly what you are feeling?',
    ],
    hands: [
      'Rest one hand on your belly just below the navel and feel it rise and fall; let the other hand rest open on your thigh.',
      'Cross your arms and rest each hand on the opposite upper arm, tapping slowly left and right in a self-hug.',
      'Place your fingertips together in front of your chest and press lightly, feeling the steadiness in your hands.',
    ],
    affirmations: [
      'I am safe in this breath, and this one.',
      'I can feel fear and still choose my next step.',
      'I release what I cannot control and tend what I can.',
      'Calm is already within me; I only need to return to it.',
    ],
  },
  gratitude: {
    label: 'gratitude',
    breath: 'uplifting',
    insights: [
      'Gratitude is a way of seeing, not only a feeling. The more you notice moments like this, the more your attention learns where to look.',
      'What you appreciate, appreciates. By naming this gift you are strengthening the part of you that recognises abundance in ordinary days.',
      'Joy shared with yourself in writing is joy multiplied. This moment of thankfulness is a seed you can return to when days feel thin.',
      'Gratitude connects us: behind every good thing is a web of people, chances and choices. Your reflection honours that whole web.',
    ],
    questions: [
      'Who helped make this moment possible, and how might you let them know?',
      'What does this gratitude reveal about what you value most right now?',
      'What sits underneath the word “{word}” for you, and how could you invite more of it this week?',
      'What small ritual would help you notice moments like this more often?',
    ],
    hands: [
      'Place your palms together at your heart in a gesture of thanks, elbows relaxed, and bow your head slightly.',
      'Open both hands on your lap, palms up, as if ready to receive.',
      'Rest both hands over your heart and let a soft smile reach your eyes.',
    ],
    affirmations: [
      'I notice the good, and the good grows.',
      'My life is full of quiet gifts.',
      'I receive this blessing with an open heart.',
      'Gratitude is my home base.',
    ],
  },
  relationships: {
    label: 'connection with others',
    breath: 'balancing',
    insights: [
      'The people in our lives are mirrors: they show us where we are tender and where we are strong. The silver lining you noticed is a sign of a heart willing to stay open.',
      'Every relationship is two nervous systems learning each other. Finding something good in this connection is an act of generosity, both to them and to yourself.',
      'Connection heals in small moments: a word, a look, a shared laugh. Your reflection shows you can recognise those moments even when things are not perfect.',
      'Boundaries and love are not opposites. Noticing what nourishes you in this relationship helps you know what to protect and what to grow.',
    ],
    questions: [
      'What do you most want this person to understand about you, and how might you say it simply?',
      'Where in this connection could a little more honesty or a little more softness help?',
      'What did this moment teach you about the way you love, and about what “{word}” means to you now?',
      'How can you give yourself the care you hope to receive from others?',
    ],
    hands: [
      'Rest your right hand on your heart and your left hand over it, feeling connection begin within you.',
      'Hold your own hands together in your lap, fingers interlaced, as you would hold a friend’s.',
      'Place one hand on the side of your neck and the other on your heart, a gesture that soothes and connects.',
    ],
    affirmations: [
      'I give and receive love freely and wisely.',
      'I honour my needs and the needs of those I love.',
      'I am worthy of connection exactly as I am.',
      'My heart can be open and protected at once.',
    ],
  },
  work: {
    label: 'work and purpose',
    breath: 'balancing',
    insights: [
      'Work is one of the places where our purpose meets the practical world. A silver lining here shows you can find meaning even within pressure.',
      'Your worth is not measured by output alone. Noticing something good in your working day reconnects you with why you started.',
      'Challenges at work are often invitations to clarify what you will and will not give your energy to. This reflection is part of that clarity.',
      'Every setback or success at work carries information about your path. You are gathering that wisdom as you write.',
    ],
    questions: [
      'What part of “{word}” feels most aligned with who you are becoming?',
      'If you measured today by meaning rather than productivity, what would count?',
      'What is one boundary that would protect your energy at work this week?',
      'What skill or strength did you use today that you could lean on more?',
    ],
    hands: [
      'Rest both hands on your solar plexus, just above the navel, the centre of will and confidence.',
      'Place your hands flat on the desk or your thighs and press down gently, feeling your feet and seat grounded.',
      'Bring one hand to your forehead and one to the back of your head, letting your thoughts settle between them.',
    ],
    affirmations: [
      'My work is an expression of my purpose, not the measure of my worth.',
      'I bring my gifts to the world with clarity and ease.',
      'I choose where my energy goes.',
      'Success flows to me when I act from alignment.',
    ],
  },
  health: {
    label: 'the body and health',
    breath: 'restorative',
    insights: [
      'Your body is always speaking, and moments like this are when you are listening. Finding a silver lining while it struggles is a form of deep respect for it.',
      'Healing is rarely a straight line. Noticing something good today, even on a hard day, gives your body a little more room to rest and repair.',
      'Rest is not a reward for effort; it is part of the work. Your reflection is an invitation to treat your body as a companion, not a project.',
      'The body keeps score of kindness too. Every gentle thought you offer it counts.',
    ],
    questions: [
      'What is your body asking for today that you have not yet given it?',
      'How might you meet “{word}” with the patience you would offer a child?',
      'What small act of rest or nourishment could you offer yourself before bed?',
      'What has your body carried you through that deserves your thanks?',
    ],
    hands: [
      'Place your hands wherever your body feels tired or tender, and imagine warmth flowing from your palms into that place.',
      'Rest both hands on your lower belly and let your shoulders drop away from your ears.',
      'Lay one hand on your heart and one on your forehead, telling your body silently: I am listening.',
    ],
    affirmations: [
      'My body is wise, and I listen to it with love.',
      'Every breath supports my healing.',
      'I honour my limits as part of my strength.',
      'I rest without guilt; rest is how I restore.',
    ],
  },
  change: {
    label: 'change and transition',
    breath: 'balancing',
    insights: [
      'Transitions are thresholds: we stand between an old shape and a new one. Seeing a silver lining here means you are already looking towards what is possible.',
      'Change asks us to loosen our grip. What you noticed today is a reminder that even in unfamiliar ground, something good can take root.',
      'Every ending makes space for a beginning. You do not have to know the whole path to take the next honest step.',
      'Uncertainty is the soil of growth. By writing about this moment you are making sense of the story while it is still being written.',
    ],
    questions: [
      'What are you ready to leave behind, and what do you want to carry forward?',
      'Who are you becoming through this time of “{word}”, and how can you welcome that person?',
      'What would help you feel a little more at home in this in-between place?',
      'If this change were a teacher, what would its first lesson be?',
    ],
    hands: [
      'Hold your hands in front of your chest, palms facing each other a few inches apart, and imagine holding the space for something new.',
      'Rest one hand on your heart and one on your belly, anchoring yourself while things move around you.',
      'Place your palms face down on your thighs, then turn them slowly upwards: a gesture of letting go and receiving.',
    ],
    affirmations: [
      'I trust the unfolding of my life.',
      'I can let go and still feel safe.',
      'Every ending carries a seed of a new beginning.',
      'I move through change with courage and grace.',
    ],
  },
  selfWorth: {
    label: 'self-worth',
    breath: 'grounding',
    insights: [
      'Your worth was never up for negotiation; it was there before any success or mistake. This silver lining is a small act of seeing yourself clearly.',
      'The inner critic is loud but rarely accurate. Noticing something good about today is how you begin to let a kinder voice speak.',
      'Growth does not require you to be perfect; it requires you to be honest. What you wrote shows both honesty and courage.',
      'Comparison steals the light from our own path. By turning towards your own moment, you reclaim it.',
    ],
    questions: [
      'What would change if you spoke to yourself about “{word}” the way you would speak to someone you love?',
      'What is one thing you did today that you can be quietly proud of?',
      'Whose voice is behind your harshest judgement, and is it really yours?',
      'What would you attempt if you fully believed you were enough?',
    ],
    hands: [
      'Place both hands over your heart and press gently, as if to say: I am here with you.',
      'Rest your hands on your solar plexus and sit a little taller, feeling your own steady centre.',
      'Wrap your arms around yourself in a full hug and hold for three slow breaths.',
    ],
    affirmations: [
      'I am enough, exactly as I am today.',
      'I deserve the kindness I give to others.',
      'My mistakes are lessons, not verdicts.',
      'I honour my own light.',
    ],
  },
  creativity: {
    label: 'creativity',
    breath: 'uplifting',
    insights: [
      'Creativity is the soul’s way of playing. The spark you noticed today is life moving through you, asking to be expressed.',
      'Every creative act begins as a small, brave yes. What you wrote is evidence that your imagination is awake.',
      'Inspiration loves a practice. Returning to what lit you up today is how a spark becomes a flame.',
      'You do not need permission to make things. The joy you found in “{word}” is its own reason.',
    ],
    questions: [
      'What would you make if no one else ever had to see it?',
      'How could you give “{word}” fifteen uninterrupted minutes this week?',
      'What idea has been waiting patiently for your attention?',
      'What did this moment of creating show you about what you love?',
    ],
    hands: [
      'Rub your palms together briskly until they feel warm, then rest them over your closed eyes.',
      'Hold your hands open in front of you, fingers spread wide, and imagine creative energy flowing through your fingertips.',
      'Rest one hand on your lower belly, the sacral centre of creativity, and the other on your heart.',
    ],
    affirmations: [
      'Creativity flows through me with ease.',
      'My ideas are worthy of expression.',
      'I create for the joy of creating.',
      'I give myself permission to play.',
    ],
  },
  nature: {
    label: 'nature',
    breath: 'restorative',
    insights: [
      'Nature does not hurry, yet everything is accomplished. Your moment outside is a reminder that you belong to a rhythm larger than your to-do list.',
      'The natural world speaks in seasons, and so do we. What you noticed today is a sign that some part of you is ready to slow down and receive.',
      'Standing under the sky or beside growing things reminds the body that it is part of something living and whole.',
      'The earth holds you without asking anything in return. Finding a silver lining in “{word}” is a way of receiving that quiet support.',
    ],
    questions: [
      'What did “{word}” show you about patience or renewal?',
      'How could you bring a little of that outdoor stillness into your evening?',
      'Which season matches the season of your life right now, and what does it ask of you?',
      'When did you last let yourself simply be in nature, without a goal?',
    ],
    hands: [
      'Rest your palms on the ground or on your thighs, imagining roots spreading down from your hands into the earth.',
      'Hold your hands open towards the sky, then bring them slowly to your heart, gathering what you received outside.',
      'Place one hand on your belly and one on your chest, breathing as slowly as a tree sways.',
    ],
    affirmations: [
      'I am part of the living world, and it holds me.',
      'Like nature, I grow in my own season.',
      'I slow down and let life restore me.',
      'The earth supports every step I take.',
    ],
  },
  general: {
    label: 'everyday life',
    breath: 'balancing',
    insights: [
      'Silver linings are not about pretending things are perfect. They are about training the eye to find what is alive and good, even in an ordinary day.',
      'By pausing to reflect, you have turned an experience into wisdom. That small act of attention is itself a spiritual practice.',
      'Every day carries at least one thread of meaning. You found yours and gave it words, which makes it easier to find again.',
      'Reflection is how we digest our days. What you wrote shows a mind that is willing to learn from life rather than simply endure it.',
    ],
    questions: [
      'What does this moment reveal about what truly matters to you?',
      'How might you carry the feeling behind “{word}” into tomorrow?',
      'What would you like to notice more of in the days ahead?',
      'If today were a chapter title, what would it be and why?',
    ],
    hands: [
      'Rest one hand over your heart and the other on your belly, simply feeling yourself breathe.',
      'Place your hands palms up on your knees, open and receptive.',
      'Bring your palms together at your chest and press lightly, centring yourself.',
    ],
    affirmations: [
      'I find meaning in the moments of my life.',
      'I am growing, one reflection at a time.',
      'I welcome what today has taught me.',
      'I choose to see the light that is already here.',
    ],
  },
};

const breathing: Record<Breath, readonly string[]> = {
  calming: [
    'Breathe in through your nose for 4 counts, hold for 7, and breathe out slowly through your mouth for 8 (the 4-7-8 breath). Repeat four rounds.',
    'Take two short inhales through the nose, then one long sigh out through the mouth. Repeat three times, then let your breath return to normal.',
    'Box breathing: in for 4, hold for 4, out for 4, hold for 4. Continue for two minutes, keeping each count soft.',
  ],
  grounding: [
    'Breathe in for 4 counts and out for 6, letting each out-breath drop your shoulders a little lower. Continue for ten breaths.',
    'Breathe low into your belly for a count of 5 and release for a count of 5, imagining roots spreading down with every out-breath.',
    'Breathe in gently for 3, pause for 2, and breathe out for 6, as if setting something heavy down. Repeat eight times.',
  ],
  uplifting: [
    'Three bright breaths: in through the nose for 3, hold for 1, out through the mouth for 3. Then rest and notice the warmth in your chest.',
    'Coherent breathing: in for 5, out for 5, for three minutes, with a soft smile on your face.',
    'Breathe in deeply while lifting your arms overhead for 4 counts, then breathe out for 4 as you lower them. Repeat five times.',
  ],
  balancing: [
    'Alternate-nostril breathing: close the right nostril and breathe in through the left for 4; switch, and breathe out through the right for 4. Repeat six rounds.',
    'Breathe in for 4, pause for 2, and breathe out for 6. Let the pause be a moment of choice before each new breath.',
    'Breathe in for 5 counts and out for 5, evenly, for twelve breaths, keeping the breath quiet enough that you can barely hear it.',
  ],
  restorative: [
    'Breathe in slowly through your nose for 4, then out through pursed lips for 8, as if cooling a cup of tea. Ten rounds.',
    'Lie down if you can. Breathe in for 4 and out for 6, and on each out-breath let one part of your body grow heavier.',
    'Breathe in the scent of the air around you for 4 counts, and breathe out for 7, letting the exhale be longer each time.',
  ],
};

const openers = [
  'You wrote, “{quote}”.',
  '“{quote}”: there is real wisdom in those words.',
  'I hear you when you say, “{quote}”.',
  'Reading “{quote}”, I sense a heart paying attention.',
  'Thank you for sharing “{quote}”.',
];

const namedFeeling = [
  'You named the feeling “{feeling}”, and naming a feeling is already a way of meeting it.',
  'Feeling {feeling} is welcome here; nothing about it needs fixing before it is heard.',
  'It makes sense to feel {feeling}, and it is worth honouring.',
];

const bridges = [
  'There is also a thread of {label} running through what you wrote, and the two often move together.',
  'I notice {label} woven in as well; both deserve your gentle attention.',
];

const weigh = wordWeigher(journalLexicon, feelingLexicon);

// What makes a clause the one the writer values: a person, an act of care, a moment.
const PEOPLE = new Set([
  ...journalLexicon.relationships
    .map(([term]) => term)
    .filter((term) => !/[* ]/.test(term) && !/^(love|argu|lonely|loneliness|connection|breakup|divorce)/.test(term)),
  'neighbour',
  'neighbor',
  'stranger',
  'nurse',
  'doctor',
  'teacher',
  'tutor',
  'colleague',
  'manager',
  'team',
  'niece',
  'nephew',
  'grandson',
  'granddaughter',
  'gran',
  'nan',
  'grandad',
  'baby',
  'kids',
  'someone',
  'she',
  'he',
  'they',
  'we',
  'housemates',
  'sponsor',
  'vet',
  'client',
  'woman',
  'man',
  'boy',
  'girl',
  'couple',
  'cat',
  'dog',
  'twins',
  'consultant',
  'friends',
  'us',
]);
const ACTS =
  /^(squeez|hug|held|hold|help|brought|bring|made|make|gave|give|sent|send|lent|lend|call|phon|text|visit|laugh|smil|sang|sing|humm|drew|draw|paint|cook|shar|told|tell|show|stay|walk|danc|plant|finish|pass|remember|read|wrote|write|knock|drove|sat|bought|talk|listen|like|took|swam|slept|manag|clear|rais|cover|promis|ask|sew|turn|play|offer|cuddl|sav|learn|sign|eat|ate|booked|met|named|rewrote|look)/;
const MOMENTS = new Set([
  'today',
  'tonight',
  'morning',
  'afternoon',
  'evening',
  'moment',
  'finally',
  'first',
  ...journalLexicon.nature.map(([term]) => term.replace('*', '')),
]);
const HARDSHIP =
  /^(kill|collaps|slaughter|spoken|recognis|hospital|stroke|chemo|died|dead|death|lost|loss|redundan|fired|rejected|failed|fail|divorce|insomnia|panic|pain$|painful|hurt|miscarriage|row$|rows$|argu|fight|shout|broke|broken|crash|cold|damp|ignor|tight|exhaust|brutal|chaos|cancer|ill$|illness|sick|covid|scared|anxious|worri|lonely|sad|grief|funeral|resit|put down|can't|cannot|debt|bills|alone)/;

// Proper nouns that are not people: the writer, days and months.
const NOT_PEOPLE =
  /^(i('.*)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/;

function cues(clause: Clause) {
  const affirmed = clause.words.filter((word) => !clause.negated.has(word));
  return {
    person:
      affirmed.some((word) => PEOPLE.has(word)) ||
      clause.pos.some((pos, i) => pos === 'PROPN' && !NOT_PEOPLE.test(clause.words[i]!)),
    act: clause.words.some((word, i) => !clause.negated.has(word) && ACTS.test(word) && clause.pos[i] !== 'NOUN'),
    moment: affirmed.some((word) => MOMENTS.has(word) || MOMENTS.has(word.replace(/s$/, ''))),
    hardship:
      affirmed.filter((word) => HARDSHIP.test(word)).length +
      (/\b(passed away|put down|no longer with us)\b/.test(affirmed.join(' ')) ? 2 : 0),
  };
}

function silverScore(clause: Clause): number {
  const found = cues(clause);
  // A clause that only says a fear has gone ("not worried anymore") is relief; the good thing is usually beside it.
  const relief = clause.negated.size > 0 ? 2 : 0;
  return (
    clause.sentiment * 4 +
    (found.person ? 1.5 : 0) +
    (found.act ? 1.5 : 0) +
    // Someone doing something for the writer is what an entry most often values.
    (found.person && found.act ? 1 : 0) +
    (found.moment ? 1 : 0) -
    found.hardship * 2 -
    relief
  );
}

function hardshipScore(clause: Clause): number {
  // What did not happen can be the hard part ("he doesn't recognise me"), unless it is a fear that has gone.
  const lost = clause.words.filter(
    (word) =>
      clause.negated.has(word) && HARDSHIP.test(word) && !FEARS.has(word) && !/^(worri|scared|anxious|sad|lonely)/.test(word),
  ).length;
  return -clause.sentiment * 4 + (cues(clause).hardship + lost) * 2;
}

const MAX_QUOTE = 20;

/** The clause as a quote: whole when short, else the words around its heart. */
function quoteOf(clause: Clause): string {
  const parts = clause.text.split(/\s+/u);
  if (parts.length <= MAX_QUOTE) return clause.text;
  return `${parts
    .slice(0, MAX_QUOTE)
    .join(' ')
    .replace(/[,;:]$/u, '')}…`;
}

export interface JournalAnalysis {
  /** Themes of what the writer actually said (negated words left out), strongest first. */
  themes: Theme[];
  /** The silver lining in the writer's words (the quote reflected back), if the entry has one. */
  quote: string;
  silverLining: string | undefined;
  /** Another good moment in the entry, as strong as the silver lining. */
  alsoGood: string | undefined;
  hardship: string | undefined;
  /** A feeling the writer named and did not negate ("relieved" when they negated a fear). */
  feeling: string | undefined;
  /** Feeling words the writer said were not so. */
  negated: string[];
}

const FEELING_LEADS = new Set([
  'feel',
  'felt',
  'feeling',
  'am',
  "'m",
  'was',
  'were',
  'so',
  'very',
  'really',
  'quite',
  'bit',
  'totally',
  'completely',
  'is',
  'are',
  "'s",
  'be',
  'been',
  'too',
]);
const FEARS = new Set(journalLexicon.anxiety.map(([term]) => term.replace('*', '')));

/** Reads an entry: its silver lining and hardship, the feelings expressed and not negated, and its themes. */
export function analyseJournal(text: string): JournalAnalysis {
  const clauses = readClauses(text).filter((clause) => clause.words.length > 0);
  // Fail safe: a clause with any sign of risk is never a candidate to quote or praise.
  const anySignal = hasRiskSignal(text);
  const safe = anySignal ? clauses.filter((clause) => !hasRiskSignal(clause.text)) : clauses;
  const ranked = [...safe].sort((a, b) => silverScore(b) - silverScore(a));
  const best = ranked[0];
  const silver = best && (safe.length === 1 ? silverScore(best) > -1 : silverScore(best) > 0) ? best : undefined;
  // A second good moment, as strong as the first, is reflected too.
  const also =
    silver &&
    ranked[1] &&
    cues(ranked[1]).hardship === 0 &&
    ranked[1].sentiment >= 0 &&
    silverScore(ranked[1]) >= Math.max(1.5, silverScore(silver) * 0.6)
      ? ranked[1]
      : undefined;
  const hard = safe
    .filter((clause) => clause !== silver && clause !== also)
    .sort((a, b) => hardshipScore(b) - hardshipScore(a))
    .find((clause) => hardshipScore(clause) >= 1.5);

  const affirmed = clauses.flatMap((clause) => clause.words.filter((word) => !clause.negated.has(word)));
  // A feeling is named when it describes the writer ("I felt lost"), not when the word does other work ("lost my job").
  const feelings = clauses.flatMap((clause) =>
    clause.words.filter(
      (word, i) => !clause.negated.has(word) && (clause.pos[i] === 'ADJ' || FEELING_LEADS.has(clause.words[i - 1] ?? '')),
    ),
  );
  const negated = [...new Set(clauses.flatMap((clause) => [...clause.negated]))];
  const feelingWords = new Set(feelingLexicon.named.map(([term]) => term));
  const relief = negated.some((word) => FEARS.has(word) || [...FEARS].some((fear) => word.startsWith(fear)));
  const affirmedText = affirmed.join(' ');
  // The practice follows what the writer values: a person in the silver lining is a moment of connection.
  const prior = { ...(relief ? { gratitude: 2 } : {}), ...(silver && cues(silver).person ? { relationships: 2 } : {}) };
  const scored = scoreLexicon(affirmedText, journalLexicon, prior);
  const named = scoreLexicon(feelings.join(' '), feelingLexicon)[0]?.hits[0];
  return {
    themes: scored.map((theme) => theme.key),
    quote: silver ? quoteOf(silver) : hard ? quoteOf(hard) : salientPhrase(text, weigh),
    silverLining: silver ? quoteOf(silver) : undefined,
    alsoGood: also ? quoteOf(also) : undefined,
    hardship: hard ? quoteOf(hard) : undefined,
    feeling: named ?? (relief ? 'relieved' : undefined),
    negated: negated.filter(
      (word) => feelingWords.has(word) || FEARS.has(word) || HARDSHIP.test(word) || /^(fail|guilt|stress)/.test(word),
    ),
  };
}

const alsoGoodLines = [
  'And “{also}” belongs here too.',
  'And then “{also}”: another moment worth keeping.',
  'You noticed “{also}” as well, and that matters.',
];

const hardshipAcknowledgements = [
  'You also wrote “{hardship}”, and that is hard; the good moment does not cancel it, and both are allowed to be true.',
  'Alongside it sits “{hardship}”. That is a real weight, and it deserves gentleness, not a brave face.',
  'None of this makes “{hardship}” any lighter to carry, and I am sorry it is part of your day.',
];

const noLiningOpeners = [
  'You wrote, “{hardship}”. That sounds really hard, and thank you for putting it into words.',
  'Thank you for trusting the page with “{hardship}”. It is heavy, and you do not have to find a bright side today.',
];

const liningQuestions = [
  'What did “{quote}” show you about what matters most to you?',
  'How might you carry the warmth of “{quote}” into tomorrow?',
  'When you remember “{quote}”, what do you feel in your body, and what does that feeling ask of you?',
  'Who or what made “{quote}” possible, and how might you honour it this week?',
  'What would it be like to return to “{quote}” the next time the day feels heavy?',
];

const gentleQuestions = [
  'What is one small thing that could make tonight a little gentler for you?',
  'Who is one person you could let a little closer to what you are carrying?',
  'What has helped you, even slightly, on a hard day before?',
];

/** The built-in journal guidance: reflects the silver lining in the writer's words, meets the hardship, and fits the practice to the feeling expressed. */
export function builtinJournalGuidance(input: { silverLining: string }): JournalGuidance {
  const text = input.silverLining;
  const seed = hashOf(normalise(text));
  const reading = analyseJournal(text);
  const primary = reading.themes[0];
  const guide = guides[primary ?? 'general'];
  const second = reading.themes[1];
  const secondary = second ? guides[second] : undefined;
  const scores = scoreLexicon(reading.silverLining ?? text, journalLexicon);
  const word =
    scores[0]?.hits[0] ?? pick([...words(text).filter((w) => w.length > 4 && /^\p{L}+$/u.test(w)), 'today'], seed, 'word');
  const values = {
    quote: reading.silverLining ?? reading.quote,
    hardship: reading.hardship ?? '',
    also: reading.alsoGood ?? '',
    word,
    feeling: reading.feeling ?? '',
    label: secondary?.label ?? '',
  };
  const insight = [
    reading.silverLining
      ? fill(pick(openers, seed, 'opener'), values)
      : fill(pick(reading.hardship ? noLiningOpeners : openers, seed, 'opener'), values),
    reading.alsoGood ? fill(pick(alsoGoodLines, seed, 'also'), values) : undefined,
    reading.silverLining && reading.hardship ? fill(pick(hardshipAcknowledgements, seed, 'hardship'), values) : undefined,
    reading.feeling ? fill(pick(namedFeeling, seed, 'feeling'), values) : undefined,
    fill(pick(guide.insights, seed, 'insight'), values),
    secondary && scores.length > 1 ? fill(pick(bridges, seed, 'bridge'), values) : undefined,
  ].filter(Boolean);
  const affirmation = pick(guide.affirmations, seed, 'affirmation');
  return {
    spiritualInsight: insight.join(' '),
    growthQuestion: reading.silverLining
      ? fill(pick(liningQuestions, seed, 'question'), values)
      : reading.hardship
        ? pick(gentleQuestions, seed, 'question')
        : fill(pick(guide.questions, seed, 'question'), values),
    embodiedPractice: {
      handPlacement: pick(guide.hands, seed, 'hands'),
      breathing: pick(breathing[guide.breath], seed, 'breath'),
      affirmation: secondary ? `${affirmation} ${pick(secondary.affirmations, seed, 'affirmation2')}` : affirmation,
    },
  };
}
