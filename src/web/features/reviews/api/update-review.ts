import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import type { UpdateReviewRequest } from '../../../../contract/reviews';
import { callApi } from '../../../lib/request';
import { useReviewMutation } from './review-mutation';

/** The author changes their own review. */
export const useUpdateReview = (productId: number) =>
  useReviewMutation(productId, ({ id, changes }: { id: number; changes: UpdateReviewRequest }) =>
    callApi(reviewEndpoints.update, { id, ...changes }),
  );
