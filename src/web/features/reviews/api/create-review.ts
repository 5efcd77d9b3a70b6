import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import type { CreateReviewRequest } from '../../../../contract/reviews';
import { callApi } from '../../../lib/request';
import { useReviewMutation } from './review-mutation';

/** The buyer's review of this product. */
export const useCreateReview = (productId: number) =>
  useReviewMutation(productId, (body: CreateReviewRequest) => callApi(reviewEndpoints.create, { id: productId, ...body }));
