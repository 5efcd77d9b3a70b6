import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { CHAKRA_COUNT } from '../../../../contract/soul-evolution';
import { cn } from '../../../lib/utils';
import { useBeginNewCycle } from '../api/begin-new-cycle';
import { useSoulEvolution } from '../api/get-soul-evolution';
import { useSoulEvolutionStats } from '../api/get-soul-evolution-stats';
import { type ChakraState, chakraProgress } from '../chakra-progress';
import { ChakraDot } from './chakra-dot';
import { NewChakraCelebrations } from './new-chakra-celebrations';
import { SoulEvolutionCardLoading } from './soul-evolution-card-loading';

const STATE_LABEL: Record<ChakraState, string> = { active: 'Active', ready: 'Ready to Unlock!', locked: 'Locked' };
const STATE_STYLE: Record<ChakraState, string> = {
  active: 'font-semibold text-emerald-700 dark:text-emerald-300',
  ready: 'font-semibold text-primary',
  locked: 'text-muted-foreground',
};

/** The compact Soul Evolution card: the seven chakras, the next one, progress, and a new cycle once all are active. */
export function SoulEvolutionCard() {
  const record = useSoulEvolution();
  const stats = useSoulEvolutionStats();
  const newCycle = useBeginNewCycle();
  const titleId = useId();

  if (record.isError || stats.isError) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          Your Soul Evolution could not be loaded. Reload the page to try again.
        </p>
      </Card>
    );
  }
  if (!record.data || !stats.data) return <SoulEvolutionCardLoading />;

  const progress = chakraProgress(record.data, stats.data);
  const { totalBuddhas } = record.data;
  return (
    <Card aria-labelledby={titleId} role="region" data-testid="soul-evolution-card">
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            Soul Evolution
          </h2>
          <p className="text-sm text-muted-foreground">
            {progress.activeCount} of {CHAKRA_COUNT} chakras active ({progress.percent}%)
            {totalBuddhas > 0 ? ` · ${totalBuddhas === 1 ? '1 cycle' : `${totalBuddhas} cycles`} completed` : ''}
          </p>
        </div>
        <Progress value={progress.percent} label="Soul Evolution progress" />
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Chakras">
          {progress.chakras.map(({ chakra, state }) => (
            <li
              key={chakra.number}
              data-testid={`chakra-${chakra.number}`}
              data-state={state}
              className={cn('flex items-center gap-2 rounded-lg border p-2 text-sm', state === 'ready' && 'border-primary')}
            >
              <ChakraDot chakra={chakra} dimmed={state === 'locked'} />
              <span className="min-w-0">
                <span className="block truncate font-medium">{chakra.name}</span>
                <span className={cn('block text-xs', STATE_STYLE[state])}>{STATE_LABEL[state]}</span>
              </span>
            </li>
          ))}
        </ul>
        {progress.enlightened ? (
          <div className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">Enlightenment Achieved! You have activated all chakras. Begin a new cycle!</p>
            <div className="flex flex-col gap-1">
              <Button type="button" onClick={() => newCycle.mutate()} disabled={newCycle.isPending}>
                {newCycle.isPending ? 'Beginning...' : 'Begin a New Cycle'}
              </Button>
              {newCycle.isError ? (
                <p role="alert" className="text-xs text-destructive dark:text-red-300">
                  The new cycle could not begin. Please try again.
                </p>
              ) : null}
            </div>
          </div>
        ) : progress.next ? (
          <p className="text-sm">
            <span className="font-medium">Next chakra: {progress.next.name}.</span>{' '}
            <span className="text-muted-foreground">{progress.next.condition}.</span>
          </p>
        ) : null}
      </CardContent>
      <NewChakraCelebrations active={record.data.activatedChakras} />
    </Card>
  );
}
