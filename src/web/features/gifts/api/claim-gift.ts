import { useMutation, useQuery } from '@tanstack/react-query';
import { giftEndpoints } from '../../../../contract/endpoints/gifts';
import { callApi } from '../../../lib/request';

/** The gift a claim link opens (signed in or not). */
export const useGiftPreview = (token: string) =>
  useQuery({
    queryKey: ['gift-preview', token],
    queryFn: () => callApi(giftEndpoints.preview, { token }),
    enabled: token !== '',
    retry: false,
  });

/** Claims the gift into the signed-in account's library. */
export const useClaimGift = () => useMutation({ mutationFn: (token: string) => callApi(giftEndpoints.claim, { token }) });
