/**
 * What a buyer keeps on this device to listen offline (decision 061), named once for the page and the service
 * worker: one Cache Storage cache holds the kept tracks, My Purchases' page and the API answers it draws from, so
 * that it opens and plays with no network. Everything in it is the signed-in buyer's own, and goes on sign-out.
 */
import { accountEndpoints } from '../../../../contract/endpoints/account';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { purchaseEndpoints } from '../../../../contract/endpoints/purchases';
import { pages } from '../../../../contract/pages';

export const OFFLINE_CACHE = 'soul-market-offline-v1';

/** The page that opens offline, whatever address was asked for. */
export const OFFLINE_PAGE = pages.purchases.path;

/** The answers My Purchases is drawn from, kept beside the page. */
export const OFFLINE_ANSWERS: readonly string[] = [
  authEndpoints.user.path,
  purchaseEndpoints.list.path,
  purchaseEndpoints.continueListening.path,
];

/** Requests that end the session on this device: the kept copies go with it. */
export const SIGN_OUT_PATHS: readonly string[] = [
  authEndpoints.logout.path,
  authEndpoints.signOut.path,
  accountEndpoints.signOutEverywhere.path,
  accountEndpoints.deleteAccount.path,
];
