import { BadgeCheck, MessageSquareReply } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { REPLY_TEXT_MAX } from '../../../../contract/review-limits';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { formatDate } from '../../../lib/format';
import { useReplyToReview } from '../api/reply-to-review';
import { RefusalNotice } from './refusal-notice';
import { StarRating } from './star-rating';

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
        mayReply && <ReplyForm review={review} />
      )}
    </article>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const reply = useReplyToReview(review.productId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    // The promise outlives this form, which unmounts once the reply shows.
    reply.mutateAsync({ id: review.id, body: { text } }).then(
      () => toast({ title: 'Reply posted' }),
      () => undefined,
    );
  };
  const fieldId = `reply-${review.id}`;
  return (
    <form noValidate onSubmit={submit} className="ml-4 space-y-2" aria-label={`Reply to ${review.reviewerName}`}>
      <Label htmlFor={fieldId}>Your reply (you can reply once)</Label>
      <Textarea id={fieldId} value={text} maxLength={REPLY_TEXT_MAX} onChange={(event) => setText(event.target.value)} />
      <RefusalNotice error={reply.error} fallback="Your reply could not be saved. Please try again." />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ''}>
          {reply.isPending ? 'Posting...' : 'Post reply'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
