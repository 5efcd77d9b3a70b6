import { BookHeart, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import type { JournalEntryAnswer } from '../../../../contract/journal';
import { CrisisResources } from '../../../components/crisis-resources';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GuidancePanel } from '../components/guidance-panel';
import { JOURNAL_NAME, ReflectionForm } from '../components/reflection-form';

export default function JournalPage() {
  useDocumentTitle(JOURNAL_NAME);
  const [entry, setEntry] = useState<JournalEntryAnswer | null>(null);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-3 text-center">
        <BookHeart aria-hidden="true" className="mx-auto h-10 w-10 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{JOURNAL_NAME}</h1>
        <p className="mx-auto max-w-2xl leading-7 text-muted-foreground">
          <ReadableText>
            Write about something that happened today and the good you found in it. Our AI assistant answers with a spiritual
            insight, a question to grow with and a short practice for your body.
          </ReadableText>
        </p>
      </header>
      <details className="group mx-auto max-w-2xl text-center text-sm" data-testid="need-to-talk">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <LifeBuoy aria-hidden="true" className="h-4 w-4" />
          Need to talk to someone now?
        </summary>
        <div className="mt-3 text-left">
          <CrisisResources support="all" />
        </div>
      </details>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Today's reflection</CardTitle>
          <CardDescription>At least 10 characters. No account needed.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReflectionForm onAnswered={setEntry} />
        </CardContent>
      </Card>
      {entry ? <GuidancePanel entry={entry} /> : null}
    </div>
  );
}
