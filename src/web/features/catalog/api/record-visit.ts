import { useEffect } from 'react';
import { trafficEndpoints } from '../../../../contract/endpoints/traffic';
import { callApi } from '../../../lib/request';
import { rememberTrafficSource } from '../../../lib/traffic-source';

/**
 * Tells the server about this product page view and its link's source tag, once per page (the server counts a
 * reload the same day once and drops bots). Nothing shows on the page, so a failure is left unsaid.
 */
export function useCountVisit(productId: number | undefined) {
  useEffect(() => {
    if (productId === undefined) return;
    const source = rememberTrafficSource(window.location.search);
    callApi(trafficEndpoints.recordVisit, { productId, source }).catch(() => undefined);
  }, [productId]);
}
