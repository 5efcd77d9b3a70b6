import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import { journalEntries } from '../../../src/server/db/schema/care.js';
import { purgeExpiredJournalEntries } from '../../../src/server/features/journal/purge-expired-journal-entries.js';
import { getSilverLiningsStreak } from '../../../src/server/features/soul-evolution/silver-linings-streak.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each test can write from its own client address.
  t = await createTestApp({ AI_RATE_LIMIT_PER_WINDOW: '3', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

const write = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/journal-entries',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

describe('journal', () => {
  it('answers an anonymous visitor without storing the entry', async () => {
    const before = await t.db.$count(journalEntries);
    const response = await write({ silverLining: 'My daughter laughed at breakfast and I felt grateful.' }, freshIp());
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ silverLining: 'My daughter laughed at breakfast and I felt grateful.', saved: false });
    expect(answer.aiGuidance.spiritualInsight).toContain('My daughter laughed at breakfast');
    expect(Object.keys(answer.aiGuidance.embodiedPractice).sort()).toEqual(['affirmation', 'breathing', 'handPlacement']);
    expect(await t.db.$count(journalEntries)).toBe(before);
  });

  it('keeps a signed-in user’s entry with its guidance', async () => {
    const { cookie, user } = await signUpUser(t);
    const answer = (await write({ email: '', silverLining: '  I walked by the river at sunset.  ' }, { cookie })).json();
    expect(answer).toMatchObject({ silverLining: 'I walked by the river at sunset.', saved: true });
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.userId, user.id));
    expect(entry).toMatchObject({
      email: user.email,
      silverLining: 'I walked by the river at sunset.',
      guidance: answer.aiGuidance,
    });
  });

  it.each([
    [
      'a short entry',
      { silverLining: 'short     ' },
      'silverLining',
      'Please share at least 10 characters about your silver lining',
    ],
    ['no entry', {}, 'silverLining', 'Please share at least 10 characters about your silver lining'],
    [
      'a bad e-mail',
      { email: 'not-an-email', silverLining: 'A long enough reflection' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a very long entry',
      { silverLining: 'x'.repeat(5001) },
      'silverLining',
      'Please keep your silver lining under 5,000 characters',
    ],
  ])('refuses %s with its message', async (_case, payload, field, message) => {
    const response = await write(payload, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('answers an entry at risk with care and the resources, and quotes none of it back', async () => {
    const answer = (
      await write({ silverLining: 'Cutting again after 7 months clean. My friend made me laugh at lunch though.' }, freshIp())
    ).json();
    expect(answer.crisis).toEqual({ domesticAbuse: false });
    expect(answer.aiGuidance.spiritualInsight).toMatch(/999.*116 123.*85258/);
    expect(JSON.stringify(answer.aiGuidance)).not.toMatch(/[Cc]utting|laugh|lunch|silver lining/);
  });

  it('adds the domestic abuse line when the danger comes from another person', async () => {
    const answer = (await write({ silverLining: "if I leave he'll hurt me, he said so again tonight" }, freshIp())).json();
    expect(answer.crisis).toEqual({ domesticAbuse: true });
    expect(answer.aiGuidance.spiritualInsight).toContain('0808 2000 247');
  });

  it.each([
    'This deadline is killing me but I finished the report.',
    'My phone died on the train so I read my book instead.',
    "Dead tired after the night shift, and I'd die for a cup of tea.",
    'Finally killed the last boss in the game after forty tries!',
  ])('answers “%s” as an ordinary day, without the resources', async (silverLining) => {
    const answer = (await write({ silverLining }, freshIp())).json();
    expect(answer.crisis).toBeNull();
    expect(answer.aiGuidance.spiritualInsight).not.toContain('116 123');
  });

  it('limits AI requests per address for anonymous visitors, with a clear message', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await write({ silverLining: `Entry number ${i} about my day` }, ip)).statusCode).toBe(200);
    const limited = await write({ silverLining: 'One entry too many today' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You have sent many requests in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await write({ silverLining: 'A different visitor writes' }, freshIp())).statusCode).toBe(200);
  });
});

describe('streak and retention', () => {
  it('counts consecutive UTC days with entries, ending today or yesterday', async () => {
    const { user } = await signUpUser(t);
    const today = new Date('2026-06-15T09:00:00Z');
    const at = (iso: string) => new Date(iso);
    await t.db.insert(journalEntries).values(
      [
        '2026-06-14T23:30:00Z',
        '2026-06-14T08:00:00Z',
        '2026-06-13T00:10:00Z',
        '2026-06-12T12:00:00Z',
        '2026-06-10T12:00:00Z',
      ].map((iso) => ({
        userId: user.id,
        email: user.email,
        silverLining: 'A moment of light',
        guidance: {},
        createdAt: at(iso),
      })),
    );
    const [actor] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await getSilverLiningsStreak(t, { actor: actor!, today })).toBe(3);
    expect(await getSilverLiningsStreak(t, { actor: actor!, today: at('2026-06-17T09:00:00Z') })).toBe(0);
  });

  it('purges entries of accounts deleted more than two years ago, and only those', async () => {
    const { user } = await signUpUser(t);
    const now = new Date();
    const yearsAgo = (years: number) => new Date(now.getTime() - years * 365.25 * 86_400_000);
    const rows = await t.db
      .insert(journalEntries)
      .values([
        { userId: null, email: user.email, silverLining: 'old', guidance: {}, accountDeletedAt: yearsAgo(2.1) },
        { userId: null, email: user.email, silverLining: 'recent', guidance: {}, accountDeletedAt: yearsAgo(1.5) },
        { userId: user.id, email: user.email, silverLining: 'live account', guidance: {}, createdAt: yearsAgo(5) },
      ])
      .returning({ id: journalEntries.id, silverLining: journalEntries.silverLining });
    expect(await purgeExpiredJournalEntries(t, { now })).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ id: journalEntries.id }).from(journalEntries);
    const leftIds = new Set(left.map((row) => row.id));
    expect(rows.filter((row) => leftIds.has(row.id)).map((row) => row.silverLining)).toEqual(['recent', 'live account']);
  });
});
