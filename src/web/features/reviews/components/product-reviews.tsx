import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ProductReviews as ProductReviewsAnswer, Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatRating } from '../../../lib/format';
import { useDeleteReview } from '../api/delete-review';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { StarRating } from './star-rating';

const reviewsLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The product page's reviews: the real average, count and 1-5 distribution, the buyer's own form, the newest reviews. */
export function ProductReviews({ productId, replyAuthor }: { productId: number; replyAuthor?: ReactNode }) {
  const { data, isPending, isError } = useProductReviews(productId);
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4 lg:col-start-1" data-testid="product-reviews">
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
            <MyReview productId={productId} review={data.myReview} replyAuthor={replyAuthor} />
          ) : (
            data.mayReview && (
              <Card>
                <CardContent className="pt-6">
                  <h3 className="mb-3 font-semibold">Write a review</h3>
                  <ReviewForm productId={productId} />
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

function MyReview({ productId, review, replyAuthor }: { productId: number; review: Review; replyAuthor?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteReview(productId);
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <h3 className="font-semibold">Your review</h3>
        {editing ? (
          <ReviewForm productId={productId} existing={review} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ReviewItem review={review} mayReply={false} replyAuthor={replyAuthor} />
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Edit review
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  // The promise outlives this card, which unmounts once the review is gone.
                  remove.mutateAsync(review.id).then(
                    () => toast({ title: 'Review deleted' }),
                    (error) =>
                      toast({
                        title: 'Could not delete',
                        description: errorMessage(error, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  )
                }
              >
                Delete review
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
