import { useId } from 'react';
import { inPageView } from '../../../../contract/purchases';
import { useAuth } from '../../../lib/auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePurchases } from '../api/get-purchases';
import { resumePoint } from '../player/resume-point';
import { ListenButton } from './listen-button';

/** The home page shows the few most recently bought of them; My Purchases has them all. */
const SHOWN = 3;

/**
 * "Continue listening" for the home page: the signed-in buyer's started, unfinished tracks, each resumed in the page's
 * player where they stopped on any browser. Nothing for anyone else; on a page drawn on the server it asks once
 * hydration is over, so its answer cannot change markup React is still matching.
 */
export function ContinueListening() {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  const headingId = useId();
  const purchases = usePurchases(isAuthenticated && hydrated);
  const started = (purchases.data ?? [])
    .filter((purchase) => inPageView(purchase.product.fileType) === 'audio' && resumePoint(purchase.listening) > 0)
    .slice(0, SHOWN);
  if (!isAuthenticated || started.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8" data-testid="home-continue-listening">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        Continue listening
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {started.map((purchase) => {
          const title = purchase.product.title || 'Unknown Product';
          return (
            <li key={purchase.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
              <div className="flex min-w-0 items-center gap-3">
                {purchase.product.imageUrl ? (
                  <img src={purchase.product.imageUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
                ) : null}
                <div className="min-w-0">
                  <p className="truncate font-medium">{title}</p>
                  <p className="truncate text-sm text-muted-foreground">{purchase.product.creatorName}</p>
                </div>
              </div>
              <ListenButton purchase={purchase} title={title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
