import { type FormEvent, useState } from 'react';
import { REVIEW_TEXT_MAX } from '../../../../contract/review-limits';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { RefusalNotice } from './refusal-notice';
import { StarRatingInput } from './star-rating';

/** The buyer's form: a new review, or changes to their own (`existing`). Loaded when shown (product-reviews.tsx). */
export default function ReviewForm({
  productId,
  existing,
  onDone,
}: {
  productId: number;
  existing?: Review;
  onDone?: () => void;
}) {
  const create = useCreateReview(productId);
  const update = useUpdateReview(productId);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const saving = create.isPending || update.isPending;
  const failure = existing ? update.error : create.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setMissingRating(true);
    const done = () => {
      toast({ title: existing ? 'Review updated' : 'Thank you for your review' });
      if (!existing) {
        setRating(0);
        setText('');
      }
      onDone?.();
    };
    // The promise, not mutate's callbacks: the form unmounts as the reloaded reviews show the new one,
    // and callbacks of an unmounted caller never run. A failure shows from the mutation's error.
    const saved = existing
      ? update.mutateAsync({ id: existing.id, changes: { rating, text } })
      : create.mutateAsync({ rating, text });
    saved.then(done, () => undefined);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={existing ? 'Edit your review' : 'Write a review'}>
      <StarRatingInput
        value={rating}
        onChange={(next) => {
          setRating(next);
          setMissingRating(false);
        }}
      />
      {missingRating && (
        <p role="alert" className="text-sm text-destructive">
          Choose a rating from 1 to 5 stars.
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor={`review-text-${existing?.id ?? 'new'}`}>Your review (optional)</Label>
        <Textarea
          id={`review-text-${existing?.id ?? 'new'}`}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder="What did this product bring you?"
        />
        <p className="text-xs text-muted-foreground">
          {text.length}/{REVIEW_TEXT_MAX} characters. Shown with your first name and last initial.
        </p>
      </div>
      <RefusalNotice error={failure} fallback="Your review could not be saved. Please try again." />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : existing ? 'Save changes' : 'Post review'}
        </Button>
        {existing && onDone && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
