import { describe, expect, it } from 'vitest';
import { analyseJournal, builtinJournalGuidance } from '../../../../src/server/providers/ai/builtin/journal.js';
import { socialPlatforms } from '../../../../src/contract/social.js';
import { builtinModeration } from '../../../../src/server/providers/ai/builtin/moderation.js';
import { builtinSocialPost } from '../../../../src/server/providers/ai/builtin/social.js';
import type { SupportCategory } from '../../../../src/contract/support.js';
import { builtinSupportAnswer, classifySupport } from '../../../../src/server/providers/ai/builtin/support.js';

const entries: [string, string][] = [
  ['My grandmother passed away last month, and today I found her recipe book and cooked her soup.', 'grief'],
  ['I was so anxious about tomorrow and kept worrying, but I managed to calm my panic with a walk.', 'anxiety'],
  ['I feel so grateful and thankful for the small blessings in my day, truly blessed.', 'gratitude'],
  ['My sister and I argued, but later my friend helped us talk and we hugged as a family.', 'relationships'],
  ['My boss praised my project at work and I finally feel my career is moving.', 'work'],
  ['After weeks of pain the doctor said my recovery is going well and my body feels stronger.', 'health'],
  ['We are moving to a new city next week; this transition is scary but it is a new chapter.', 'change'],
  ['For once I did not feel like a failure. I am proud of myself and I deserve rest.', 'selfWorth'],
  ['I painted for the first time in years and the creative ideas kept flowing, so inspired.', 'creativity'],
  ['I walked in the forest after the rain, the trees were dripping and the birds were singing.', 'nature'],
];

describe('built-in journal engine', () => {
  it.each(entries)('finds the theme of “%s”', (text, theme) => {
    expect(analyseJournal(text).themes[0]).toBe(theme);
  });

  it('answers the same entry the same way every time', () => {
    const text = entries[0]![0];
    expect(builtinJournalGuidance({ silverLining: text })).toEqual(builtinJournalGuidance({ silverLining: text }));
    // Normalised: case and spacing do not change the answer (the quote keeps the writer's own casing).
    expect(builtinJournalGuidance({ silverLining: `  ${text.toUpperCase()} ` }).growthQuestion.toLowerCase()).toBe(
      builtinJournalGuidance({ silverLining: text }).growthQuestion.toLowerCase(),
    );
  });

  it('gives different entries different, relevant answers', () => {
    const answers = entries.map(([text]) => builtinJournalGuidance({ silverLining: text }));
    expect(new Set(answers.map((a) => a.spiritualInsight)).size).toBe(entries.length);
    expect(new Set(answers.map((a) => a.embodiedPractice.handPlacement)).size).toBeGreaterThanOrEqual(8);
    // Anxiety gets a calming breath with a long out-breath; gratitude an uplifting one.
    expect(answers[1]!.embodiedPractice.breathing).toMatch(/4-7-8|long sigh|Box breathing/);
    expect(answers[2]!.embodiedPractice.breathing).toMatch(/bright breaths|Coherent|arms/);
  });

  it('quotes the user’s own words back', () => {
    let quoted = 0;
    for (const [text] of entries) {
      const quote = /“([^”]+)”/.exec(builtinJournalGuidance({ silverLining: text }).spiritualInsight)?.[1];
      if (quote === undefined) continue;
      quoted++;
      expect(text).toContain(quote.replace(/^…|…$/g, ''));
    }
    // Each of these entries names a good moment; one whose words carry a sign of risk is quoted nowhere.
    expect(quoted).toBeGreaterThanOrEqual(entries.length - 1);
  });

  it('names a feeling the user named', () => {
    expect(
      builtinJournalGuidance({ silverLining: 'I felt lonely all evening until my neighbour knocked with cake.' })
        .spiritualInsight,
    ).toMatch(/lonely/);
  });

  it('answers an entry with no good moment in it with general guidance that quotes none of it', () => {
    const answer = builtinJournalGuidance({ silverLining: 'The kettle boiled twice and the post arrived early.' });
    expect(answer.spiritualInsight).not.toMatch(/kettle|“/);
    expect(answer.growthQuestion).not.toMatch(/kettle|“/);
    expect(answer.embodiedPractice.affirmation.length).toBeGreaterThan(10);
  });
});

