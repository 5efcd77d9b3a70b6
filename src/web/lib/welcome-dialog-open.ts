import { useSyncExternalStore } from 'react';

/**
 * Whether the customer welcome dialog is open, so a celebration waits for it instead of playing over
 * it: one full-screen moment at a time.
 */
let open = false;
const listeners = new Set<() => void>();

export function setWelcomeDialogOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useWelcomeDialogOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
