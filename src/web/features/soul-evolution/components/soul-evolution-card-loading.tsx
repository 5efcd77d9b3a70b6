import { LoadingArea } from '../../../components/loading-area';
import { Skeleton } from '../../../components/ui/skeleton';

/** The card's place while its code or its data is on the way (the same size, so nothing below jumps). */
export function SoulEvolutionCardLoading() {
  return (
    <LoadingArea label="Loading your Soul Evolution">
      <Skeleton className="h-64 w-full rounded-xl sm:h-52" />
    </LoadingArea>
  );
}
