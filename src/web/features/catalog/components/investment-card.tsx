import { Gem } from 'lucide-react';
import { formatUsd } from '../../../lib/format';

/** For larger purchases: what the price buys, compared with a one-off session (no invented figures). */
export function InvestmentCard({ price }: { price: string }) {
  return (
    <aside aria-labelledby="investment-title" className="rounded-xl border bg-secondary/60 p-5">
      <h2 id="investment-title" className="flex items-center gap-2 font-semibold">
        <Gem className="size-5 text-primary" aria-hidden="true" />
        Your investment in yourself
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        A workshop or a one-to-one session is over when the hour ends. For {formatUsd(price)} this is yours for life: return to it
        as often as you need, at your own pace. If it is not right for you, the 30-day guarantee has you covered.
      </p>
    </aside>
  );
}
