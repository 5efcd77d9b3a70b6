import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import type { ReplyToReviewRequest } from '../../../../contract/reviews';
import { callApi } from '../../../lib/request';
import { useReviewMutation } from './review-mutation';

/** The creator's one answer to a review. */
export const useReplyToReview = (productId: number) =>
  useReviewMutation(productId, ({ id, body }: { id: number; body: ReplyToReviewRequest }) =>
    callApi(reviewEndpoints.reply, { id, ...body }),
  );
