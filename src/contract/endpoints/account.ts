import { endpoint } from '../endpoint.js';
import type { deleteAccountRequest, emailChange, emailSettings } from '../account.js';
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
  emailSettings: endpoint<undefined, typeof emailSettings>('GET', '/api/account/emails'),
  updateEmailSetting: endpoint<typeof emailChange, typeof emailSettings>('PUT', '/api/account/emails'),
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
