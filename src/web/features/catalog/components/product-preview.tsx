import { BookOpen, ExternalLink, Headphones } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Product } from '../../../../contract/catalog';
import { endpointTarget } from '../../../../contract/endpoint';
import { previewEndpoints } from '../../../../contract/endpoints/previews';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';

// The preview's controls load on the first press (the sound starts at once, from the element below).
const PreviewControls = lazy(() => import('./preview-controls'));

/** What a visitor may hear or read before buying: nothing shows when the product has no preview. */
export function ProductPreview({ product }: { product: Pick<Product, 'id' | 'title' | 'preview'> }) {
  if (!product.preview) return null;
  const { url } = endpointTarget(previewEndpoints.file, { id: product.id });
  return product.preview === 'audio' ? (
    <AudioPreview url={url} title={product.title} />
  ) : (
    <PdfSample url={url} title={product.title} />
  );
}

/**
 * The preview's own small player: nothing loads or plays until the visitor asks (no autoplay, preload none),
 * then Play/Pause and a seek bar the keyboard and screen readers can use.
 */
function AudioPreview({ url, title }: { url: string; title: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  // A press before the drawn page hydrates would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    setStarted(true);
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const readDuration = (element: HTMLAudioElement) =>
    setDuration(Number.isFinite(element.duration) ? Math.round(element.duration) : null);

  return (
    <section aria-label="Preview" className="space-y-2">
      {/* biome-ignore lint/a11y/useMediaCaption: an audio preview of a recording has no captions to offer. */}
      <audio
        ref={audio}
        src={url}
        preload="none"
        data-testid="preview-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => readDuration(event.currentTarget)}
        onDurationChange={(event) => readDuration(event.currentTarget)}
      />
      {started ? (
        <Suspense fallback={null}>
          <PreviewControls
            playing={playing}
            position={position}
            duration={duration}
            title={title}
            onToggle={toggle}
            onSeek={(seconds) => {
              if (audio.current) audio.current.currentTime = seconds;
            }}
          />
        </Suspense>
      ) : (
        <Button type="button" variant="outline" className="w-full" disabled={!hydrated} onClick={toggle}>
          <Headphones aria-hidden="true" />
          Listen to a preview
        </Button>
      )}
    </section>
  );
}

/** The sample pages in the browser's own PDF viewer, shown when asked, with a link for small screens. */
function PdfSample({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <section aria-label="Sample" className="space-y-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        aria-expanded={open}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        <BookOpen aria-hidden="true" />
        {open ? 'Hide the sample' : 'Read a sample'}
      </Button>
      {open ? (
        <>
          <iframe src={url} title={`Sample pages of ${title}`} className="h-[70vh] w-full rounded-lg border" />
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            Open the sample in a new tab
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </>
      ) : null}
    </section>
  );
}
