import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { OnePublishedConflict } from '../hooks/use-upload-wizard';

/** The server refused a second published product: archive the live one and publish this one, or keep it. */
export function OneProductConflict({
  conflict,
  archiving,
  busy,
  onArchive,
}: {
  conflict: OnePublishedConflict;
  archiving: boolean;
  /** Archiving or publishing is under way. */
  busy: boolean;
  onArchive(productId: number): void;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p>{conflict.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {conflict.existingProductId !== null ? (
          <Button type="button" size="sm" disabled={busy} onClick={() => onArchive(conflict.existingProductId!)}>
            {archiving ? 'Archiving...' : 'Archive it and publish this one'}
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link href={paths.dashboard}>Keep my current product</Link>
        </Button>
      </div>
    </div>
  );
}
