import { useId } from 'react';
import { useAuth } from '../../../lib/auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { useContinueListening } from '../api/get-purchases';
import { ListenButton } from './listen-button';

/** The home page shows the few most recently listened; My Purchases all the server sends. */
const HOME_SHOWN = 3;

/**
 * "Continue listening": the signed-in buyer's started, unfinished tracks, bought or through a subscription, the most
 * recently listened first, each resumed in the page's player where they stopped on any browser. Nothing for anyone
 * else; on a page drawn on the server it asks once hydration is over, so its answer cannot change markup React is
 * still matching.
 */
export function ContinueListening({ shown = HOME_SHOWN }: { shown?: number }) {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  const headingId = useId();
  const tracks = (useContinueListening(isAuthenticated && hydrated).data ?? []).slice(0, shown);
  if (!isAuthenticated || tracks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8" data-testid="continue-listening-list">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        Continue listening
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tracks.map((track) => {
          const title = track.product.title || 'Unknown Product';
          return (
            <li key={track.product.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
              <div className="flex min-w-0 items-center gap-3">
                {track.product.imageUrl ? (
                  <img src={track.product.imageUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
                ) : null}
                <div className="min-w-0">
                  <p className="truncate font-medium">{title}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {track.product.creatorName}
                    {track.via === 'subscription' ? ' · in your subscription' : ''}
                  </p>
                </div>
              </div>
              <ListenButton purchase={track} title={title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
