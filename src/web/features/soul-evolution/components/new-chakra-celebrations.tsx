import { useEffect, useState } from 'react';
import { chakraByNumber } from '../chakra-progress';
import { chakrasToCelebrate, markChakraSeen } from '../seen-chakras';
import { CelebrationOverlay } from './celebration-overlay';

/**
 * Celebrates, one after another, the active chakras this browser has not seen yet (compared with
 * `lastSeenChakras`); each counts as seen once its overlay has closed.
 */
export function NewChakraCelebrations({ active }: { active: readonly number[] }) {
  const [queue, setQueue] = useState<number[]>([]);
  const activeKey = active.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeKey stands for the list's contents (a refetch draws a new array with the same chakras).
  useEffect(() => {
    setQueue(chakrasToCelebrate(active));
  }, [activeKey]);

  const current = queue[0];
  const chakra = current === undefined ? undefined : chakraByNumber(current);
  if (current === undefined || !chakra) return null;
  return (
    <CelebrationOverlay
      key={current}
      chakra={chakra}
      onClose={() => {
        markChakraSeen(current, active);
        setQueue((waiting) => waiting.slice(1));
      }}
    />
  );
}
