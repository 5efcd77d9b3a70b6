import { LoadingArea } from './loading-area';
import { Skeleton } from './ui/skeleton';

/**
 * Loading, failed and empty states of a list loaded from the server. `what` names the list as a
 * sentence starts it ("Your payouts", "The refund queue").
 */
export function ListState({ loading, failed, what, empty }: { loading: boolean; failed: boolean; what: string; empty: string }) {
  if (loading) {
    return (
      <LoadingArea label={`Loading ${what.toLowerCase()}`}>
        <Skeleton className="h-40 w-full" />
      </LoadingArea>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        {what} could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>;
}
