import { Skeleton } from '../../../components/ui/skeleton';

/** Loading, failed and empty states shared by the two history tabs. */
export function HistoryState({
  loading,
  failed,
  what,
  empty,
}: {
  loading: boolean;
  failed: boolean;
  what: string;
  empty: string;
}) {
  if (loading) return <Skeleton className="h-40 w-full" />;
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Your {what} could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>;
}
