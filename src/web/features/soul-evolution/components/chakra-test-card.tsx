import { Play } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { hasErrorCode } from '../../../lib/api-error';
import { useTestUnlock } from '../api/test-unlock';
import type { Chakra } from '../chakra-progress';
import { ChakraDot } from './chakra-dot';

/** One chakra on the test screen: colour, name, mantra and condition, with the screen's buttons. */
export function ChakraTestCard({ chakra, status, children }: { chakra: Chakra; status?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} data-testid={`chakra-card-${chakra.number}`}>
      <CardContent className="flex h-full flex-col gap-3 p-4 sm:p-6">
        <div className="flex items-center gap-3">
          <ChakraDot chakra={chakra} className="size-8" />
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {chakra.name} Chakra
            </h2>
            <p className="text-sm text-muted-foreground">
              Chakra {chakra.number} · mantra {chakra.mantra}
            </p>
          </div>
        </div>
        <p className="text-sm">{chakra.condition}.</p>
        {status}
        <div className="mt-auto flex flex-wrap gap-2">{children}</div>
      </CardContent>
    </Card>
  );
}

/** Plays the chakra's celebration here and now; nothing is recorded. */
export function ReplayButton({ label, onPlay }: { label: string; onPlay: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onPlay}>
      <Play aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * Runs the chakra's check on the server now: "Chakra Unlocked!" when it unlocked something, otherwise
 * "Test Complete" (already unlocked, or not yet earned); the button reads Testing... meanwhile.
 */
export function TestUnlockButton({ chakra }: { chakra: Chakra }) {
  const testUnlock = useTestUnlock();
  const run = () =>
    testUnlock.mutate(chakra.number, {
      onSuccess: ({ newAchievements }) =>
        newAchievements.length > 0
          ? toast({
              title: 'Chakra Unlocked!',
              description: `${newAchievements.map((achievement) => achievement.chakraName).join(', ')} activated.`,
            })
          : toast({
              title: 'Test Complete',
              description: `Nothing new was unlocked: the ${chakra.name} Chakra may already be unlocked, or its condition is not met yet.`,
            }),
      onError: (error) => {
        // A lost session has its own notice and goes to sign-in.
        if (hasErrorCode(error, 'unauthorized')) return;
        toast({ title: 'Test Failed', description: 'Failed to trigger chakra unlock test', variant: 'destructive' });
      },
    });
  return (
    <Button type="button" onClick={run} disabled={testUnlock.isPending}>
      {testUnlock.isPending ? 'Testing...' : 'Test Unlock'}
    </Button>
  );
}
