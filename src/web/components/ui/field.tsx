import type { ReactNode } from 'react';
import { Label } from './label';

/** Label, control, hint and error for one form field; the control takes its ids from fieldAria. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {/* A hint the error repeats (the password rule) is said once, as the error. */}
      {hint && hint !== error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The id and the invalid and described-by attributes that tie a control to its Field. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}
