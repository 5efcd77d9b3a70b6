import crypto from 'node:crypto';
import type { Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { products } from '../../src/server/db/schema/catalog.js';
import type { FileStorage } from '../../src/server/providers/storage/storage.js';
import { demoFileTypes, makePdf } from '../../src/server/db/seed/demo-files.js';
import { slugify } from '../../src/server/db/seed/seed-demo.js';

/**
 * Bulk catalogue for load tests: generated titles, descriptions and tags varied enough that full-text
 * and typo-tolerant search meet realistic data. Each product has its own creator (one published
 * product per creator) and all of them share one small stored file.
 */

const BATCH_SIZE = 1000;
// A fixed seed: every run generates the same catalogue shape, so benchmark runs compare.
const RANDOM_SEED = 20_240_101;
const DAY_MS = 86_400_000;

const formats = [
  { name: 'Guided Meditation', categoryId: 11, tag: 'meditation' },
  { name: 'Meditation Practice', categoryId: 11, tag: 'meditation' },
  { name: 'Mindfulness App Companion', categoryId: 11, tag: 'mindfulness' },
  { name: 'Solfeggio Tones', categoryId: 10, tag: 'solfeggio' },
  { name: 'Binaural Beats', categoryId: 10, tag: 'binaural beats' },
  { name: 'Frequency Soundscape', categoryId: 10, tag: 'frequency music' },
  { name: 'Breathwork Toolkit', categoryId: 12, tag: 'breathwork' },
  { name: 'Energy Healing Cards', categoryId: 12, tag: 'energy work' },
  { name: 'Ritual Journal', categoryId: 13, tag: 'journal' },
  { name: 'Intention Planner', categoryId: 13, tag: 'planner' },
  { name: 'Wisdom Ebook', categoryId: 14, tag: 'ebook' },
  { name: 'Spiritual Guide', categoryId: 14, tag: 'guide' },
  { name: 'Workbook', categoryId: 4, tag: 'workbook' },
  { name: 'Field Guide', categoryId: 4, tag: 'ebook' },
  { name: 'Sound Bath', categoryId: 5, tag: 'sound bath' },
  { name: 'Audio Journey', categoryId: 5, tag: 'audio' },
  { name: 'Course', categoryId: 2, tag: 'course' },
  { name: 'Masterclass', categoryId: 18, tag: 'masterclass' },
  { name: 'Printable Planner', categoryId: 15, tag: 'template' },
  { name: 'Music Album', categoryId: 16, tag: 'music' },
  { name: 'Art Prints', categoryId: 9, tag: 'art' },
  { name: 'Brand Kit', categoryId: 1, tag: 'design' },
  { name: 'Icon Set', categoryId: 17, tag: 'graphics' },
  { name: 'Photo Presets', categoryId: 7, tag: 'photography' },
  { name: 'Video Series', categoryId: 6, tag: 'video' },
  { name: 'Website Kit', categoryId: 8, tag: 'web design' },
  { name: 'Practice Tracker', categoryId: 3, tag: 'app' },
] as const;

const adjectives = [
  'Gentle',
  'Radiant',
  'Quiet',
  'Deep',
  'Daily',
  'Luminous',
  'Grounded',
  'Open',
  'Mindful',
  'Soulful',
  'Peaceful',
  'Calm',
  'Sacred',
  'Simple',
  'Wild',
  'Ancient',
  'Everyday',
  'Golden',
  'Tender',
  'Steady',
];
const themes = [
  'Moonlight',
  'Heart',
  'Inner Light',
  'Breath',
  'Morning Dew',
  'Crystal',
  'Lotus',
  'Ocean',
  'Forest',
  'Solstice',
  'Chakra',
  'Stillness',
  'Gratitude',
  'Grounding',
  'Dreamtime',
  'Starlight',
  'Awakening',
  'Compassion',
  'Clarity',
  'Serenity',
  'Rivers',
  'Ember',
  'Cedar',
  'Tide',
  'Harvest Moon',
  'Sunrise',
];
const audiences = [
  'busy parents',
  'new meditators',
  'night owls',
  'creative souls',
  'caregivers',
  'students',
  'people starting over',
  'early risers',
  'yoga teachers',
  'quiet introverts',
  'frequent travellers',
];
const goals = [
  'build a steady meditation habit',
  'slow down before sleep',
  'find a few minutes of calm each day',
  'reconnect with their intuition',
  'set clear intentions',
  'practise self-compassion',
  'bring more presence into ordinary tasks',
  'mark the seasons with simple rituals',
  'ease into mindful breathing',
];
const practices = [
  'breath awareness',
  'journaling prompts',
  'body scans',
  'loving-kindness meditation',
  'gentle movement',
  'sound healing',
  'moon rituals',
  'gratitude practice',
  'visualisation',
  'walking meditation',
  'chanting',
];
const closings = [
  'Take it at your own pace and return to it whenever you need a reset.',
  'Everything is explained in plain language, with no prior experience needed.',
  'Short enough for a lunch break, deep enough to keep coming back to.',
  'Made with care by an independent creator.',
  'Works well on its own or alongside an existing practice.',
];
const tagPool = [
  'mindfulness',
  'self-care',
  'relaxation',
  'sleep',
  'focus',
  'spirituality',
  'healing',
  'intention',
  'moon',
  'chakra',
  'gratitude',
  'beginners',
  'ritual',
  'yoga',
  'calm',
  'energy',
  'journaling',
  'nature',
];
const firstNames = [
  'Ava',
  'Leo',
  'Mia',
  'Noah',
  'Zara',
  'Kai',
  'Ines',
  'Omar',
  'Lena',
  'Arjun',
  'Chloe',
  'Mateo',
  'Freya',
  'Yusuf',
  'Nora',
  'Theo',
  'Amelia',
  'Rafael',
  'Keiko',
  'Samir',
  'Willow',
  'Jasper',
  'Asha',
  'Felix',
];
const lastNames = [
  'Hart',
  'Silva',
  'Bennett',
  'Okoye',
  'Larsen',
  'Moreau',
  'Patel',
  'Kim',
  'Novak',
  'Rossi',
  'Adeyemi',
  'Fischer',
  'Quinn',
  'Reyes',
  'Walsh',
  'Tanaka',
  'Costa',
  'Byrne',
  'Haddad',
  'Lindgren',
  'Mensah',
];

/** mulberry32: a tiny seeded generator, so the catalogue is the same every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function makeGenerator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Mostly under $20, some $20-50, a few premium, as a real marketplace would have.
  const price = () => {
    const tier = random();
    const dollars = tier < 0.6 ? 3 + random() * 17 : tier < 0.92 ? 20 + random() * 30 : 50 + random() * 150;
    return Math.floor(dollars) * 100 + (random() < 0.5 ? 99 : 0);
  };
  const tags = (first: string) => {
    const chosen = new Set([first]);
    const want = 2 + Math.floor(random() * 3);
    while (chosen.size < want) chosen.add(pick(tagPool));
    return [...chosen];
  };
  return { pick, price, tags };
}

export async function seedBenchmarkProducts(
  db: Database,
  storage: FileStorage,
  count: number,
  onProgress: (done: number, total: number) => void = () => {},
) {
  // Nothing to reference the shared file: do not store it.
  if (count < 1) return { creators: 0, products: 0 };
  const fileKey = `benchmark-sample-${crypto.randomBytes(4).toString('hex')}.pdf`;
  const { size: fileSize } = await storage.put(
    fileKey,
    makePdf('Soul Market benchmark sample', [
      'This small document stands in for every product created by the benchmark seed.',
      'It exists so that downloads of benchmark products return a real, valid file.',
    ]),
  );
  // Emails must be unique, and a second run adds to the first.
  const runId = crypto.randomBytes(3).toString('hex');
  const random = seededRandom(RANDOM_SEED);
  const { pick, price, tags } = makeGenerator(random);
  const now = Date.now();

  let done = 0;
  try {
    while (done < count) {
      const size = Math.min(BATCH_SIZE, count - done);
      const creators = Array.from({ length: size }, (_, i) => ({
        email: `bench-${runId}-${done + i + 1}@example.com`,
        firstName: pick(firstNames),
        lastName: pick(lastNames),
        passwordHash: null,
        createdAt: new Date(now - random() * 730 * DAY_MS),
      }));
      const listings = creators.map((creator) => {
        const format = pick(formats);
        const title = `${pick(adjectives)} ${pick(themes)} ${format.name}`;
        const practice = pick(practices);
        const description =
          `${pick(adjectives)} ${format.name.toLowerCase()} for ${pick(audiences)} who want to ${pick(goals)}. ` +
          `It brings together ${practice} and ${pick(practices.filter((other) => other !== practice))}. ${pick(closings)}`;
        const createdAt = new Date(Math.max(creator.createdAt.getTime(), now - random() * 365 * DAY_MS));
        return { email: creator.email, categoryId: format.categoryId, title, description, tags: tags(format.tag), createdAt };
      });

      await db.transaction(async (tx) => {
        const inserted = await tx.insert(users).values(creators).returning({ id: users.id, email: users.email });
        const creatorIds = new Map(inserted.map((row) => [row.email, row.id]));
        await tx.insert(products).values(
          listings.map(({ email, ...listing }) => ({
            ...listing,
            creatorId: creatorIds.get(email)!,
            priceCents: price(),
            status: 'published' as const,
            fileKey,
            fileName: `${slugify(listing.title)}.pdf`,
            fileSize,
            fileType: demoFileTypes.pdf,
            updatedAt: listing.createdAt,
          })),
        );
      });
      done += size;
      onProgress(done, count);
    }
  } catch (error) {
    // Rows already committed point at the shared file, so it stays unless nothing was written.
    if (done === 0) await storage.remove(fileKey);
    throw error;
  }
  return { creators: done, products: done };
}
