import { z } from 'zod';

export const socialPlatforms = ['instagram', 'facebook', 'tiktok', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/**
 * What each platform accepts. `maxChars` limits the post text; when `hashtagsInText` is set the
 * hashtags are posted inside the text and count towards it (X counts every character of the tweet).
 */
export const SOCIAL_PLATFORM_LIMITS: Record<SocialPlatform, { maxChars: number; hashtagsInText: boolean; minHashtags: number; maxHashtags: number }> = {
  twitter: { maxChars: 280, hashtagsInText: true, minHashtags: 1, maxHashtags: 3 },
  instagram: { maxChars: 2200, hashtagsInText: true, minHashtags: 5, maxHashtags: 15 },
  facebook: { maxChars: 500, hashtagsInText: true, minHashtags: 1, maxHashtags: 3 },
  tiktok: { maxChars: 2200, hashtagsInText: true, minHashtags: 3, maxHashtags: 5 },
  linkedin: { maxChars: 3000, hashtagsInText: true, minHashtags: 3, maxHashtags: 5 },
  pinterest: { maxChars: 500, hashtagsInText: false, minHashtags: 2, maxHashtags: 5 },
};

export const socialProductInfo = z.object({
  title: z.string({ message: 'Title is required' }).trim().min(1, { message: 'Title is required' }).max(200),
  description: z.string().trim().max(5000).default(''),
  // The creator list sends prices as decimal strings ("12.00"); a number is accepted too.
  price: z.union([z.string().trim().max(20), z.number().nonnegative()]).optional().transform((value) => (value === undefined ? '' : String(value))),
  category: z.string().trim().max(100).default(''),
  tags: z.array(z.string().trim().max(60)).max(30).default([]),
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
