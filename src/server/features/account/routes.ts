import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deleteAccountRequest, emailChange, emailSettings } from '../../../contract/account.js';
import {
  accountNotice,
  activityFeedSetting,
  authUser,
  changeConfirmation,
  changeConfirmationLinkRequest,
  profileUpdateRequest,
  twoFactorCodeRequest,
  twoFactorSetup,
  twoFactorStatus,
} from '../../../contract/auth.js';
import { accountEndpoints } from '../../../contract/endpoints/account.js';
import { COVER_MAX_BYTES } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { routesFor } from '../auth/current-user.js';
import { presentUser, type UserRow } from '../auth/present-user.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/sessions.js';
import { sendChangeConfirmationLink } from './confirm-change.js';
import { getEmailSettings, updateEmailSetting } from './email-settings.js';
import { deleteAccount } from './delete-account.js';
import { exportAccountData } from './export-account-data.js';
import { signOutEverywhere } from './sign-out-everywhere.js';
import { confirmTwoFactorEnrolment, getTwoFactorStatus, startTwoFactorEnrolment } from './two-factor.js';
import { replaceProfileImage, updateActivityFeedSetting, updateProfile } from './update-profile.js';

/** The signed-in user's own account (/account): profile, two-factor enrolment, sessions, data export and deletion. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin: only the profile picture accepts a multipart body. One over the limit is refused by readCoverPart.
  await app.register(multipart, { limits: { fileSize: COVER_MAX_BYTES + 1, files: 1, fields: 0 } });
  const { signedIn } = routesFor(app, ctx);
  const present = (user: UserRow) => presentUser(user, ctx.config.adminEmails);
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx.config.session.secureCookie));

  signedIn(accountEndpoints.updateProfile, { request: profileUpdateRequest, answer: authUser }, async (input) =>
    present(await updateProfile(ctx, input)),
  );

  signedIn(accountEndpoints.updateActivityFeed, { request: activityFeedSetting, answer: authUser }, async (input) =>
    present(await updateActivityFeedSetting(ctx, input)),
  );

  signedIn(accountEndpoints.emailSettings, { answer: emailSettings }, ({ actor }) => getEmailSettings(ctx, { actor }));

  signedIn(accountEndpoints.updateEmailSetting, { request: emailChange, answer: emailSettings }, (input) =>
    updateEmailSetting(ctx, input),
  );

  signedIn(accountEndpoints.replaceProfileImage, { answer: authUser }, async ({ actor }, { request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the picture as a multipart form');
    return present(await replaceProfileImage(ctx, { actor, parts: request.parts() }));
  });

  signedIn(accountEndpoints.twoFactorStatus, { answer: twoFactorStatus }, ({ actor }) => getTwoFactorStatus(ctx, { actor }));

  signedIn(accountEndpoints.startTwoFactor, { request: changeConfirmation, answer: twoFactorSetup }, (input) =>
    startTwoFactorEnrolment(ctx, { ...input, now: new Date() }),
  );

  // For an account without a password: the e-mailed link confirms a sensitive change instead.
  signedIn(
    accountEndpoints.sendConfirmationLink,
    { request: changeConfirmationLinkRequest, answer: accountNotice },
    async (input) => {
      const answer = await sendChangeConfirmationLink(ctx, { ...input, now: new Date() });
      ctx.deliverEmailsSoon?.();
      return answer;
    },
  );

  signedIn(accountEndpoints.confirmTwoFactor, { request: twoFactorCodeRequest, answer: twoFactorStatus }, async (input) => {
    const status = await confirmTwoFactorEnrolment(ctx, { ...input, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return status;
  });

  signedIn(accountEndpoints.signOutEverywhere, {}, async ({ actor }, { reply }) => {
    await signOutEverywhere(ctx, { actor });
    clearSessionCookie(reply);
  });

  // A file download: the handler sends the zip itself.
  signedIn(accountEndpoints.exportData, {}, async ({ actor }, { reply }) => {
    const { fileName, body } = await exportAccountData(ctx, { actor, now: new Date() });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  signedIn(accountEndpoints.deleteAccount, { request: deleteAccountRequest }, async (input, { reply }) => {
    await deleteAccount(ctx, { ...input, now: new Date() });
    clearSessionCookie(reply);
  });
}
