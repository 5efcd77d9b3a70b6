import { endpoint } from '../endpoint.js';
import type { referralLink } from '../referrals.js';

export const referralsEndpoints = {
  link: endpoint<undefined, typeof referralLink>('GET', '/api/referrals'),
};
