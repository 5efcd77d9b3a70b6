import { useEffect, useState, type ReactNode } from 'react';

// The spec's toast rules: one visible at a time; a dismissed toast is removed from memory after this delay.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Display time in ms; the provider's 5000 ms when not set. */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open'>;

type Action =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

let memory: ToastItem[] = [];
const listeners = new Set<(toasts: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function reduce(toasts: ToastItem[], action: Action): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'update':
      return toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: Action) {
  if (action.type === 'dismiss') {
    for (const t of memory) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  memory = reduce(memory, action);
  for (const listener of listeners) listener(memory);
}

/** Shows a notice; answers handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return {
    id,
    update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'dismiss', id }),
  };
}

export function useToast() {
  const [toasts, setToasts] = useState(memory);
  useEffect(() => {
    listeners.add(setToasts);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return { toasts, toast, dismiss: (id?: string) => dispatch({ type: 'dismiss', id }) };
}
