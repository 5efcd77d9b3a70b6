import { Star } from 'lucide-react';
import { useParams } from 'wouter';
import type { CreatorPage as CreatorPageAnswer } from '../../../../contract/catalog';
import { readRecordId } from '../../../../contract/id-text';
import { LoadingArea } from '../../../components/loading-area';
import { NotFound } from '../../../components/not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMonthYear, formatRating } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreator } from '../api/get-creator';
import { CreatorAvatar, creatorName } from '../components/creator-avatar';
import type { CardAction } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { PageLoadFailed } from '../../../components/page-load-failed';

/** A creator's public page: photo, name, bio, when they joined, their rating from verified reviews and their products. */
export default function CreatorPage({ cardAction }: { cardAction?: CardAction }) {
  const id = readRecordId(useParams<{ id: string }>().id);
  const { data: creator, isPending, isError } = useCreator(id);
  useDocumentTitle(creator ? creatorName(creator) : 'Creator');

  if (id === undefined || creator === null)
    return <NotFound title="Creator Not Found">The creator you're looking for doesn't exist.</NotFound>;
  if (isError) return <PageLoadFailed what="this creator" />;
  if (isPending) return <CreatorSkeleton />;

  const name = creatorName(creator);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <CreatorAvatar creator={creator} className="size-24 text-2xl" eager />
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>Joined {formatMonthYear(creator.joinedAt)}</span>
            <CreatorRating creator={creator} />
          </p>
          {creator.bio ? (
            <p className="max-w-2xl whitespace-pre-line leading-relaxed" data-testid="creator-bio">
              {creator.bio}
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="creator-products" className="space-y-4">
        <h2 id="creator-products" className="text-2xl font-bold tracking-tight">
          {creator.products.length === 1 ? 'Product' : 'Products'} by {name}
        </h2>
        <ProductGrid products={creator.products} cardAction={cardAction} eagerFirst />
      </section>
    </div>
  );
}

/** The rating from verified buyers' reviews, or that there are none yet: never a made-up figure. */
function CreatorRating({ creator }: { creator: CreatorPageAnswer }) {
  if (creator.averageRating === null || creator.reviewCount === 0) return <span>No reviews yet</span>;
  const reviews = creator.reviewCount === 1 ? '1 verified review' : `${creator.reviewCount} verified reviews`;
  return (
    <span className="inline-flex items-center gap-1 font-medium text-foreground" data-testid="creator-rating">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      {formatRating(creator.averageRating)} out of 5 from {reviews}
    </span>
  );
}

function CreatorSkeleton() {
  return (
    <LoadingArea label="Loading creator" className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex items-center gap-6">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-10 w-1/2" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </LoadingArea>
  );
}
