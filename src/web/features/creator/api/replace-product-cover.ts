import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProduct } from '../../../../contract/creator';
import { COVER_FIELD } from '../../../../contract/product-image';
import { sendFormWithProgress } from '../../../lib/request';
import { creatorProductsQuery } from './get-creator-products';

/** PUT /api/creator/products/{id}/image with upload progress: a new cover for the creator's product. */
export function useReplaceProductCover(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image }: { id: number; image: File }) => {
      const data = new FormData();
      data.append(COVER_FIELD, image, image.name);
      return sendFormWithProgress<CreatorProduct>('PUT', `/api/creator/products/${id}/image`, data, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorProductsQuery().queryKey }),
  });
}
