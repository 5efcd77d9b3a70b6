import { cn } from '../../../lib/utils';
import type { Chakra } from '../chakra-progress';

/** The chakra's colour as a small disc; decorative, its name is always written beside it. */
export function ChakraDot({ chakra, dimmed = false, className }: { chakra: Chakra; dimmed?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 shrink-0 rounded-full', dimmed && 'opacity-35', className)}
      style={{ backgroundColor: chakra.color }}
    />
  );
}
