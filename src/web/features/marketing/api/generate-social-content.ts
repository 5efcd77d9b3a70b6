import { useMutation } from '@tanstack/react-query';
import type { SocialContent, SocialPlatform, SocialProductInfo } from '../../../../contract/social';
import { apiRequest } from '../../../lib/request';

export interface PlatformFailure {
  platform: SocialPlatform;
  error: unknown;
}

/** One call per platform, all at once; a platform that fails does not cost the others their posts. */
export function useGenerateSocialContent() {
  return useMutation({
    mutationFn: async ({ productInfo, platforms }: { productInfo: SocialProductInfo; platforms: SocialPlatform[] }) => {
      const settled = await Promise.allSettled(
        platforms.map(
          async (platform) =>
            (await (await apiRequest('POST', '/api/social-media/generate', { productInfo, platform })).json()) as SocialContent,
        ),
      );
      const posts: SocialContent[] = [];
      const failures: PlatformFailure[] = [];
      settled.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') posts.push(outcome.value);
        else failures.push({ platform: platforms[index] as SocialPlatform, error: outcome.reason });
      });
      return { posts, failures };
    },
  });
}
