import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** A native checkbox with its label beside it: the whole label is the target, and it stays a checkbox for readers. */
export function CheckboxField({
  id,
  checked,
  onCheckedChange,
  className,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
