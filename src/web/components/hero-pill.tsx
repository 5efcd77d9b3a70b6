import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

/** The rounded label above a page's main heading (landing, discover, creators). */
export function HeroPill({ children }: { children: ReactNode }) {
  return (
    <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/80 px-4 py-1.5 text-sm font-medium text-foreground">
      <Sparkles className="size-4 text-primary" aria-hidden="true" />
      {children}
    </p>
  );
}
