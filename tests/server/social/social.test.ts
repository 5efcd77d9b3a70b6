import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSocialPost, SOCIAL_PLATFORM_LIMITS } from '../../../src/contract/social.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const productInfo = {
  title: 'Chakra Balancing Audio',
  description: 'Seven sound healing tracks, one per chakra. Use them daily.',
  price: '24.00',
  category: 'Frequency Music',
  tags: ['chakra', 'sound healing'],
};
const generate = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/social-media/generate',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('marketing generator', () => {
  it('requires sign-in', async () => {
    expect((await generate({ productInfo, platform: 'instagram' })).statusCode).toBe(401);
  });

  it('drafts a post for the chosen platform from the product', async () => {
    const { cookie } = await signUpUser(t);
    const response = await generate({ productInfo, platform: 'twitter' }, cookie);
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.platform).toBe('twitter');
    expect(post.postText).toContain('Chakra Balancing Audio');
    expect(post.hashtags).toEqual(expect.arrayContaining(['chakra', 'SoundHealing']));
    expect(formatSocialPost(post).length).toBeLessThanOrEqual(SOCIAL_PLATFORM_LIMITS.twitter.maxChars);
    expect(post.tips.length).toBeGreaterThan(0);
    expect(post.bestTimes.length).toBeGreaterThan(0);
    expect(post.imagePrompt).toContain('Chakra Balancing Audio');
  });

  it('refuses an unknown platform and a missing title', async () => {
    const { cookie } = await signUpUser(t);
    const response = await generate({ productInfo: { ...productInfo, title: ' ' }, platform: 'myspace' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'productInfo.title': 'Title is required',
      platform: 'Platform must be one of instagram, facebook, tiktok, twitter, linkedin, pinterest',
    });
  });
});
