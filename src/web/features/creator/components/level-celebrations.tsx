import { Crown } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CreatorLevel } from '../../../../contract/creator';
import { toast, useToast } from '../../../components/ui/use-toast';
import { readStored, writeStored } from '../../../lib/storage';

// The spec's storage keys and timings.
const LEVEL_KEY = 'lastSeenCreatorLevel';
const BADGES_KEY = 'lastSeenCreatorBadges';
const LEVEL_POPUP_MS = 3000;
const BADGE_TOAST_MS = 4000;

function storedBadges(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(BADGES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

type Badge = CreatorLevel['badges'][number];

/**
 * Celebrates what this browser has not seen yet: a level above the stored last-seen level (a popup
 * for 3 s) and each earned badge not in the stored list (a toast for 4 s). The popup lets clicks pass
 * through, so it never covers the dashboard's controls. Only one toast shows at a time, so a badge
 * waits for the notice on screen (an upload's success) to close rather than replacing it, and counts
 * as seen once its toast has shown.
 */
export function LevelCelebrations({ level }: { level?: CreatorLevel }) {
  const [popup, setPopup] = useState<{ level: number; name: string } | null>(null);
  const [unseenBadges, setUnseenBadges] = useState<Badge[]>([]);
  const { toasts } = useToast();

  useEffect(() => {
    if (!level) return;
    const lastSeen = Number(readStored(LEVEL_KEY) ?? 0) || 0;
    if (level.name && level.level > lastSeen) setPopup({ level: level.level, name: level.name });
    writeStored(LEVEL_KEY, String(level.level));

    const earned = level.badges.filter((badge) => badge.earned);
    // A badge lost (ratings fell) is forgotten, so earning it again is celebrated again.
    const seen = storedBadges().filter((id) => earned.some((badge) => badge.id === id));
    writeStored(BADGES_KEY, JSON.stringify(seen));
    setUnseenBadges(earned.filter((badge) => !seen.includes(badge.id)));
  }, [level]);

  const next = unseenBadges[0];
  const toastOpen = toasts.some((item) => item.open);
  useEffect(() => {
    if (!next || toastOpen) return;
    const seen = storedBadges();
    // Already shown by a repeated run of this effect.
    if (!seen.includes(next.id)) {
      toast({ title: `Badge earned: ${next.name}`, description: next.description, duration: BADGE_TOAST_MS });
      writeStored(BADGES_KEY, JSON.stringify([...seen, next.id]));
    }
    setUnseenBadges((badges) => badges.filter((badge) => badge.id !== next.id));
  }, [next, toastOpen]);

  useEffect(() => {
    if (!popup) return;
    const timer = window.setTimeout(() => setPopup(null), LEVEL_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [popup]);

  if (!popup) return null;
  return (
    <div
      role="status"
      data-testid="level-up-popup"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 mx-auto w-fit rounded-xl border bg-card px-6 py-4 text-center shadow-lg motion-safe:animate-in motion-safe:fade-in"
    >
      <Crown className="mx-auto mb-1 size-8 text-primary" aria-hidden="true" />
      <p className="text-lg font-bold">Level up!</p>
      <p className="text-sm text-muted-foreground">
        You are now Level {popup.level}: {popup.name}
      </p>
    </div>
  );
}
