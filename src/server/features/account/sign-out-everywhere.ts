import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { revokeAllSessions } from '../auth/sessions.js';

/** POST /api/account/sign-out-everywhere: every session of the account ends, on every device (this one too). */
export async function signOutEverywhere(ctx: Pick<AppContext, 'db'>, { actor }: { actor: UserRow }): Promise<void> {
  await revokeAllSessions(ctx.db, actor.id);
}
