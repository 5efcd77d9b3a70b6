import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { PayoutProvider } from '../../providers/payouts/payout-provider.js';
import { nextPayoutRun } from './payout-schedule.js';
import { runPayoutBatch } from './run-payout-batch.js';

/**
 * Runs the payout batch every Friday (see nextPayoutRun), and once at start-up for runs missed while
 * no instance was up (it only takes payouts already due). Safe on every instance: see runPayoutBatch.
 */
export function startPayoutScheduler(ctx: Pick<AppContext, 'db'>, provider: PayoutProvider, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await runPayoutBatch(ctx, provider, new Date());
      if (result.completed.length + result.failed.length + result.unsettled.length > 0)
        log.info({ ...result, provider: provider.name }, 'payout run');
    } catch (error) {
      log.error({ err: error }, 'payout run failed');
    }
  };
  const scheduleNext = () => {
    if (stopped) return;
    const delay = nextPayoutRun(new Date()).getTime() - Date.now();
    timer = setTimeout(() => void run().then(scheduleNext), delay);
    timer.unref();
  };
  void run().then(scheduleNext);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
