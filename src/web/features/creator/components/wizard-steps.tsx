import { Check } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { WIZARD_STEPS } from '../upload-form';

/** The three steps as an ordered list; finished steps carry a check mark. */
export function WizardSteps({ current }: { current: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Upload steps">
      {WIZARD_STEPS.map((name, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary',
                !done && !active && 'border-muted-foreground/40 text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cn('text-xs font-medium sm:text-sm', active ? 'text-foreground' : 'text-muted-foreground')}>
              {name}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
