import { endpoint } from '../endpoint.js';
import type { giftClaimAnswer, giftClaimRequest, giftPreview, giftPreviewRequest } from '../gifts.js';

export const giftEndpoints = {
  /** Open: a claim link's token in the body (not the path, which is logged). */
  preview: endpoint<typeof giftPreviewRequest, typeof giftPreview>('POST', '/api/gifts/preview'),
  claim: endpoint<typeof giftClaimRequest, typeof giftClaimAnswer>('POST', '/api/gifts/claim'),
};
