import { Sparkles } from 'lucide-react';
import { cn } from '../lib/utils';

interface ProductImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The first screenful's image loads eagerly; the rest wait until they scroll near. */
  eager?: boolean;
}

/** A product's image, or a soft gradient placeholder when it has none. Fixed 4:3 so the grid never shifts. */
export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  if (!src) {
    return (
      <div
        className={cn(
          'flex aspect-[4/3] items-center justify-center bg-linear-to-br from-violet-200 via-purple-100 to-amber-100 dark:from-violet-900 dark:via-purple-950 dark:to-amber-950',
          className,
        )}
      >
        <Sparkles className="size-10 text-primary/70" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-[4/3] w-full object-cover', className)}
    />
  );
}
