import { CheckCircle2, Circle, Clock, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import { CORE_FOUR_TASKS, loadCompleted, localDay, progressPercent, saveCompleted } from '../core-four';

const TOTAL_MINUTES = CORE_FOUR_TASKS.reduce((sum, task) => sum + task.timeEstimate, 0);

/** The daily four-task checklist, kept on this device for today only. */
export function CoreFourChecklist() {
  const [day, setDay] = useState(localDay);
  const [completed, setCompleted] = useState(() => loadCompleted(localDay()));

  // A page left open past midnight starts the new day empty when the creator comes back to it.
  useEffect(() => {
    const refresh = () => {
      const today = localDay();
      if (today === day) return;
      setDay(today);
      setCompleted(loadCompleted(today));
    };
    document.addEventListener('visibilitychange', refresh);
    const timer = setInterval(refresh, 60_000);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      clearInterval(timer);
    };
  }, [day]);

  const toggle = (id: string) => {
    const today = localDay();
    const base = today === day ? completed : [];
    const next = base.includes(id) ? base.filter((taskId) => taskId !== id) : [...base, id];
    setDay(today);
    setCompleted(next);
    saveCompleted(today, next);
  };

  const percent = progressPercent(completed.length);
  const allDone = completed.length === CORE_FOUR_TASKS.length;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Energetic Core Four</CardTitle>
        <CardDescription>
          Four small practices, about {TOTAL_MINUTES} minutes in total, that keep your one product alive without burning you out.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span>Today&apos;s progress</span>
            <span className="font-semibold" data-testid="core-four-percent">
              {percent}%
            </span>
          </div>
          <Progress value={percent} label="Core Four progress" />
        </div>

        {allDone ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100"
          >
            <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">All four done. Your energy is aligned for today.</p>
              <p className="text-sm">Rest now: the list starts fresh tomorrow.</p>
            </div>
          </div>
        ) : null}

        <ul className="space-y-3">
          {CORE_FOUR_TASKS.map((task) => {
            const done = completed.includes(task.id);
            return (
              <li key={task.id}>
                <button
                  type="button"
                  aria-pressed={done}
                  onClick={() => toggle(task.id)}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    done && 'border-primary/50 bg-secondary/60',
                  )}
                >
                  {done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className="flex-1">
                    <span className={cn('block font-medium', done && 'line-through decoration-primary/60')}>{task.title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{task.description}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {task.timeEstimate} min
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
