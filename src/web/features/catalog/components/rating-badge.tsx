import { Sparkle } from 'lucide-react';

/**
 * Ratings come only from real buyer reviews, and there is no review feature yet: every product is "New".
 * (The spec's fixed 4.8 would be a fake figure; see DESIGN.md, Honesty rule.)
 */
export function RatingBadge() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground" title="No reviews yet">
      <Sparkle className="size-3.5 text-primary" aria-hidden="true" />
      New<span className="sr-only">: no reviews yet</span>
    </span>
  );
}
