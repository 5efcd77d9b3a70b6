import { formatSocialPost, SOCIAL_PLATFORM_LIMITS, type SocialContent, type SocialPlatform } from '../../../contract/social.js';
import { toHashtag } from './builtin/social.js';
import { clip } from './builtin/text.js';

/**
 * The one place platform limits are enforced, for the built-in engine and the model alike:
 * hashtags cleaned (no '#', spaces or symbols), de-duplicated and capped; hashtags a model wrote at the
 * end of the text moved into the list; then the text shortened until the published post fits.
 */
export function fitToPlatform(content: SocialContent, platform: SocialPlatform): SocialContent {
  const limits = SOCIAL_PLATFORM_LIMITS[platform];
  let postText = content.postText.trim();
  const trailing = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u.exec(postText);
  const inlineTags = trailing ? trailing[0].trim().split(/\s+/) : [];
  if (trailing && trailing.index > 0) postText = postText.slice(0, trailing.index).trim();

  const seen = new Set<string>();
  let hashtags = [...content.hashtags, ...inlineTags]
    .map(toHashtag)
    .filter((tag) => tag.length > 0 && tag.length <= 60 && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
    .slice(0, limits.maxHashtags);

  // Fewer hashtags first (down to the minimum), then a shorter text, then fewer hashtags still.
  while (formatSocialPost({ postText, hashtags }).length > limits.maxChars && hashtags.length > limits.minHashtags)
    hashtags = hashtags.slice(0, -1);
  const room = () => limits.maxChars - formatSocialPost({ postText: '', hashtags }).length;
  while (room() < 40 && hashtags.length > 0) hashtags = hashtags.slice(0, -1);
  if (formatSocialPost({ postText, hashtags }).length > limits.maxChars) postText = clip(postText, room());

  return { ...content, platform, postText, hashtags };
}
