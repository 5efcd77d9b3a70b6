import { lazy, type ReactNode, Suspense, useRef } from 'react';
import type { ProductReviews as ProductReviewsAnswer } from '../../../../contract/reviews';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRating } from '../../../lib/format';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewItem } from './review-item';
import { StarRating } from './star-rating';

// The form and the buyer's own review (edit, delete) load when shown: most visitors have neither, and the product
// page's first load stays small.
const ReviewForm = lazy(() => import('./review-form'));
const MyReview = lazy(() => import('./my-review'));

const reviewsLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/**
 * The product page's reviews: the real average, count and 1-5 distribution, the buyer's own form, the newest reviews.
 * Asked for when the section comes near the screen, not with the page's first load.
 */
export function ProductReviews({ productId, replyAuthor }: { productId: number; replyAuthor?: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const { data, isPending, isError } = useProductReviews(productId, useNearScreen(section));
  return (
    <section ref={section} aria-labelledby="reviews-heading" className="space-y-4 lg:col-start-1" data-testid="product-reviews">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        Reviews
      </h2>
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">We could not load the reviews. Please try again in a moment.</p>
      ) : (
        <>
          <RatingSummary reviews={data} />
          {data.myReview ? (
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <MyReview productId={productId} review={data.myReview} replyAuthor={replyAuthor} />
            </Suspense>
          ) : (
            data.mayReview && (
              <Card>
                <CardContent className="pt-6">
                  <h3 className="mb-3 font-semibold">Write a review</h3>
                  <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                    <ReviewForm productId={productId} />
                  </Suspense>
                </CardContent>
              </Card>
            )
          )}
          <div>
            {/* The asker's own review is shown once, in "Your review" above. */}
            {data.reviews
              .filter((review) => review.id !== data.myReview?.id)
              .map((review) => (
                <ReviewItem key={review.id} review={review} mayReply={data.isCreator} replyAuthor={replyAuthor} />
              ))}
          </div>
        </>
      )}
    </section>
  );
}

function RatingSummary({ reviews }: { reviews: ProductReviewsAnswer }) {
  if (reviews.averageRating === null) {
    return <p className="text-muted-foreground">No reviews yet. Buyers of this product can review it once they own it.</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="space-y-1 text-center sm:text-left">
        <p className="text-4xl font-bold" data-testid="average-rating">
          {formatRating(reviews.averageRating)}
        </p>
        <StarRating rating={reviews.averageRating} />
        <p className="text-sm text-muted-foreground">{reviewsLabel(reviews.reviewCount)} from verified buyers</p>
      </div>
      <ul className="space-y-1.5" aria-label="Ratings by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = reviews.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2rem] items-center gap-2 text-sm">
              <span>
                {stars} star{stars === 1 ? '' : 's'}
              </span>
              <Progress value={(count / reviews.reviewCount) * 100} label={`${stars} stars: ${reviewsLabel(count)}`} />
              <span className="text-right text-muted-foreground">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
