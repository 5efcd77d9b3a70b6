import { Check, Circle } from 'lucide-react';
import type { CreatorLevel } from '../../../../contract/creator';
import { formatUsd } from '../../../lib/format';
import { cn } from '../../../lib/utils';

/** The impact tab's five-level tree, Apprentice to Soul Sage, with what each level takes in net sales. */
export function LevelTree({ level }: { level: CreatorLevel }) {
  return (
    <ol className="space-y-3" aria-label="Creator levels">
      {level.levels.map((step) => (
        <li
          key={step.level}
          aria-current={step.level === level.level ? 'step' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3',
            step.level === level.level && 'border-primary bg-primary/5',
            !step.reached && 'text-muted-foreground',
          )}
        >
          {step.reached ? (
            <Check className="size-5 text-primary" aria-hidden="true" />
          ) : (
            <Circle className="size-5" aria-hidden="true" />
          )}
          <span className="font-medium">
            Level {step.level}: {step.name}
          </span>
          <span className="ml-auto text-sm">
            {step.level === 1 ? 'First sale' : `${formatUsd(step.threshold)} net sales`}
            <span className="sr-only">{step.reached ? ', reached' : ', not reached yet'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
