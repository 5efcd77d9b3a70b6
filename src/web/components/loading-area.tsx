import type { ReactNode } from 'react';

/** Placeholders for content on its way, announced once to screen readers by `label`. */
export function LoadingArea({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
