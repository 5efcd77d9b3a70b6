import { useEffect, useRef, useState } from 'react';
import { toast } from './ui/use-toast';

// The spec's "copied" indicator time.
const COPIED_MS = 2000;

/** Copies text to the clipboard with the spec's notices; `copied` stays true for 2 s afterwards. */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Copy failed', description: 'Please manually select and copy the text', variant: 'destructive' });
    }
  };
  return { copied, copy };
}
