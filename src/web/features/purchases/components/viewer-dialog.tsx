import { focusOnClose } from '../../../lib/on-demand-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { TEXT_VIEW_MAX_BYTES } from '../../../../contract/listening';
import type { Purchase } from '../../../../contract/purchases';
import { DownloadButton } from '../../../components/download-button';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatMegabytes } from '../../../lib/format';
import { apiRequest } from '../../../lib/request';
import { refreshListening, saveListeningProgress } from '../api/save-progress';
import { streamUrl } from '../api/stream-url';
import { SAVE_EVERY_MS } from '../player/player-provider';

/** What opens in the dialog: every in-page view but audio, which plays in the player. */
export type Viewed = 'video' | 'pdf' | 'text';

interface ViewerDialogProps {
  purchase: Purchase;
  title: string;
  view: Viewed;
  /** Where the video starts (seconds). */
  startAt: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The bought video, PDF or text over My Purchases, loaded when first opened (the page's first load has only its
 * button): the video plays from where the buyer stopped, the PDF shows in the browser's own reader, the text as
 * plain text. Each offers the download besides.
 */
export default function ViewerDialog({ purchase, title, view, startAt, open, onOpenChange, returnFocusTo }: ViewerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" onCloseAutoFocus={focusOnClose(returnFocusTo)}>
        {/* The close button comes first and takes the focus: Escape pressed inside the browser's PDF reader stays there. */}
        <div className="flex items-start justify-between gap-3">
          <DialogTitle>{title}</DialogTitle>
          <DialogClose asChild>
            <Button type="button" variant="ghost" size="icon" aria-label="Close" className="-mr-2 -mt-2 shrink-0">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <DialogDescription>
          {view === 'video' ? 'Plays here; where you stop is kept for next time.' : 'Shown here as you bought it.'}
        </DialogDescription>
        {view === 'video' ? (
          <VideoView productId={purchase.product.id} title={title} startAt={startAt} />
        ) : view === 'pdf' ? (
          <PdfView productId={purchase.product.id} title={title} />
        ) : (
          <TextView productId={purchase.product.id} fileSize={purchase.product.fileSize} />
        )}
        <DownloadButton
          productId={purchase.product.id}
          fileName={purchase.product.fileName}
          variant="outline"
          aria-label={`Download ${title}`}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The video, with the browser's own controls; nothing plays until the buyer presses play. */
function VideoView({ productId, title, startAt }: { productId: number; title: string; startAt: number }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastSaved = 0;
    let started = false;
    const save = (refresh: boolean) => {
      lastSaved = Date.now();
      saveListeningProgress(productId, video)
        .then(() => {
          if (refresh) refreshListening(queryClient);
        })
        .catch(() => {
          // A lost save is retried by the next one; the video plays on.
        });
    };
    const onMetadata = () => {
      if (startAt > 0) video.currentTime = startAt;
    };
    const onPlay = () => {
      started = true;
      lastSaved = Date.now();
    };
    const onTime = () => {
      if (!video.paused && Date.now() - lastSaved >= SAVE_EVERY_MS) save(false);
    };
    const onPause = () => save(true);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      // Closing the dialog while it plays ends the video: keep where it stood.
      if (started && !video.paused) save(true);
    };
  }, [productId, startAt, queryClient]);

  return (
    // biome-ignore lint/a11y/useMediaCaption: creators upload a single video file, with no caption track to offer.
    <video
      ref={videoRef}
      src={streamUrl(productId)}
      controls
      preload="metadata"
      playsInline
      aria-label={`Video: ${title}`}
      data-testid="video-player"
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}

/** The PDF in the browser's own reader; a phone's browser may show none, so the link opens it on its own. */
function PdfView({ productId, title }: { productId: number; title: string }) {
  const url = streamUrl(productId);
  return (
    <div className="space-y-2">
      <iframe src={url} title={`PDF: ${title}`} className="h-[65dvh] w-full rounded-md border" />
      <p className="text-sm text-muted-foreground">
        No document above?{' '}
        <a href={url} target="_blank" rel="noopener" className="underline underline-offset-4">
          Open the PDF in a new tab
        </a>{' '}
        or download it.
      </p>
    </div>
  );
}

/** A text file as plain text (React escapes it); one too long to show here is left to the download. */
function TextView({ productId, fileSize }: { productId: number; fileSize: number }) {
  const fits = fileSize <= TEXT_VIEW_MAX_BYTES;
  const text = useQuery({
    queryKey: [streamUrl(productId)],
    queryFn: async () => (await apiRequest('GET', streamUrl(productId))).text(),
    enabled: fits,
  });
  if (!fits)
    return (
      <p className="text-sm">This text is too long to show here ({formatMegabytes(fileSize)}). Download it to read it in full.</p>
    );
  if (text.isPending) return <p className="text-sm text-muted-foreground">Loading the text…</p>;
  if (text.isError)
    return (
      <p role="alert" className="text-sm">
        We could not load the text. Please try again, or download it.
      </p>
    );
  return (
    <pre
      data-testid="text-view"
      // Focusable: a keyboard user scrolls the text with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      className="max-h-[65dvh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-sm"
    >
      {text.data}
    </pre>
  );
}
