import { useState } from 'react';
import { CHAKRAS } from '../../../../contract/soul-evolution';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAchievements } from '../api/get-achievements';
import { useSoulEvolution } from '../api/get-soul-evolution';
import type { Chakra } from '../chakra-progress';
import { CelebrationOverlay } from '../components/celebration-overlay';
import { ChakraTestCard, ReplayButton, TestUnlockButton } from '../components/chakra-test-card';
import { NewChakraCelebrations } from '../components/new-chakra-celebrations';

// Signed-out visitors preview the first four chakras.
const PREVIEW_COUNT = 4;

/** "/test-celebrations": test each chakra's unlock and replay its celebration; signed out, a preview. */
export default function TestCelebrationsPage() {
  useDocumentTitle('Chakra Celebration Test');
  const { isAuthenticated, isLoading } = useAuth();
  const [playing, setPlaying] = useState<Chakra | null>(null);
  if (isLoading) return <PageLoading />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Chakra Celebration Test</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        {isAuthenticated
          ? 'Test Unlock checks a chakra’s condition against your account now: it unlocks only what you have earned. Replay shows a celebration again without recording anything.'
          : 'Preview the celebration each chakra plays when it is unlocked. Sign in to see and test your own chakras.'}
      </p>
      {isAuthenticated ? <ChakraTests onPlay={setPlaying} /> : <SignedOutPreview onPlay={setPlaying} />}
      {playing ? <CelebrationOverlay key={playing.number} chakra={playing} onClose={() => setPlaying(null)} /> : null}
    </div>
  );
}

function ChakraTests({ onPlay }: { onPlay: (chakra: Chakra) => void }) {
  const record = useSoulEvolution();
  const achievements = useAchievements();
  const cycle = (record.data?.totalBuddhas ?? 0) + 1;
  const unlockedAt = (chakra: Chakra) =>
    achievements.data?.achievements.find((item) => item.chakraNumber === chakra.number && item.cycle === cycle)?.unlockedAt;

  const status = (chakra: Chakra) => {
    if (!record.data) return null;
    if (!record.data.activatedChakras.includes(chakra.number))
      return <p className="text-sm text-muted-foreground">Not active yet</p>;
    const since = unlockedAt(chakra);
    return (
      <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
        Active{since ? ` since ${formatDate(since)}` : ''}
      </p>
    );
  };

  return (
    <>
      {record.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive dark:text-red-300">
          Your active chakras could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CHAKRAS.map((chakra) => (
          <ChakraTestCard key={chakra.number} chakra={chakra} status={status(chakra)}>
            <TestUnlockButton chakra={chakra} />
            <ReplayButton label="Replay Celebration" onPlay={() => onPlay(chakra)} />
          </ChakraTestCard>
        ))}
      </div>
      {/* A test that unlocks a chakra celebrates it here, as the home page would on the next visit. */}
      {record.data ? <NewChakraCelebrations active={record.data.activatedChakras} /> : null}
    </>
  );
}

function SignedOutPreview({ onPlay }: { onPlay: (chakra: Chakra) => void }) {
  return (
    <>
      <Card className="mt-8">
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p>Sign in to test the unlocks of all seven chakras against your own account.</p>
          <Button asChild>
            <a href={paths.login}>Log In</a>
          </Button>
        </CardContent>
      </Card>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {CHAKRAS.slice(0, PREVIEW_COUNT).map((chakra) => (
          <ChakraTestCard key={chakra.number} chakra={chakra}>
            <ReplayButton label="Play Celebration" onPlay={() => onPlay(chakra)} />
          </ChakraTestCard>
        ))}
      </div>
    </>
  );
}
