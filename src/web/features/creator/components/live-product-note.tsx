import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Shown on the wizard's first step when the creator already has a live product (ONE product per creator). */
export function LiveProductNote({ title }: { title: string }) {
  return (
    <div
      role="note"
      data-testid="live-product-note"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p>
        You already have a live product, “{title}”. Soul Market keeps ONE product per creator: when you publish this one, you can
        archive “{title}” in the same step.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link href={paths.dashboard}>Keep my current product</Link>
      </Button>
    </div>
  );
}
