import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Chakra } from '../chakra-progress';

// The spec's celebration timings.
export const MANTRA_DELAY_MS = 1000;
export const CELEBRATION_MS = 5000;

/**
 * A chakra's celebration: its colour, name and, after a second, its mantra; it closes by itself after
 * five seconds, on Escape or on any click. Focus moves to it and goes back where it was; the glow only
 * pulses for visitors who have not asked for reduced motion.
 */
export function CelebrationOverlay({ chakra, onClose }: { chakra: Chakra; onClose: () => void }) {
  const [showMantra, setShowMantra] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const mantraId = useId();
  // The latest onClose without restarting the timers when the parent draws a new function.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const mantraTimer = window.setTimeout(() => setShowMantra(true), MANTRA_DELAY_MS);
    const closeTimer = window.setTimeout(() => close.current(), CELEBRATION_MS);
    return () => {
      window.clearTimeout(mantraTimer);
      window.clearTimeout(closeTimer);
    };
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      // The close button is the one control: Tab stays on it while the dialog is open.
      if (event.key === 'Tab') event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the focused close button are the keyboard's way out; the click is a pointer shortcut.
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={mantraId}
      data-testid="chakra-celebration"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4"
      onClick={() => close.current()}
    >
      <div className="relative w-full max-w-sm rounded-2xl border bg-card p-8 text-center text-card-foreground shadow-2xl">
        <Button
          ref={closeButton}
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          aria-label="Close celebration"
        >
          <X aria-hidden="true" />
        </Button>
        <div
          aria-hidden="true"
          data-testid="chakra-glow"
          className="mx-auto mb-6 size-28 rounded-full motion-safe:animate-pulse"
          style={{ backgroundColor: chakra.color, boxShadow: `0 0 48px 12px ${chakra.color}` }}
        />
        <p className="text-sm font-medium uppercase tracking-widest text-muted-foreground">Chakra activated</p>
        <h2 id={titleId} className="mt-1 text-3xl font-bold">
          {chakra.name} Chakra
        </h2>
        <p id={mantraId} aria-live="polite" className="mt-4 min-h-12 text-4xl font-extrabold tracking-[0.3em]">
          {showMantra ? (
            <>
              <span className="sr-only">Mantra: </span>
              {chakra.mantra}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
