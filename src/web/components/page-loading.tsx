import { Skeleton } from './ui/skeleton';

export function PageLoading() {
  return (
    <div className="mx-auto min-h-screen max-w-5xl space-y-4 px-4 py-12" role="status" aria-label="Loading">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
