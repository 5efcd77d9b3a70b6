import { useMutation } from '@tanstack/react-query';
import type { SocialContent, SocialPlatform, SocialProductInfo } from '../../../../contract/social';
import { hasErrorCode } from '../../../lib/api-error';
import { socialEndpoints } from '../../../../contract/endpoints/social';
import { callApi } from '../../../lib/request';

export interface PlatformFailure {
  platform: SocialPlatform;
  error: unknown;
}

/** One call per platform, all at once; a platform that fails does not cost the others their posts. */
export function useGenerateSocialContent() {
  return useMutation({
    mutationFn: async ({ productInfo, platforms }: { productInfo: SocialProductInfo; platforms: SocialPlatform[] }) => {
      const settled = await Promise.allSettled(
        platforms.map((platform) => callApi(socialEndpoints.generate, { productInfo, platform })),
      );
      const posts: SocialContent[] = [];
      const failures: PlatformFailure[] = [];
      settled.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') posts.push(outcome.value);
        else failures.push({ platform: platforms[index] as SocialPlatform, error: outcome.reason });
      });
      // A session that ended fails the whole run, so the query client sends the creator to sign in.
      const signedOut = failures.find((failure) => hasErrorCode(failure.error, 'unauthorized'));
      if (signedOut) throw signedOut.error;
      return { posts, failures };
    },
  });
}
