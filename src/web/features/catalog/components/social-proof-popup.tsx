import { ShoppingBag, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { productPath } from '../../../config/paths';
import { useRecentPurchases } from '../api/get-recent-purchases';

// The spec's rhythm: a new purchase every 4 s, faded out and in over 300 ms.
const ROTATE_MS = 4000;
const FADE_MS = 300;

// Made when the first purchase is shown, not with the page: Intl's first use is a long task.
let relativeFormat: Intl.RelativeTimeFormat | undefined;

function timeAgo(iso: string, now: number): string {
  relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const relative = relativeFormat;
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Real recent purchases (first name and last initial), one at a time; hidden when there are none or once dismissed. */
export function SocialProofPopup() {
  const { data } = useRecentPurchases();
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(true);
  const [dismissed, setDismissed] = useState(false);
  const count = data?.length ?? 0;

  useEffect(() => {
    if (count < 2 || dismissed) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setShown(false);
      fade = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setShown(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(fade);
    };
  }, [count, dismissed]);

  if (!data || count === 0 || dismissed) return null;
  const purchase = data[index % count]!;
  return (
    <aside
      aria-label="Recent purchases"
      data-testid="social-proof-popup"
      className="fixed bottom-4 left-4 z-30 max-w-[calc(100vw-2rem)] sm:max-w-sm"
    >
      <div
        className="flex items-start gap-3 rounded-xl border bg-card p-4 pr-10 text-card-foreground shadow-lg transition-opacity ease-in-out motion-reduce:transition-none"
        style={{ opacity: shown ? 1 : 0, transitionDuration: `${FADE_MS}ms` }}
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <ShoppingBag className="size-4" aria-hidden="true" />
        </span>
        <p className="text-sm">
          <span className="font-medium">{purchase.buyerName}</span> just purchased{' '}
          <Link
            href={productPath(purchase.productId)}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {purchase.productTitle}
          </Link>
          <span className="block text-xs text-muted-foreground">{timeAgo(purchase.purchasedAt, Date.now())}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss recent purchases"
        className="absolute right-2 top-2 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
