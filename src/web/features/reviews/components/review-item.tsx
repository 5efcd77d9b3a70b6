import { BadgeCheck, MessageSquareReply } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { StarRating } from './star-rating';

// Only the creator replies: the form loads when they press Reply.
const ReplyForm = lazy(() => import('./reply-form'));

/** One review: stars, the reviewer's first name and last initial, the verified-purchase mark, and the creator's reply. */
export function ReviewItem({
  review,
  mayReply,
  replyAuthor,
}: {
  review: Review;
  mayReply: boolean;
  /** The creator's name, as a link to their page (composed by the product route). */
  replyAuthor?: ReactNode;
}) {
  return (
    <article className="space-y-2 border-b py-4 last:border-b-0" aria-label={`Review by ${review.reviewerName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <span className="font-medium">{review.reviewerName}</span>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          Verified purchase
        </span>
        <span className="text-xs text-muted-foreground">{formatDate(review.createdAt)}</span>
      </div>
      {review.text && <p className="whitespace-pre-line text-sm leading-relaxed">{review.text}</p>}
      {review.reply ? (
        <div className="ml-4 rounded-md border-l-2 border-primary/50 bg-muted/40 p-3 text-sm">
          <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-muted-foreground">
            <MessageSquareReply className="size-3.5" aria-hidden="true" />
            {replyAuthor ? <>Reply from {replyAuthor}, the creator</> : 'Reply from the creator'}
          </p>
          <p className="whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : (
        mayReply && <Reply review={review} />
      )}
    </article>
  );
}

function Reply({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReplyForm review={review} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
