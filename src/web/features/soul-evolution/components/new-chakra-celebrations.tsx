import { useEffect, useState } from 'react';
import { useWelcomeDialogOpen } from '../../../lib/welcome-dialog-open';
import { chakraByNumber } from '../chakra-progress';
import { chakrasToCelebrate, markChakraSeen } from '../seen-chakras';
import { CelebrationOverlay } from './celebration-overlay';

/**
 * Celebrates, one after another, the active chakras this browser has not seen yet (compared with
 * `lastSeenChakras`); each counts as seen once its overlay has closed. They wait while the welcome
 * dialog is open.
 */
export function NewChakraCelebrations({ active }: { active: readonly number[] }) {
  const [queue, setQueue] = useState<number[]>([]);
  const welcoming = useWelcomeDialogOpen();
  const activeKey = active.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeKey stands for the list's contents (a refetch draws a new array with the same chakras).
  useEffect(() => {
    setQueue(chakrasToCelebrate(active));
  }, [activeKey]);

  const current = queue[0];
  const chakra = current === undefined ? undefined : chakraByNumber(current);
  if (welcoming || current === undefined || !chakra) return null;
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
