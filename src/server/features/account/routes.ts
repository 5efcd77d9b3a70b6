import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { deleteAccountRequest } from '../../../contract/account.js';
import {
  accountNotice,
  authUser,
  changeConfirmation,
  changeConfirmationLinkRequest,
  profileUpdateRequest,
  twoFactorCodeRequest,
  twoFactorSetup,
  twoFactorStatus,
} from '../../../contract/auth.js';
import { COVER_MAX_BYTES } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { presentUser } from '../auth/present-user.js';
import { revokeAllSessions, SESSION_COOKIE, sessionCookieOptions } from '../auth/sessions.js';
import { sendChangeConfirmationLink } from './confirm-change.js';
import { deleteAccount } from './delete-account.js';
import { exportAccountData } from './export-account-data.js';
import { confirmTwoFactorEnrolment, getTwoFactorStatus, startTwoFactorEnrolment } from './two-factor.js';
import { replaceProfileImage, updateProfile } from './update-profile.js';

/** The signed-in user's own account (/account): profile, two-factor enrolment, sessions, data export and deletion. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin: only the profile picture accepts a multipart body. One over the limit is refused by readCoverPart.
  await app.register(multipart, { limits: { fileSize: COVER_MAX_BYTES + 1, files: 1, fields: 0 } });

  app.patch('/api/account/profile', async (request) => {
    const actor = await requireUser(ctx, request);
    const input = parseInput(profileUpdateRequest, request.body);
    return authUser.parse(presentUser(await updateProfile(ctx, { actor, input }), ctx.config.adminEmails));
  });

  app.put('/api/account/profile-image', async (request) => {
    const actor = await requireUser(ctx, request);
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the picture as a multipart form');
    return authUser.parse(presentUser(await replaceProfileImage(ctx, { actor, parts: request.parts() }), ctx.config.adminEmails));
  });

  app.get('/api/account/two-factor', async (request) => {
    const actor = await requireUser(ctx, request);
    return twoFactorStatus.parse(await getTwoFactorStatus(ctx, { actor }));
  });

  app.post('/api/account/two-factor/setup', async (request) => {
    const actor = await requireUser(ctx, request);
    const confirmation = parseInput(changeConfirmation, request.body);
    return twoFactorSetup.parse(await startTwoFactorEnrolment(ctx, { actor, confirmation }));
  });

  // For an account without a password: the e-mailed link confirms a sensitive change instead.
  app.post('/api/account/confirmation-link', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { change } = parseInput(changeConfirmationLinkRequest, request.body);
    const answer = await sendChangeConfirmationLink(ctx, { actor, change, now: new Date() });
    ctx.deliverEmailsSoon?.();
    return reply.code(202).send(accountNotice.parse(answer));
  });

  app.post('/api/account/two-factor/confirm', async (request) => {
    const actor = await requireUser(ctx, request);
    const { code } = parseInput(twoFactorCodeRequest, request.body);
    const status = await confirmTwoFactorEnrolment(ctx, { actor, code });
    ctx.deliverEmailsSoon?.();
    return twoFactorStatus.parse(status);
  });

  app.post('/api/account/sign-out-everywhere', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    await revokeAllSessions(ctx.db, actor.id);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx.config.session.secureCookie));
    return reply.code(204).send();
  });

  app.get('/api/account/export', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { fileName, body } = await exportAccountData(ctx, { actor });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.post('/api/account/delete', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const input = parseInput(deleteAccountRequest, request.body);
    await deleteAccount(ctx, { actor, input });
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx.config.session.secureCookie));
    return reply.code(204).send();
  });
}
