import { COVER_HEIGHT, COVER_WIDTH, coverSrcSet } from '../../contract/product-image';
import { cn } from '../lib/utils';

interface ProductImageProps {
  /** `imagePlaceholder` is the cover's tiny blurred version (a data URL), painted underneath until the picture arrives. */
  cover: { imageUrl: string | null; imagePlaceholder: string | null };
  alt: string;
  /** How wide the image is drawn, so the browser picks the smallest width that is sharp enough. */
  sizes?: string;
  className?: string;
  /** The first screenful's image loads eagerly; the rest wait until they scroll near. */
  eager?: boolean;
}

// A card: one column on a phone, two from 640 px, three from 1024 px, at most 1280 px of page.
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * A product's cover, fixed at 4:3 with its width and height given so nothing shifts while it loads.
 * Only props decide the markup: the server-drawn pages hydrate it unchanged (decision 018).
 */
export function ProductImage({ cover, alt, sizes = CARD_SIZES, className, eager = false }: ProductImageProps) {
  const { imageUrl: src, imagePlaceholder: placeholder } = cover;
  const background = placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined;
  const frame = 'aspect-[4/3] w-full bg-muted bg-cover bg-center';
  // Only rows written around the upload path (tests, benchmarks) lack a cover: an empty frame, no stand-in art.
  if (!src) return <div className={cn(frame, className)} style={background} aria-hidden="true" />;
  return (
    <img
      src={src}
      srcSet={coverSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn(frame, 'object-cover', className)}
      style={background}
    />
  );
}
