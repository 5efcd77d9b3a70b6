import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointAnswer, endpointTarget } from '../../../../contract/endpoint';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { COVER_FIELD } from '../../../../contract/product-image';
import { sendFormWithProgress } from '../../../lib/request';
import { creatorProductsQuery } from './get-creator-products';

const replaceCover = creatorEndpoints.replaceCover;

/** The cover entry's multipart PUT with upload progress: a new cover for the creator's product. */
export function useReplaceProductCover(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image }: { id: number; image: File }) => {
      const data = new FormData();
      data.append(COVER_FIELD, image, image.name);
      const { url } = endpointTarget(replaceCover, { id });
      return sendFormWithProgress<EndpointAnswer<typeof replaceCover>>(replaceCover.method, url, data, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
  });
}
