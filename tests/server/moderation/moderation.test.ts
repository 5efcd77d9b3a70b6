import { describe, expect, it } from 'vitest';
import { moderateListing } from '../../../src/server/features/moderation/moderate-listing.js';

const listing = (description: string, title = 'Morning Breath Practice', tags: string[] = []) => ({ title, description, tags });

describe('built-in moderation rules', () => {
  it.each([
    ['a gentle meditation', listing('Ten minutes of breathing to feel calm and grounded.')],
    ['healing as a practice word', listing('A healing sound bath for rest and reflection.')],
    ['a modest price mention', listing('Worth more than $20 of coffee, and it lasts longer.')],
    ['one link', listing('Read more at https://example.com/about before you buy.')],
    ['an acronym in the title', listing('A calm practice.', 'EFT Tapping Guide for Calm')],
  ])('approves %s', async (_case, input) => {
    expect(await moderateListing(input)).toEqual({ action: 'approve', reasons: [], feedback: [] });
  });

  it.each([
    ['a cancer cure', listing('This frequency cures cancer.'), 'medical_claim'],
    ['healing diabetes', listing('Heal your diabetes in 21 days.'), 'medical_claim'],
    ['stopping medication', listing('You can stop taking your medication after this course.'), 'medical_claim'],
    ['replacing chemotherapy', listing('A natural path instead of chemo.'), 'medical_claim'],
    ['a slur in tags', listing('A journal.', 'Journal', ['f4ggots']), 'hate'],
    ['a supremacist slogan', listing('White power meditation.'), 'hate'],
    ['explicit content', listing('Tantra with explicit sex videos included.'), 'adult_content'],
  ])('rejects %s', async (_case, input, reason) => {
    const verdict = await moderateListing(input);
    expect(verdict.action).toBe('reject');
    expect(verdict.reasons).toEqual([reason]);
    expect(verdict.feedback).toHaveLength(1);
  });

  it.each([
    ['guaranteed money', listing('Guaranteed $5,000 from your first launch.'), 'income_claim'],
    ['get rich quick', listing('The get rich quick abundance ritual.'), 'income_claim'],
    ['weekly income figures', listing('Make $10,000 a week with manifestation.'), 'income_claim'],
    ['an all-caps title', listing('A practice.', 'MANIFEST ABUNDANCE NOW'), 'spam_caps'],
    ['runs of exclamation marks', listing('Amazing results!!!'), 'spam_punctuation'],
    ['repeated words', listing('Buy buy buy buy this now.'), 'spam_repetition'],
    ['many links', listing('See http://a.example http://b.example www.c.example'), 'spam_links'],
    ['WhatsApp contact', listing('Contact me on WhatsApp for a discount.'), 'off_platform_contact'],
  ])('holds %s for review', async (_case, input, reason) => {
    const verdict = await moderateListing(input);
    expect(verdict.action).toBe('review');
    expect(verdict.reasons).toContain(reason);
  });

  it('lets the stricter verdict win and shows only the refusal’s reasons', async () => {
    const verdict = await moderateListing(listing('Get rich quick and heal your cancer!!!'));
    expect(verdict).toMatchObject({ action: 'reject', reasons: ['medical_claim'] });
  });

  it('lets an advisor make a verdict stricter but never clear the rules, and ignores a failing advisor', async () => {
    const stricter = await moderateListing(listing('A calm practice.'), {
      advisor: async () => [{ action: 'review', reason: 'ai_flag', feedback: 'Check the claims.' }],
    });
    expect(stricter).toMatchObject({ action: 'review', reasons: ['ai_flag'] });
    const lenient = await moderateListing(listing('This cures cancer.'), { advisor: async () => [] });
    expect(lenient.action).toBe('reject');
    const failing = await moderateListing(listing('A calm practice.'), {
      advisor: async () => Promise.reject(new Error('timeout')),
    });
    expect(failing.action).toBe('approve');
  });
});
