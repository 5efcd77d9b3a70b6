import type { Breath, Theme } from './journal-lexicon.js';

/** What the journal engine says: per theme, its insights, questions and practice, and the lines that frame a reply. Data only; the choice is made in journal.ts. */

export interface ThemeGuide {
  label: string;
  breath: Breath;
  insights: readonly string[];
  steady: readonly string[];
  questions: readonly string[];
  hands: readonly string[];
  affirmations: readonly string[];
}

// `insights` speak of the good moment the writer found; `steady` fit a day with no good moment named.
export const guides: Record<Theme | 'general', ThemeGuide> = {
  grief: {
    label: 'grief and loss',
    breath: 'grounding',
    insights: [
      'Grief is love that has nowhere to land, and the ache you feel is the measure of what mattered. The silver lining you found does not cancel the loss; it sits beside it, and both are allowed.',
      'Loss opens a doorway we did not choose. Even so, noticing a gift in the middle of it shows that your heart is still reaching for life, gently and in its own time.',
      'What we lose does not simply vanish: it changes form, living on in habits, stories and the way we love others. Your reflection is part of that continuing bond.',
      'There is no schedule for mourning. Finding one kind moment today is not moving on; it is moving with, carrying what you love in a lighter way.',
    ],
    steady: [
      'Grief is love that has nowhere to land, and the ache you feel is the measure of what mattered. Nothing you feel today needs to be tidied away.',
      'There is no schedule for mourning. Whatever today held, you are allowed to carry it at your own pace.',
    ],
    questions: [
      'What would it feel like to let this sorrow be a teacher as well this week?',
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
    steady: [
      'Anxiety is the mind trying to protect you from a future that has not happened yet. A nervous system on alert is not a flaw; it is a signal asking for safety.',
      'Worry narrows the view. By writing this down you have already taken one step back from the storm and into the observer’s seat.',
    ],
    questions: [
      'If your worry could speak kindly, what would it say it is trying to protect?',
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
    steady: [
      'Gratitude is a way of seeing, not only a feeling, and it can sit beside a hard day without asking it to be anything else.',
      'Writing a day down is a way of keeping what mattered in it, whatever shape the day took.',
    ],
    questions: [
      'Who helped make this moment possible, and how might you let them know?',
      'What does this gratitude reveal about what you value most right now?',
      'What sits underneath this gratitude for you, and how could you invite more of it this week?',
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
    steady: [
      'Every relationship is two nervous systems learning each other, and it makes sense that the people closest to us move us most.',
      'Connection is built in small moments and strained in them too; both are part of caring about someone.',
    ],
    questions: [
      'What do you most want this person to understand about you, and how might you say it simply?',
      'Where in this connection could a little more honesty or a little more softness help?',
      'What did this moment teach you about the way you love?',
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
    steady: [
      'Your worth is not measured by output alone, and a demanding day says nothing about what you are worth.',
      'Work asks a great deal of us; noticing what it costs you is the first step to choosing what you give it.',
    ],
    questions: [
      'What part of your work feels most aligned with who you are becoming?',
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
    steady: [
      'Healing is rarely a straight line. Rest is not a reward for effort; it is part of the work.',
      'Your body is always speaking, and writing this down is a way of listening to it.',
    ],
    questions: [
      'What is your body asking for today that you have not yet given it?',
      'How might you meet your body today with the patience you would offer a child?',
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
    steady: [
      'Transitions are thresholds: we stand between an old shape and a new one, and it is natural for that to feel unsettled.',
      'You do not have to know the whole path to take the next honest step.',
    ],
    questions: [
      'What are you ready to leave behind, and what do you want to carry forward?',
      'Who are you becoming through this time of change, and how can you welcome that person?',
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
    steady: [
      'Your worth was never up for negotiation; it was there before any success or mistake, and it is here today too.',
      'The inner critic is loud but rarely accurate, and you deserve the kindness you would give a friend.',
    ],
    questions: [
      'What would change if you spoke to yourself the way you would speak to someone you love?',
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
      'You do not need permission to make things. The joy you found in making is its own reason.',
    ],
    steady: [
      'Every creative act begins as a small, brave yes, and your imagination is allowed to rest as well as play.',
      'Creativity comes in seasons; a quiet one is part of the cycle, not the end of it.',
    ],
    questions: [
      'What would you make if no one else ever had to see it?',
      'How could you give your creative work fifteen uninterrupted minutes this week?',
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
      'The earth holds you without asking anything in return. Finding a silver lining outside is a way of receiving that quiet support.',
    ],
    steady: [
      'Standing under the sky or beside growing things reminds the body that it is part of something living and whole.',
      'Nature does not hurry, and you do not have to either.',
    ],
    questions: [
      'What did your time outside show you about patience or renewal?',
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
    steady: [
      'By pausing to reflect, you have turned a day into something you can look at gently. That small act of attention is itself a practice.',
      'Reflection is how we digest our days, and a day does not have to be good to be worth writing down.',
    ],
    questions: [
      'What does this moment reveal about what truly matters to you?',
      'How might you carry the feeling of today into tomorrow?',
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

export const breathing: Record<Breath, readonly string[]> = {
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

// {quote} is the good moment the writer named; {also} more good moments; {hardship} the hard part beside them.
export const openers = [
  'You wrote, “{quote}”.',
  '“{quote}”: there is real wisdom in those words.',
  'I hear you when you say, “{quote}”.',
  'Reading “{quote}”, I sense a heart paying attention.',
  'Thank you for sharing “{quote}”.',
];

/** Openers for a day with no good moment read with confidence: warm, and naming none of the writer's words. */
export const plainOpeners = [
  'Thank you for putting today into words; writing a day down is a way of caring for yourself.',
  'Thank you for sharing this with the page.',
  'Thank you for taking a moment to write today down.',
];

export const hardDayOpeners = [
  'That sounds like a heavy day, and thank you for putting it into words.',
  'Thank you for trusting the page with this. It is heavy, and you do not have to find a bright side today.',
];

export const namedFeeling = [
  'You named how you feel ({feeling}), and naming a feeling is already a way of meeting it.',
  'Feeling {feeling} is welcome here; nothing about it needs fixing before it is heard.',
  'It makes sense to feel {feeling}, and it is worth honouring.',
];

export const bridges = [
  'There is also a thread of {label} running through what you wrote, and the two often move together.',
  'I notice {label} woven in as well; both deserve your gentle attention.',
];

export const alsoGoodLines = [
  'And “{also}” belongs here too.',
  'And then “{also}”: another moment worth keeping.',
  'You noticed “{also}” as well, and that matters.',
];

/** {also} is two or more quotes joined: “a” and “b”. */
export const moreGoodLines = ['And {also} belong here too.', 'You noticed {also} as well, and they matter.'];

export const hardshipAcknowledgements = [
  'You also wrote “{hardship}”, and that is hard; the good moment does not cancel it, and both are allowed to be true.',
  'Alongside it sits “{hardship}”. That is a real weight, and it deserves gentleness, not a brave face.',
  'None of this makes “{hardship}” any lighter to carry, and I am sorry it is part of your day.',
];

export const liningQuestions = [
  'What did “{quote}” show you about what matters most to you?',
  'How might you carry the warmth of “{quote}” into tomorrow?',
  'When you remember “{quote}”, what do you feel in your body, and what does that feeling ask of you?',
  'Who or what made “{quote}” possible, and how might you honour it this week?',
  'What would it be like to return to “{quote}” the next time the day feels heavy?',
];

export const gentleQuestions = [
  'What is one small thing that could make tonight a little gentler for you?',
  'Who is one person you could let a little closer to what you are carrying?',
  'What has helped you, even slightly, on a hard day before?',
];
