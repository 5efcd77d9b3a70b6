import { describe, expect, it } from 'vitest';
import { analyseJournal, builtinJournalGuidance } from '../../src/server/providers/ai/builtin/journal.js';
import { socialPlatforms } from '../../src/contract/social.js';
import { builtinModeration } from '../../src/server/providers/ai/builtin/moderation.js';
import { builtinSocialPost } from '../../src/server/providers/ai/builtin/social.js';
import { builtinSupportAnswer, classifySupport } from '../../src/server/providers/ai/builtin/support.js';

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

const messages: [string, 'general' | 'technical' | 'refund' | 'product' | 'policy', string][] = [
  ['My card was charged but I did not get an invoice or receipt', 'general', 'billing'],
  ['I want my money back, this was bought by mistake', 'general', 'refund'],
  ['The download link gives me a corrupt zip file', 'general', 'download_access'],
  ['I forgot my password and my account is locked', 'general', 'account'],
  ['The upload page shows an error and then crashes', 'technical', 'technical'],
  ['The audio quality is poor and the product is not as described', 'product', 'product_quality'],
  ['Someone copied my product, this is a copyright issue', 'policy', 'policy_legal'],
  ['A seller sent me a phishing message, I think it is a scam', 'general', 'safety'],
  ['Hello, I have a question about how this works', 'general', 'general'],
];

describe('built-in support engine', () => {
  it.each(messages)('classifies “%s” (%s) as %s', (message, type, category) => {
    expect(classifySupport({ type, message })).toBe(category);
  });

  it('lets the chosen issue type tip a vague message', () => {
    expect(classifySupport({ type: 'refund', message: 'I am not happy with it' })).toBe('refund');
    expect(classifySupport({ type: 'technical', message: 'I am not happy with it' })).toBe('technical');
  });

  it('answers relevantly, quoting the message, with steps of its category', () => {
    const answer = builtinSupportAnswer({
      type: 'general',
      priority: 'medium',
      message: 'The download link gives me a corrupt zip file',
    });
    expect(answer.category).toBe('download_access');
    expect(answer.response).toContain('The download link gives me a corrupt zip file');
    expect(answer.suggestedActions).toHaveLength(3);
    expect(answer.suggestedActions.join(' ')).toMatch(/download|browser|file|app|product/i);
    expect(answer.escalateToHuman).toBe(false);
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
