import { BookOpen, Clapperboard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Purchase } from '../../../../contract/purchases';
import { Button } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnDemandDialog } from '../../../lib/on-demand-dialog';
import { resumePoint } from '../player/resume-point';
import type { Viewed } from './viewer-dialog';

// The dialog and what it shows load on the first press: My Purchases' first load carries only the button.
const ViewerDialog = lazy(() => import('./viewer-dialog'));

interface InPageViewerProps {
  purchase: Purchase;
  title: string;
  view: Viewed;
}

/** Opens a bought video, PDF or text file in a dialog over My Purchases (viewer-dialog.tsx). */
export function InPageViewer({ purchase, title, view }: InPageViewerProps) {
  // My Purchases is drawn on the server: until the page's code runs, the button could not open anything.
  const hydrated = useHydrated();
  const dialog = useOnDemandDialog();
  const startAt = view === 'video' ? resumePoint(purchase.listening) : 0;
  const label =
    view !== 'video'
      ? `Read ${title}`
      : startAt > 0
        ? `Continue watching ${title} from ${formatTime(startAt)}`
        : `Watch ${title}`;
  return (
    <>
      <Button {...dialog.trigger} type="button" variant="secondary" className="w-full" aria-label={label} disabled={!hydrated}>
        {view === 'video' ? <Clapperboard aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
        {view !== 'video' ? 'Read' : startAt > 0 ? 'Continue watching' : 'Watch'}
      </Button>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <ViewerDialog
            purchase={purchase}
            title={title}
            view={view}
            startAt={startAt}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
