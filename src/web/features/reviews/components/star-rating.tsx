import { Star } from 'lucide-react';
import { cn } from '../../../lib/utils';

const STARS = [1, 2, 3, 4, 5];

/** Five stars, the first `rating` of them filled (a half or more fills the next). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}

/** Choosing 1 to 5 stars: a radio group, each star a labelled radio button. */
export function StarRatingInput({ value, onChange }: { value: number; onChange(rating: number): void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="absolute inset-0 cursor-pointer opacity-0"
              aria-label={star === 1 ? '1 star' : `${star} stars`}
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
