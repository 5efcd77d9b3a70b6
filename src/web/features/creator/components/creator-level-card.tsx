import { Award, Crown } from 'lucide-react';
import type { CreatorLevel } from '../../../../contract/creator';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatUsd } from '../../../lib/format';
import { cn } from '../../../lib/utils';

/** The compact level and badge display: level, progress to the next one, and each badge earned or not yet. */
export function CreatorLevelCard({ level }: { level?: CreatorLevel }) {
  if (!level) return <Skeleton className="h-28 w-full rounded-xl" />;
  return (
    <Card data-testid="creator-level">
      <CardContent className="grid gap-4 p-4 sm:p-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="space-y-2">
          <p className="flex items-center gap-2 font-semibold">
            <Crown className="size-5 text-primary" aria-hidden="true" />
            {level.name ? `Level ${level.level}: ${level.name}` : 'No level yet'}
          </p>
          <p className="text-sm text-muted-foreground">{nextStep(level)}</p>
          {level.next && <Progress value={level.progressToNext} label={`Progress to ${level.next.name}`} />}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Badges">
          {level.badges.map((badge) => (
            <li
              key={badge.id}
              title={badge.description}
              className={cn(
                'flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
                badge.earned ? 'border-primary/40 bg-primary/10 text-foreground' : 'text-muted-foreground',
              )}
            >
              <Award className={cn('size-3.5', badge.earned ? 'text-primary' : 'opacity-60')} aria-hidden="true" />
              {badge.name}
              <span className={badge.earned ? 'sr-only' : undefined}>
                {badge.earned ? ': earned' : ` ${badge.current}/${badge.target}`}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function nextStep(level: CreatorLevel): string {
  if (!level.next) return `The highest level, with ${formatUsd(level.netSales)} in net sales.`;
  if (level.level === 0) return 'Your first sale makes you an Apprentice.';
  return `${level.progressToNext}% of the way to ${level.next.name} (${formatUsd(level.next.threshold)} in net sales; ${formatUsd(level.netSales)} so far).`;
}
