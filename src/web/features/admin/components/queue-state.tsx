import { Skeleton } from '../../../components/ui/skeleton';
import { LoadingArea } from '../../../components/loading-area';

/** Loading, failed and empty states shared by the console's tabs. */
export function QueueState({ loading, failed, what, empty }: { loading: boolean; failed: boolean; what: string; empty: string }) {
  if (loading) {
    return (
      <LoadingArea label={`Loading the ${what}`} className="space-y-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </LoadingArea>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        The {what} could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>;
}
