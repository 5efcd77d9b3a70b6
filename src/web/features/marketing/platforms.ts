import { SOCIAL_PLATFORM_LIMITS, type SocialContent, type SocialPlatform } from '../../../contract/social';

export const platformLabels: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/** What the copy button puts on the clipboard: the post, a blank line, then the hashtags. */
export function postWithHashtags(post: SocialContent): string {
  if (post.hashtags.length === 0) return post.postText;
  return `${post.postText}\n\n${post.hashtags.map((tag) => `#${tag}`).join(' ')}`;
}

/** Characters the platform counts against its limit: hashtags too where they are posted inside the text. */
export function countedLength(post: SocialContent): { used: number; max: number } {
  const limits = SOCIAL_PLATFORM_LIMITS[post.platform];
  const counted = limits.hashtagsInText ? postWithHashtags(post) : post.postText;
  // Code points, not UTF-16 units: an emoji is one character to a reader.
  return { used: Array.from(counted).length, max: limits.maxChars };
}
