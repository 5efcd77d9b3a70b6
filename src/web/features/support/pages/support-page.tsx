import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import type { SupportAnswer } from '../../../../contract/support';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { SUPPORT_SIGN_IN_NOTICE } from '../api/submit-support-request';
import { SupportForm } from '../components/support-form';
import { SupportFaq } from '../components/support-faq';
import { MyRequests } from '../components/my-requests';
import { SupportInfoCards } from '../components/support-info-cards';
import { SupportResponse } from '../components/support-response';

export default function SupportPage() {
  useDocumentTitle('Support Centre');
  const { isLoading, isAuthenticated } = useRequireSignIn(SUPPORT_SIGN_IN_NOTICE);
  const [answer, setAnswer] = useState<SupportAnswer | null>(null);

  if (isLoading || !isAuthenticated) return <PageLoading />;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-3 text-center">
        <LifeBuoy aria-hidden="true" className="mx-auto h-10 w-10 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Support Centre</h1>
        <p className="mx-auto max-w-2xl leading-7 text-muted-foreground">
          Ask about downloads, refunds, payouts or anything else. Our AI assistant answers right away and hands anything it cannot
          resolve to our team.
        </p>
      </header>
      <div className="mx-auto max-w-3xl">
        {answer ? (
          <SupportResponse answer={answer} onReset={() => setAnswer(null)} />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">New support request</CardTitle>
              <CardDescription>Signed in: we link the request to your account.</CardDescription>
            </CardHeader>
            <CardContent>
              <SupportForm onAnswered={setAnswer} />
            </CardContent>
          </Card>
        )}
      </div>
      <MyRequests />
      <SupportInfoCards />
      <SupportFaq />
    </div>
  );
}
