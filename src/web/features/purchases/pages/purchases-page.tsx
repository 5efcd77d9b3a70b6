import { Infinity as Lifetime, PackageOpen } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { CONTINUE_LISTENING_MAX, inPageView } from '../../../../contract/listening';
import type { Purchase } from '../../../../contract/purchases';
import { ProductImage } from '../../../components/product-image';
import { ProductTags } from '../../../components/product-tags';
import { ProductUpdateNote } from '../../../components/product-update-note';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadingArea } from '../../../components/loading-area';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, productPath } from '../../../config/paths';
import { formatDate, formatMegabytes, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasErrorCode } from '../../../lib/api-error';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { usePurchases } from '../api/get-purchases';
import { DownloadButton } from '../../../components/download-button';
import { ContinueListening } from '../components/continue-listening';
import { InPageViewer } from '../components/in-page-viewer';
import { ListenButton } from '../components/listen-button';
import { ReferralCard } from '../components/referral-card';
import { useKeptTracks } from '../offline/use-kept-tracks';

// Offered only once a service worker controls the page: its code is not part of the first load.
const KeepOfflineButton = lazy(() =>
  import('../offline/keep-offline-button').then((module) => ({ default: module.KeepOfflineButton })),
);

const SKELETON_COUNT = 6;
// Covers in view on the first screen of a wide window (one row of three): loaded at once, the rest when near.
const FIRST_SCREEN_CARDS = 3;
export const purchasesGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const gridClass = purchasesGridClass;

interface PurchasesPageProps {
  /** The subscriptions feature's list, when the buyer has any (app/routes/purchases-route.tsx composes it). */
  subscriptions?: ReactNode;
}

export default function PurchasesPage({ subscriptions }: PurchasesPageProps) {
  useDocumentTitle('My Purchases');
  const { isAuthenticated, isLoading: authLoading, signedOut } = useRequireSignIn();
  const purchases = usePurchases(isAuthenticated);
  const kept = useKeptTracks(purchases.data?.map((purchase) => purchase.product.id));
  const subscribed = subscriptions != null;

  // A session that ended meanwhile: the query client is already sending the visitor to sign in.
  if (signedOut || hasErrorCode(purchases.error, 'unauthorized')) return null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Your Sacred Collection</h1>
        <p className="mt-2 text-muted-foreground">Every product you own, ready to download whenever you need it.</p>
      </header>
      <ContinueListening shown={CONTINUE_LISTENING_MAX} />
      {subscriptions}
      {authLoading || purchases.isPending ? (
        <LoadingArea label="Loading your purchases" className={gridClass}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
            <Skeleton key={index} className="h-80 rounded-xl" />
          ))}
        </LoadingArea>
      ) : purchases.isError ? (
        <p role="alert" className="text-muted-foreground">
          We could not load your purchases. Please try again in a moment.
        </p>
      ) : purchases.data.length === 0 && subscribed ? null : purchases.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed py-16 text-center">
          <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No purchases yet</h2>
          <p className="text-muted-foreground">Products you buy will appear here, with lifetime access.</p>
          <Button asChild>
            <Link href={paths.home}>Discover Products</Link>
          </Button>
        </div>
      ) : (
        <ul className={gridClass}>
          {purchases.data.map((purchase, index) => (
            <li key={purchase.id}>
              <PurchaseCard
                purchase={purchase}
                firstScreen={index < FIRST_SCREEN_CARDS}
                keptOffline={kept.data?.includes(purchase.product.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* After the collection: on a phone the collection is what the buyer came for, on the first screen. */}
      <ReferralCard enabled={isAuthenticated} />
    </div>
  );
}

interface PurchaseCardProps {
  purchase: Purchase;
  firstScreen: boolean;
  /** Whether a track is kept on this device to play offline; undefined where this browser cannot keep one. */
  keptOffline: boolean | undefined;
}

function PurchaseCard({ purchase, firstScreen, keptOffline }: PurchaseCardProps) {
  const { product } = purchase;
  const title = product.title || 'Unknown Product';
  const view = inPageView(product.fileType);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="purchase-card">
      <ProductImage cover={product} alt="" eager={firstScreen} />
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <ProductTags tags={product.tags} />
        <h2 className="text-lg font-semibold">
          <Link
            href={productPath(product.id)}
            className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </Link>
        </h2>
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Purchased</dt>
          <dd className="text-right">{formatDate(purchase.createdAt)}</dd>
          <dt className="text-muted-foreground">Price paid</dt>
          <dd className="text-right">{formatUsd(purchase.amountPaid)}</dd>
          {product.fileSize > 0 && (
            <>
              <dt className="text-muted-foreground">Size</dt>
              <dd className="text-right">{formatMegabytes(product.fileSize)}</dd>
            </>
          )}
        </dl>
        <ProductUpdateNote updatedAt={product.updatedAt} updateNote={product.updateNote} />
        <div className="mt-auto space-y-2 pt-2">
          {view === 'audio' ? (
            <>
              <ListenButton purchase={purchase} title={title} />
              {keptOffline !== undefined ? (
                <Suspense fallback={null}>
                  <KeepOfflineButton productId={product.id} title={title} kept={keptOffline} />
                </Suspense>
              ) : null}
            </>
          ) : view ? (
            <InPageViewer purchase={purchase} title={title} view={view} />
          ) : null}
          <DownloadButton
            productId={product.id}
            fileName={product.fileName}
            className="w-full"
            aria-label={`Download ${title}`}
          />
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
            <Lifetime className="size-4" aria-hidden="true" />
            Lifetime access included
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
