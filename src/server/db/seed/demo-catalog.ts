import type { DemoFileSpec } from './demo-files.js';

/**
 * The demo catalogue: one creator per product, since a creator may have only one published product.
 * Creators use the reserved example.com domain and have no password, so nobody can sign in as them.
 * Sales counts are not set here: sales come only from real purchases. The audio is silence: the
 * files are real and play, but nobody recorded them.
 */

export interface DemoCreator {
  firstName: string;
  lastName: string;
  email: string;
}

export interface DemoListing {
  creator: DemoCreator;
  title: string;
  description: string;
  categoryId: number;
  priceCents: number;
  tags: string[];
  file: DemoFileSpec;
}

function creator(firstName: string, lastName: string): DemoCreator {
  return { firstName, lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase() };
}

const howToListen = [
  'Find a quiet place where you will not be disturbed, and listen at a low, comfortable volume.',
  'Do not listen while driving or doing anything that needs your full attention.',
];

export const demoListings: DemoListing[] = [
  {
    creator: creator('Maya', 'Rivers'),
    title: 'Morning Light Meditation',
    description:
      'A gentle guided meditation to begin the day with clarity and warmth. Ten unhurried minutes of breath awareness and intention setting, suitable for complete beginners.',
    categoryId: 11,
    priceCents: 1200,
    tags: ['meditation', 'morning', 'mindfulness'],
    file: { kind: 'mp3', name: 'morning-light-meditation.mp3', seconds: 30 },
  },
  {
    creator: creator('Elias', 'Moreno'),
    title: '528 Hz Heart Coherence Tones',
    description:
      'A slow, steady 528 Hz tone layered with soft pads for focus, journaling or quiet rest. Mastered to stay calm at low volume so it can play in the background for as long as you like.',
    categoryId: 10,
    priceCents: 1499,
    tags: ['528 hz', 'solfeggio', 'focus'],
    file: { kind: 'mp3', name: '528-hz-heart-coherence.mp3', seconds: 40 },
  },
  {
    creator: creator('Priya', 'Nair'),
    title: 'Solfeggio Sleep Journey',
    description:
      'Three soundscapes built on 174, 396 and 432 Hz, arranged to slow down gradually as the evening goes on. Includes a short guide to creating a restful wind-down ritual.',
    categoryId: 10,
    priceCents: 2900,
    tags: ['sleep', 'solfeggio', 'frequency music', 'relaxation'],
    file: {
      kind: 'zip',
      name: 'solfeggio-sleep-journey.zip',
      entries: [
        { kind: 'mp3', name: '01-174-hz-settling.mp3', seconds: 12 },
        { kind: 'mp3', name: '02-396-hz-releasing.mp3', seconds: 12 },
        { kind: 'mp3', name: '03-432-hz-resting.mp3', seconds: 12 },
        {
          kind: 'txt',
          name: 'read-me-first.txt',
          title: 'Solfeggio Sleep Journey: how to use these tracks',
          lines: [
            'Play the tracks in order as you get ready for bed, or loop the last one through the night.',
            'Dim the lights and put screens away before the first track ends.',
            ...howToListen,
          ],
        },
      ],
    },
  },
  {
    creator: creator('Jonah', 'Whitfield'),
    title: 'Breath of Calm: Breathwork Cards',
    description:
      'Six printable cards, each with one simple breathing pattern and when it tends to help, from box breathing before a meeting to a long exhale at bedtime. Keep them on your desk or by the bed.',
    categoryId: 12,
    priceCents: 950,
    tags: ['breathwork', 'printable', 'calm'],
    file: {
      kind: 'pdf',
      name: 'breath-of-calm-cards.pdf',
      lines: [
        'Card 1. Box breathing: in for four, hold for four, out for four, hold for four. Repeat four rounds.',
        'Card 2. The long exhale: in for four, out for six to eight. Useful when the mind is racing.',
        'Card 3. Coherent breathing: about five and a half breaths a minute, in and out evenly through the nose.',
        'Card 4. Sighing breath: two short inhales through the nose, one long sigh out through the mouth.',
        'Card 5. Counting down: breathe naturally and count each exhale from ten down to one.',
        'Card 6. Hand on heart: rest a hand on your chest and let the breath move under it for one minute.',
        '',
        'Stop any exercise that makes you dizzy or uncomfortable and return to normal breathing.',
        'These practices support relaxation; they are not a substitute for medical care.',
      ],
    },
  },
  {
    creator: creator('Aiyana', 'Brooks'),
    title: 'Chakra Balancing Meditation Series',
    description:
      'Three short guided meditations that move through the seven chakras, with a printable companion guide to colours, affirmations and journaling prompts. A calm structure for a week of daily practice.',
    categoryId: 11,
    priceCents: 3900,
    tags: ['chakra', 'meditation', 'energy'],
    file: {
      kind: 'zip',
      name: 'chakra-balancing-meditation-series.zip',
      entries: [
        { kind: 'mp3', name: 'root-and-sacral.mp3', seconds: 12 },
        { kind: 'mp3', name: 'solar-plexus-and-heart.mp3', seconds: 12 },
        { kind: 'mp3', name: 'throat-third-eye-and-crown.mp3', seconds: 12 },
        {
          kind: 'pdf',
          name: 'chakra-companion-guide.pdf',
          title: 'Chakra Companion Guide',
          lines: [
            'Root: grounding and safety. Affirmation: I am supported.',
            'Sacral: creativity and feeling. Affirmation: I welcome joy.',
            'Solar plexus: confidence and will. Affirmation: I act with purpose.',
            'Heart: love and compassion. Affirmation: I give and receive kindness.',
            'Throat: honest expression. Affirmation: I speak my truth gently.',
            'Third eye: intuition and insight. Affirmation: I trust what I notice.',
            'Crown: connection and meaning. Affirmation: I am part of something larger.',
            '',
            'Journal after each session: what did you notice in the body, and what would you like to carry into the day?',
          ],
        },
      ],
    },
  },
  {
    creator: creator('Sofia', 'Lindqvist'),
    title: 'Moon Cycle Ritual Journal',
    description:
      'A printable journal that follows the lunar month, with space to set intentions at the new moon and reflect at the full moon. Simple layouts that leave room for your own practice.',
    categoryId: 13,
    priceCents: 1800,
    tags: ['moon', 'journal', 'ritual', 'printable'],
    file: {
      kind: 'pdf',
      name: 'moon-cycle-ritual-journal.pdf',
      lines: [
        'New moon: what do I want to begin? Write three intentions in the present tense.',
        'Waxing crescent: one small step I can take this week.',
        'First quarter: what is getting in the way, and what support do I need?',
        'Full moon: what has come into the light? What am I grateful for?',
        'Waning moon: what am I ready to release? Write it down, then close the page.',
        '',
        'Notes: ______________________________________________',
        '______________________________________________________',
      ],
    },
  },
  {
    creator: creator('Tomasz', 'Kowal'),
    title: 'Sacred Morning Planner',
    description:
      'A daily and weekly planner that pairs practical scheduling with a short morning reflection. Comes as a printable PDF with a plain-text version for your notes app.',
    categoryId: 13,
    priceCents: 2400,
    tags: ['planner', 'morning routine', 'template'],
    file: {
      kind: 'zip',
      name: 'sacred-morning-planner.zip',
      entries: [
        {
          kind: 'pdf',
          name: 'sacred-morning-planner.pdf',
          title: 'Sacred Morning Planner',
          lines: [
            'Today I feel: ____________    One word for today: ____________',
            'Three priorities: 1. ____________ 2. ____________ 3. ____________',
            'A moment of stillness (five breaths before you begin): done / not yet',
            'Gratitude: ______________________________________________',
            'Evening check-in: what went well, and what can wait until tomorrow?',
          ],
        },
        {
          kind: 'txt',
          name: 'sacred-morning-planner.txt',
          title: 'Sacred Morning Planner (plain text)',
          lines: ['Today I feel:', 'One word for today:', 'Three priorities:', 'Gratitude:', 'Evening check-in:'],
        },
      ],
    },
  },
  {
    creator: creator('Grace', 'Okafor'),
    title: 'The Quiet Heart: Essays on Presence',
    description:
      'Short essays on slowing down, listening and finding stillness in ordinary days. Each ends with a gentle question to carry into your own meditation or journaling.',
    categoryId: 14,
    priceCents: 1600,
    tags: ['essays', 'presence', 'contemplation'],
    file: {
      kind: 'pdf',
      name: 'the-quiet-heart.pdf',
      lines: [
        'On beginning again',
        'Most mornings the mind arrives before we do. It has already made the list, rehearsed the conversation and worried about the afternoon. Presence is not a place we reach once; it is the small act of coming back, again and again, to the breath and the room we are in.',
        '',
        'A question to carry: where in your day could you pause for three breaths without anyone noticing?',
        '',
        'On listening',
        'To listen fully is a quiet form of love. We set down our reply, and let the other person finish their thought.',
        '',
        'A question to carry: who would feel cared for if you listened to them today without planning your answer?',
      ],
    },
  },
  {
    creator: creator('Lucia', 'Ferreira'),
    title: 'Walking the Labyrinth: A Guide to Contemplative Walking',
    description:
      'An illustrated guide to walking meditation, from finding a labyrinth near you to drawing one in chalk or sand. Practical, warm and rooted in centuries of contemplative tradition.',
    categoryId: 14,
    priceCents: 2200,
    tags: ['walking meditation', 'labyrinth', 'contemplation'],
    file: {
      kind: 'pdf',
      name: 'walking-the-labyrinth.pdf',
      lines: [
        'Walking meditation asks only that you walk a little more slowly than usual and notice each step.',
        'A labyrinth has one path in and the same path out: there are no wrong turns, only the way.',
        'Before you enter, pause and name what you bring with you. At the centre, rest for as long as feels right.',
        'On the way out, notice what has changed, however small.',
        '',
        'No labyrinth nearby? Draw a simple seven-circuit pattern in chalk, or walk slow circles in a garden.',
      ],
    },
  },
  {
    creator: creator('Noah', 'Castellanos'),
    title: 'Mindful Money Habits Workbook',
    description:
      'A reflective workbook for noticing the feelings behind everyday spending and setting kinder, clearer money habits. It offers exercises, not financial advice or promises of any particular result.',
    categoryId: 4,
    priceCents: 1900,
    tags: ['money mindset', 'workbook', 'habits'],
    file: {
      kind: 'pdf',
      name: 'mindful-money-habits-workbook.pdf',
      lines: [
        'Exercise 1. For one week, note each purchase and the feeling just before it. No judgement, only notes.',
        'Exercise 2. Sort the week into three lists: nourishing, neutral and regretted.',
        'Exercise 3. Choose one small habit to try next week, such as a 24-hour pause before non-essential purchases.',
        'Exercise 4. Write a short letter to your future self about what enough looks like.',
        '',
        'This workbook is for reflection only. For decisions about debt, investing or tax, speak to a qualified adviser.',
      ],
    },
  },
  {
    creator: creator('Hana', 'Sato'),
    title: 'Loving-Kindness Meditation Handbook',
    description:
      'A clear, friendly introduction to metta, the loving-kindness meditation practice, with scripts you can read aloud or record in your own voice. Includes variations for difficult days.',
    categoryId: 4,
    priceCents: 1250,
    tags: ['loving-kindness', 'metta', 'meditation', 'compassion'],
    file: {
      kind: 'pdf',
      name: 'loving-kindness-meditation-handbook.pdf',
      lines: [
        'Sit comfortably and let the breath settle. Bring to mind someone who makes you smile.',
        'Silently offer: May you be safe. May you be well. May you be at ease.',
        'Turn the same wishes toward yourself, then toward someone you barely know.',
        'When it feels possible, include someone you find difficult, and finally all beings everywhere.',
        '',
        'On difficult days, stay with the first phrase only. Loving-kindness grows with repetition, not effort.',
      ],
    },
  },
  {
    creator: creator('Daniel', 'Ashworth'),
    title: 'Evening Wind-Down: Guided Body Scan',
    description:
      'A slow, spoken body scan that moves from the crown of the head to the soles of the feet, helping you let go of the day before sleep. Best with headphones, lying down.',
    categoryId: 5,
    priceCents: 800,
    tags: ['body scan', 'sleep', 'relaxation'],
    file: { kind: 'mp3', name: 'evening-wind-down-body-scan.mp3', seconds: 30 },
  },
  {
    creator: creator('Amara', 'Jensen'),
    title: 'Forest Sound Bath Recordings',
    description:
      'Field recordings from an old beech forest at dawn, woven with singing bowls and soft chimes. Use them for meditation, study or simply to bring a little of the outdoors inside.',
    categoryId: 5,
    priceCents: 2700,
    tags: ['sound bath', 'nature sounds', 'singing bowls'],
    file: {
      kind: 'zip',
      name: 'forest-sound-bath-recordings.zip',
      entries: [
        { kind: 'mp3', name: 'dawn-chorus-and-bowls.mp3', seconds: 15 },
        { kind: 'mp3', name: 'stream-and-chimes.mp3', seconds: 15 },
        {
          kind: 'txt',
          name: 'about-these-recordings.txt',
          title: 'About these recordings',
          lines: ['Recorded at first light in late spring.', ...howToListen],
        },
      ],
    },
  },
  {
    creator: creator('Rowan', 'Blake'),
    title: 'Reiki Self-Practice Companion',
    description:
      'A thorough companion for people trained in Reiki Level 1 who want a steady daily self-practice: hand positions, session outlines and a 21-day reflection log. A complement to, never a replacement for, medical care.',
    categoryId: 12,
    priceCents: 6400,
    tags: ['reiki', 'energy work', 'self-care'],
    file: {
      kind: 'pdf',
      name: 'reiki-self-practice-companion.pdf',
      lines: [
        'Before you begin: wash your hands, sit or lie comfortably and set a simple intention for the session.',
        'Positions 1-4: eyes, temples, back of the head, throat. Three to five minutes each.',
        'Positions 5-8: heart, solar plexus, lower ribs, lower abdomen.',
        'Positions 9-12: shoulders, mid back, lower back, sacrum.',
        'Close by resting both hands on the heart and giving thanks.',
        '',
        '21-day log: date, length of session, what you noticed, one word for how you feel afterwards.',
        '',
        'Reiki is a relaxation practice. It does not diagnose or treat illness; keep seeing your doctor for health concerns.',
      ],
    },
  },
  {
    creator: creator('Isla', 'Mackenzie'),
    title: 'Inner Compass: 8-Week Meditation Course',
    description:
      'An eight-week course that builds a steady meditation habit one small step at a time, with a lesson plan for every week and guided audio to start with. Designed for busy people who have tried meditation before and found it hard to keep going.',
    categoryId: 2,
    priceCents: 8900,
    tags: ['meditation course', 'habits', 'mindfulness'],
    file: {
      kind: 'zip',
      name: 'inner-compass-meditation-course.zip',
      entries: [
        {
          kind: 'pdf',
          name: 'inner-compass-course-guide.pdf',
          title: 'Inner Compass: Course Guide',
          lines: [
            'Week 1. Arriving: five minutes a day of breath awareness.',
            'Week 2. The body: a daily body scan.',
            'Week 3. Thoughts as weather: noticing without following.',
            'Week 4. Kindness: short loving-kindness practices.',
            'Week 5. Walking: taking meditation off the cushion.',
            'Week 6. Difficult moments: staying with discomfort, gently.',
            'Week 7. Everyday presence: meditation in ordinary tasks.',
            'Week 8. Your own practice: designing a routine that lasts.',
            '',
            'Each week: one lesson to read, one guided practice to listen to, one reflection sheet to fill in.',
          ],
        },
        { kind: 'mp3', name: 'week-1-arriving.mp3', seconds: 20 },
        { kind: 'mp3', name: 'week-2-body-scan.mp3', seconds: 20 },
      ],
    },
  },
  {
    creator: creator('Farid', 'Haddad'),
    title: 'Gratitude Journal Prompts',
    description:
      'Simple prompts for a daily gratitude practice, in plain text so they work in any notes app or journal. A gentle way to end the day noticing what went right.',
    categoryId: 15,
    priceCents: 500,
    tags: ['gratitude', 'journaling', 'prompts'],
    file: {
      kind: 'txt',
      name: 'gratitude-journal-prompts.txt',
      lines: [
        'Who made today a little easier, and how?',
        'What is something small you enjoyed with your senses today?',
        'Which part of your body are you thankful for right now?',
        'What problem from the past are you glad is behind you?',
        'What did you learn today, even by accident?',
        'Who would you like to thank but have not yet?',
        'What in your home makes you feel at ease?',
        'What is one kind thing you did for yourself this week?',
      ],
    },
  },
];
