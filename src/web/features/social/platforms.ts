import { formatSocialPost, SOCIAL_PLATFORM_LIMITS, type SocialContent, type SocialPlatform } from '../../../contract/social';

export const platformLabels: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/** The published post's length (text and hashtags) against the platform's limit. */
export function countedLength(post: SocialContent): { used: number; max: number } {
  // Counted as the server fits posts (UTF-16 units), so the two never disagree about the limit.
  return { used: formatSocialPost(post).length, max: SOCIAL_PLATFORM_LIMITS[post.platform].maxChars };
}
