import { Sparkle, Star } from 'lucide-react';
import { formatRating } from '../../../lib/format';

/**
 * The product's rating from verified buyers' reviews, or "New" while it has none (never a made-up
 * figure such as the spec's fixed 4.8: DESIGN.md, Honesty rule).
 */
export function RatingBadge({ averageRating, reviewCount }: { averageRating: number | null; reviewCount: number }) {
  if (averageRating === null || reviewCount === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground" title="No reviews yet">
        <Sparkle className="size-3.5 text-primary" aria-hidden="true" />
        New<span className="sr-only">: no reviews yet</span>
      </span>
    );
  }
  const reviews = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`;
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium" data-testid="rating-badge">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span aria-hidden="true">
        {formatRating(averageRating)} <span className="text-muted-foreground">({reviewCount})</span>
      </span>
      <span className="sr-only">
        Rated {formatRating(averageRating)} out of 5 from {reviews}
      </span>
    </span>
  );
}
