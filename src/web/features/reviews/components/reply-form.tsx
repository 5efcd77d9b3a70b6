import { type FormEvent, useState } from 'react';
import { REPLY_TEXT_MAX } from '../../../../contract/review-limits';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useReplyToReview } from '../api/reply-to-review';
import { RefusalNotice } from './refusal-notice';

/** The creator's reply to a review, shown when they press Reply (review-item.tsx). */
export default function ReplyForm({ review, onCancel }: { review: Review; onCancel(): void }) {
  const reply = useReplyToReview(review.productId);
  const [text, setText] = useState('');
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
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
