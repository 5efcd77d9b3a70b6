import { describe, expect, it } from 'vitest';
import { socialProductInfo, type SocialContent } from '../../../src/contract/social.js';
import { countedLength } from '../../../src/web/features/social/platforms.js';
import { toSocialProductInfo } from '../../../src/web/features/social/product-info.js';

const post = (platform: SocialContent['platform'], postText: string, hashtags: string[]): SocialContent => ({
  platform,
  postText,
  hashtags,
  imagePrompt: '',
  tips: [],
  bestTimes: [],
});

describe('marketing generator helpers', () => {
  it("turns the dashboard's product into what the generator sends, tags split from one string", () => {
    const info = toSocialProductInfo({
      title: 'Morning Breath Reset',
      description: 'Ten calm minutes.',
      price: '12.00',
      category: { name: 'Meditation' },
      tags: ' breathwork, morning ,, calm ',
    });
    expect(info).toEqual({
      title: 'Morning Breath Reset',
      description: 'Ten calm minutes.',
      price: '12.00',
      category: 'Meditation',
      tags: ['breathwork', 'morning', 'calm'],
    });
    expect(socialProductInfo.safeParse(info).success).toBe(true);
  });

  it('counts the post with its hashtags against the platform limit', () => {
    // "Hello" + blank line + "#a #bc" = 5 + 2 + 6.
    expect(countedLength(post('twitter', 'Hello', ['a', 'bc']))).toEqual({ used: 13, max: 280 });
    expect(countedLength(post('instagram', 'Hello', []))).toEqual({ used: 5, max: 2200 });
  });
});