type IssueType = 'general' | 'technical' | 'refund' | 'product' | 'policy';

// What people want, in words that avoid the obvious keywords.
const intents: [string, IssueType, SupportCategory][] = [
  ['Clicked buy on the wrong bundle, meant the beginner one. Could I be reimbursed?', 'general', 'refund'],
  ['I would like my 30 dollars returned to my card please, it was not for me', 'product', 'refund'],
  ['My statement shows you took £19 on the 4th and the same again on the 5th, for one order', 'general', 'charge_dispute'],
  ['I have asked my card company to claw the payment back', 'refund', 'charge_dispute'],
  ['There is a transaction from you on my card I cannot account for', 'general', 'charge_dispute'],
  ['Can I spread the cost of the year-long circle over a few months?', 'general', 'billing'],
  ['How do I stop my membership renewing next month?', 'general', 'billing'],
  ['Bought an ebook an hour ago, no email and no download', 'general', 'download_access'],
  ['The PDF I got is 0 bytes and no reader opens it', 'technical', 'download_access'],
  ['Someone got into my account from abroad and bought things with it', 'general', 'account'],
  ['I keep being told my password is wrong and the reset link never turns up', 'general', 'account'],
  ['Add to cart does nothing at all on Firefox, tried two browsers', 'product', 'technical'],
  ['The singing bowl recording is muffled and crackles all the way through', 'general', 'product_quality'],
  ['The card meanings booklet for my oracle deck is full of mistakes', 'general', 'product_quality'],
  ['Somebody is selling a copy of my tarot spread guide under their own name', 'general', 'policy_legal'],
  ['Can buyers share the files they bought with friends? Asking as a creator', 'general', 'policy_legal'],
  ['Please tell me what personal information you store about me', 'general', 'data_request'],
  ['I want every trace of my journal entries wiped from your servers', 'technical', 'data_request'],
  ['A seller I bought from messages me at all hours asking to meet up. I said no twice.', 'general', 'safety'],
  ['Someone left a review on my product with my home address in it', 'product', 'safety'],
  ['Where do I change the picture on my product listing?', 'general', 'general'],
  ['Do you run any courses in Spanish?', 'product', 'general'],
];

