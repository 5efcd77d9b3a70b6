import { type ReactNode, useState } from 'react';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteReview } from '../api/delete-review';
import ReviewForm from './review-form';
import { ReviewItem } from './review-item';

/** The buyer's own review, with Edit and Delete (loaded when shown, product-reviews.tsx). */
export default function MyReview({
  productId,
  review,
  replyAuthor,
}: {
  productId: number;
  review: Review;
  replyAuthor?: ReactNode;
}) {
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
