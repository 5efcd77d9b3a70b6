import type { AppContext } from '../context.js';
import { AppError } from './errors.js';
import { hitRateLimit } from './rate-limit.js';

/**
 * Counts one AI request for a feature, per signed-in user or, when anonymous, per client address.
 * Each feature has its own budget, so a creator drafting posts does not use up their journal.
 */
export async function enforceAiRateLimit(
  ctx: AppContext,
  feature: 'journal' | 'support' | 'social',
  actor: { userId?: number | undefined; ip: string },
) {
  const { limit, windowMinutes } = ctx.config.ai.rateLimit;
  const who = actor.userId !== undefined ? `user:${actor.userId}` : `ip:${actor.ip}`;
  const result = await hitRateLimit(ctx.db, `ai:${feature}:${who}`, { limit, windowMs: windowMinutes * 60_000 });
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    throw new AppError(
      'rate_limited',
      `You have sent many requests in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      {
        retryAfterSeconds: result.retryAfterSeconds,
      },
    );
  }
}
