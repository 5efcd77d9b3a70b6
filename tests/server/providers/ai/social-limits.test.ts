import { describe, expect, it } from 'vitest';
import {
  formatSocialPost,
  SOCIAL_PLATFORM_LIMITS,
  socialPlatforms,
  type SocialContent,
} from '../../../../src/contract/social.js';
import { builtinSocialPost } from '../../../../src/server/providers/ai/builtin/social.js';
import { fitToPlatform } from '../../../../src/server/providers/ai/social-limits.js';
import { aiTasks } from '../../../../src/server/providers/ai/tasks.js';

const longText = Array.from(
  { length: 400 },
  (_, i) => `Sentence ${i} about calm breathing and deep restful sleep for busy minds.`,
).join(' ');
const product = {
  title: 'Deep Sleep Meditation Series',
  description: longText,
  price: '19.00',
  category: 'Meditation Audio',
  tags: Array.from({ length: 30 }, (_, i) => `tag number ${i}`),
};

describe('platform limits', () => {
  it.each(socialPlatforms)('the built-in %s post fits the platform on a very long product', (platform) => {
    const post = aiTasks.social.finish(aiTasks.social.builtin({ platform, product }), { platform, product });
    const limits = SOCIAL_PLATFORM_LIMITS[platform];
    expect(formatSocialPost(post).length).toBeLessThanOrEqual(limits.maxChars);
    expect(post.hashtags.length).toBeLessThanOrEqual(limits.maxHashtags);
    expect(post.hashtags.length).toBeGreaterThanOrEqual(Math.min(limits.minHashtags, 1));
    expect(post.platform).toBe(platform);
  });

  it.each(socialPlatforms)('a model’s %s post that breaks every limit is cut to fit', (platform) => {
    const model: SocialContent = {
      platform: 'instagram',
      postText: `${'Find your calm with this beautiful series. '.repeat(120)} #calm #sleep`,
      hashtags: Array.from({ length: 40 }, (_, i) => `#Tag ${i}!`),
      imagePrompt: 'a moon',
      tips: [],
      bestTimes: [],
    };
    const post = fitToPlatform(model, platform);
    const limits = SOCIAL_PLATFORM_LIMITS[platform];
    expect(post.platform).toBe(platform);
    expect(formatSocialPost(post).length).toBeLessThanOrEqual(limits.maxChars);
    expect(post.hashtags.length).toBeLessThanOrEqual(limits.maxHashtags);
    expect(post.hashtags.every((tag) => /^[\p{L}\p{N}_]+$/u.test(tag))).toBe(true);
    expect(post.postText).not.toMatch(/#calm/);
    expect(post.postText.endsWith('…')).toBe(true);
  });

  it('keeps a post that already fits as it is, moving trailing hashtags into the list', () => {
    const post = fitToPlatform(
      {
        platform: 'twitter',
        postText: 'New meditation out now #calm #Sleep',
        hashtags: ['calm'],
        imagePrompt: '',
        tips: [],
        bestTimes: [],
      },
      'twitter',
    );
    expect(post.postText).toBe('New meditation out now');
    expect(post.hashtags).toEqual(['calm', 'Sleep']);
  });

  it('writes different posts for different platforms and products, and the same post for the same input', () => {
    const short = {
      ...product,
      description: 'Seven guided meditations to quiet a racing mind. Each track is 20 minutes.',
      tags: ['sleep', 'calm'],
    };
    const twitter = builtinSocialPost({ platform: 'twitter', product: short });
    expect(builtinSocialPost({ platform: 'twitter', product: short })).toEqual(twitter);
    expect(builtinSocialPost({ platform: 'linkedin', product: short }).postText).not.toBe(twitter.postText);
    const other = builtinSocialPost({
      platform: 'twitter',
      product: {
        ...short,
        title: 'Abundance Manifestation Workbook',
        description: 'Journal prompts to manifest abundance and wealth.',
        tags: ['manifestation'],
      },
    });
    expect(other.postText).toContain('Abundance Manifestation Workbook');
    expect(other.postText).not.toBe(twitter.postText);
    expect(twitter.postText).toContain('Deep Sleep Meditation Series');
    expect(twitter.postText).toContain('$19.00');
  });
});
