import { endpoint } from '../endpoint.js';
import type { creatorEmailChange, creatorEmailSettings, deleteAccountRequest } from '../account.js';
import type {
  accountNotice,
  activityFeedSetting,
  authUser,
  changeConfirmation,
  changeConfirmationLinkRequest,
  profileUpdateRequest,
  twoFactorCodeRequest,
  twoFactorSetup,
  twoFactorStatus,
} from '../auth.js';

export const accountEndpoints = {
  updateProfile: endpoint<typeof profileUpdateRequest, typeof authUser>('PATCH', '/api/account/profile'),
  updateActivityFeed: endpoint<typeof activityFeedSetting, typeof authUser>('PUT', '/api/account/activity-feed'),
  /** A multipart form with one picture (PROFILE_IMAGE_FIELD). */
  creatorEmails: endpoint<undefined, typeof creatorEmailSettings>('GET', '/api/account/creator-emails'),
  updateCreatorEmails: endpoint<typeof creatorEmailChange, typeof creatorEmailSettings>('PUT', '/api/account/creator-emails'),
  replaceProfileImage: endpoint<undefined, typeof authUser>('PUT', '/api/account/profile-image'),
  twoFactorStatus: endpoint<undefined, typeof twoFactorStatus>('GET', '/api/account/two-factor'),
  startTwoFactor: endpoint<typeof changeConfirmation, typeof twoFactorSetup>('POST', '/api/account/two-factor/setup'),
  confirmTwoFactor: endpoint<typeof twoFactorCodeRequest, typeof twoFactorStatus>('POST', '/api/account/two-factor/confirm'),
  sendConfirmationLink: endpoint<typeof changeConfirmationLinkRequest, typeof accountNotice>(
    'POST',
    '/api/account/confirmation-link',
    202,
  ),
  signOutEverywhere: endpoint('POST', '/api/account/sign-out-everywhere', 204),
  /** A zip download, answered as a file. */
  exportData: endpoint('GET', '/api/account/export'),
  deleteAccount: endpoint<typeof deleteAccountRequest>('POST', '/api/account/delete', 204),
};