describe('built-in support engine', () => {
  it.each(intents)('reads “%s” (%s) as %s', (message, type, category) => {
    expect(classifySupport({ type, message })).toBe(category);
  });

  it('reads what the person wants, not the words they pass on the way', () => {
    // "card" and "twice" are not a payment question when the deck is wrong or someone will not stop.
    expect(
      classifySupport({ type: 'general', message: 'The card descriptions in the deck contradict the guidebook twice' }),
    ).toBe('product_quality');
    expect(
      classifySupport({ type: 'general', message: 'I asked her twice to stop and she still comments on every post I make' }),
    ).toBe('safety');
    // A title in quotes names a product; its words are not the request.
    expect(classifySupport({ type: 'general', message: "I can't find the 'Cut Ties Tonight' audio I bought" })).toBe(
      'download_access',
    );
    expect(
      classifySupport({ type: 'general', message: "My upload of the new 'Money Back Mindset' course dies at 98% every time" }),
    ).toBe('technical');
  });

  it('leaves out what the person says they do not want', () => {
    expect(
      classifySupport({ type: 'refund', message: 'Not after my money back, the video freezes every few seconds in Chrome' }),
    ).toBe('technical');
    expect(
      classifySupport({ type: 'general', message: 'I do not want a refund, I want the right file: I got the French edition' }),
    ).toBe('product_quality');
  });

  it('lets the chosen issue type decide only a vague message', () => {
    expect(classifySupport({ type: 'refund', message: 'I am not happy with it' })).toBe('refund');
    expect(classifySupport({ type: 'technical', message: 'I am not happy with it' })).toBe('technical');
    expect(classifySupport({ type: 'technical', message: 'Please refund me, I bought the wrong course' })).toBe('refund');
  });

  it('falls back on what the message is about only when no frame says what is wanted', () => {
    expect(classifySupport({ type: 'general', message: 'Honestly dissatisfied.' })).toBe('refund');
    expect(classifySupport({ type: 'general', message: 'Dissatisfied: the download button does nothing' })).toBe(
      'download_access',
    );
  });

  it('never reads a crisis from words: that is the risk reader’s alone', () => {
    for (const message of ['I want to end it all', 'I am in danger', 'nothing helps']) {
      expect(classifySupport({ type: 'general', message })).not.toBe('crisis');
    }
  });

  const answer = (message: string, priority: 'low' | 'medium' | 'urgent' = 'medium') =>
    builtinSupportAnswer({ type: 'general', priority, message });
  const fallback = /names the page or product/;

  it('secures a hacked account instead of a generic sign-in tip', () => {
    const hacked = answer('Somebody broke into my account last night and messaged my buyers');
    expect(hacked.category).toBe('account');
    expect(hacked.response).toMatch(/Forgot password/);
    expect(hacked.suggestedActions.join(' ')).toMatch(/Sign out everywhere.*two-factor/s);
    expect(hacked.response).not.toMatch(/signing out, then signing in again/);
    expect(hacked.escalateToHuman).toBe(false);
    // Urgent, or beyond self-service (the address was changed): a person checks the account.
    expect(answer('Somebody broke into my account last night', 'urgent')).toMatchObject({ escalateToHuman: true });
    const taken = answer('My account was hacked and they changed the email so the reset goes to them');
    expect(taken.escalateToHuman).toBe(true);
    expect(taken.response).toMatch(/check the recent activity/);
  });

  it.each([
    ['How would I swap the cover photo of my product?', 'general', /Dashboard.*Products tab.*Cover image.*Save cover/s],
    ['Can I lower the price of my course?', 'general', /cannot be edited on the page yet/],
    ['How do I withdraw my earnings?', 'billing', /Request Payout.*\$20/s],
    ['My old phone died, how do I get my meditations again on the new one?', 'download_access', /My Purchases.*Download/s],
    ['Where is the setting to remove my account for good?', 'account', /Delete my account/],
    ['How do I export my data?', 'data_request', /Download my data/],
    ['I would love to start selling my own oracle cards here', 'general', /Upload product.*\/upload/s],
    ['How can I make the writing bigger? My eyes are not great', 'general', /zoom.*Enhanced Reading/is],
  ] as const)('answers “%s” with its steps', (message, category, steps) => {
    const reply = answer(message);
    expect(reply.category).toBe(category);
    expect(`${reply.response} ${reply.suggestedActions.join(' ')}`).toMatch(steps);
    expect(reply.response).not.toMatch(fallback);
  });

  it('answers every known intent specifically, never with the fallback', () => {
    for (const [message, type] of intents) {
      expect(builtinSupportAnswer({ type, priority: 'medium', message }).response, message).not.toMatch(fallback);
    }
    expect(answer('Hello, quick one').response).toMatch(fallback);
  });

  it('sends a refund to a person when the product was used or bought over 14 days ago', () => {
    expect(answer('Refund please, I bought it yesterday and have not opened it').escalateToHuman).toBe(false);
    expect(answer('Refund please, I listened to all of it').escalateToHuman).toBe(true);
    expect(answer('Refund please, I bought it five weeks ago').escalateToHuman).toBe(true);
  });

  it('hands rights claims, payment disputes and harassment to a person', () => {
    expect(answer('A shop here uses my illustration on its cover and I never licensed it')).toMatchObject({
      category: 'policy_legal',
      escalateToHuman: true,
    });
    expect(answer('You took the payment three times for one order').escalateToHuman).toBe(true);
    expect(answer('He made a new account to keep messaging me after I blocked the old one').escalateToHuman).toBe(true);
    // A question about the rules is answered, not escalated.
    expect(answer('Is it okay to use your meditation music in my own videos?')).toMatchObject({
      category: 'policy_legal',
      escalateToHuman: false,
    });
  });

  it('quotes the words that showed the intent', () => {
    const reply = answer('Hello team. Hope you are well. The download link for my course says it has expired.');
    expect(reply.response).toContain('The download link for my course says it has expired');
  });

  it('is deterministic and differs between messages', () => {
    const input = {
      type: 'general' as const,
      priority: 'low' as const,
      message: 'I forgot my password and my account is locked',
    };
    expect(builtinSupportAnswer(input)).toEqual(builtinSupportAnswer(input));
    expect(builtinSupportAnswer(input).response).not.toBe(
      builtinSupportAnswer({ ...input, message: 'The upload page shows an error' }).response,
    );
  });
});
describe('built-in moderation', () => {
  it('answers with the built-in rules, the one moderation policy', () => {
    const base = {
      title: 'Morning Pages Journal',
      description: 'A 30-day guided journal with prompts for clarity and calm mornings.',
      tags: ['journal'],
      category: 'Journals',
    };
    expect(builtinModeration(base).action).toBe('approve');
    // A short, calm listing is not held: only what the rules name is.
    expect(builtinModeration({ ...base, title: 'Secure Sleep Meditation', description: 'A calm practice.' }).action).toBe(
      'approve',
    );
    expect(builtinModeration({ ...base, description: 'Guaranteed income of $500 a day from this journal.' }).action).toBe(
      'review',
    );
    const claim = builtinModeration({ ...base, description: 'This meditation cures cancer, so stop taking your medication.' });
    expect(claim.action).toBe('reject');
    expect(claim.feedback).toMatch(/cures, heals or treats/);
  });
});

