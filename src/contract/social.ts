import { z } from 'zod';
import { keepsTextDirection } from './text-direction.js';

export const socialPlatforms = ['instagram', 'facebook', 'tiktok', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/**
 * What each platform accepts. `maxChars` limits the whole post as published (formatSocialPost: the
 * text plus its hashtags; X counts every character of a tweet). Hashtags are kept within
 * [minHashtags, maxHashtags]: fewer only when the text would otherwise not fit.
 */
export const SOCIAL_PLATFORM_LIMITS: Record<SocialPlatform, { maxChars: number; minHashtags: number; maxHashtags: number }> = {
  twitter: { maxChars: 280, minHashtags: 1, maxHashtags: 3 },
  // Instagram allows 30; 5-15 reads better and reaches as far.
  instagram: { maxChars: 2200, minHashtags: 5, maxHashtags: 15 },
  facebook: { maxChars: 500, minHashtags: 1, maxHashtags: 3 },
  tiktok: { maxChars: 2200, minHashtags: 3, maxHashtags: 5 },
  linkedin: { maxChars: 3000, minHashtags: 3, maxHashtags: 5 },
  // Pinterest pin descriptions: 500 characters.
  pinterest: { maxChars: 500, minHashtags: 2, maxHashtags: 5 },
};

export const socialProductInfo = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, { message: 'Title is required' })
    .max(200)
    .check(keepsTextDirection('Title')),
  description: z.string().trim().max(5000).check(keepsTextDirection('Description')).default(''),
  // The creator list sends prices as decimal strings ("12.00"); a number is accepted too.
  price: z
    .union([z.string().trim().max(20), z.number().nonnegative()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value))),
  category: z.string().trim().max(100).check(keepsTextDirection('Category')).default(''),
  tags: z
    .array(z.string().trim().max(60).check(keepsTextDirection('Tags')))
    .max(30)
    .default([]),
});
export type SocialProductInfo = z.input<typeof socialProductInfo>;

/** POST /api/social-media/generate: one call per platform (the client runs them in parallel). */
export const generateSocialRequest = z.object({
  productInfo: socialProductInfo,
  platform: z.enum(socialPlatforms, { message: `Platform must be one of ${socialPlatforms.join(', ')}` }),
});
export type GenerateSocialRequest = z.input<typeof generateSocialRequest>;

export const socialContent = z.object({
  platform: z.enum(socialPlatforms),
  postText: z.string().min(1),
  // Without the leading #.
  hashtags: z.array(z.string().min(1)),
  imagePrompt: z.string(),
  tips: z.array(z.string()),
  bestTimes: z.array(z.string()),
});
export type SocialContent = z.infer<typeof socialContent>;

/** The post as it is published and copied: the text, a blank line, then the hashtags. Limits apply to this. */
export function formatSocialPost(content: Pick<SocialContent, 'postText' | 'hashtags'>): string {
  return content.hashtags.length > 0
    ? `${content.postText}\n\n${content.hashtags.map((tag) => `#${tag}`).join(' ')}`
    : content.postText;
}