describe('reading an entry', () => {
  it('reflects the silver lining, not the hardship, and acknowledges the hardship', () => {
    const text = 'My dad had his operation today and it was frightening, but the nurse let me sit with him and hold his hand.';
    const reading = analyseJournal(text);
    expect(reading.silverLining).toMatch(/nurse let me sit with him and hold his hand/);
    expect(reading.hardship).toMatch(/frightening|operation/);
    const answer = builtinJournalGuidance({ silverLining: text });
    expect(answer.spiritualInsight).toContain('the nurse let me sit with him and hold his hand');
    expect(answer.growthQuestion).toContain('the nurse let me sit with him and hold his hand');
  });

  it('does not answer a fear the writer said they no longer feel', () => {
    const text = 'I am not nervous about the exam anymore, my study group quizzed me all afternoon.';
    const reading = analyseJournal(text);
    expect(reading.negated).toContain('nervous');
    expect(reading.themes[0]).not.toBe('anxiety');
    const answer = builtinJournalGuidance({ silverLining: text });
    expect(answer.spiritualInsight).not.toMatch(/Anxiety|Fear|worry/);
    expect(answer.embodiedPractice.breathing).not.toMatch(/4-7-8|Box breathing/);
  });

  it('names a feeling only where it describes the writer', () => {
    expect(analyseJournal('Lost my keys, but a stranger handed them in at the café.').feeling).toBeUndefined();
    expect(analyseJournal('I felt lost all week until my aunt phoned.').feeling).toBe('lost');
  });
});

describe('built-in marketing posts', () => {
  it('name what a one-sentence product gives, never a tag glued to a stock phrase', () => {
    const product = {
      title: 'Quiet Mind Audio',
      description: 'Ten minutes of guided breathing to settle racing thoughts before bed.',
      price: '7.00',
      category: 'Audio',
      tags: ['moon', 'stars'],
    };
    for (const platform of socialPlatforms) {
      const post = builtinSocialPost({ platform, product }).postText;
      expect(post, platform).toMatch(/racing thoughts|guided breathing/);
      expect(post, platform).not.toMatch(/Made for (moon|stars)/i);
    }
  });
});
