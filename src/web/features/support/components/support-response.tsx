import { Bot, Mail, RotateCcw, ThumbsDown, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefundStatus, SupportAnswer } from '../../../../contract/support';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CrisisResources } from '../../../components/crisis-resources';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { YOUR_REQUESTS_ID } from './my-requests';
import { categoryLabels } from '../../../lib/support-labels';
import { useMarkNotHelped } from '../api/submit-support-request';

const refundStatusText: Record<RefundStatus, string> = {
  approved: 'Refund approved',
  pending: 'Refund waiting for review by our team',
  refused: 'Refund not possible',
};

/** The assistant's answer: its text, what to do next, and whether a person will look at it. */
export function SupportResponse({ answer, onReset }: { answer: SupportAnswer; onReset(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const notHelped = useMarkNotHelped();
  // A person takes over when the rules say so, or when the asker says the answer did not help.
  const withPerson = answer.escalateToHuman || notHelped.isSuccess;

  return (
    <Card data-testid="support-response">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Bot aria-hidden="true" className="h-5 w-5 text-primary" />
            Our assistant's answer
          </h2>
          {withPerson ? (
            <Badge variant="warning" className="gap-1">
              <UserRound aria-hidden="true" className="h-3 w-3" /> Human Review Required
            </Badge>
          ) : answer.resolved ? (
            <Badge variant="success">Resolved by AI</Badge>
          ) : (
            <Badge variant="secondary">Answered by our assistant</Badge>
          )}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>Ticket:</dt>
            <dd className="font-medium text-foreground">#{answer.ticketId}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Category:</dt>
            <dd className="font-medium text-foreground" data-testid="support-category">
              {categoryLabels[answer.category]}
            </dd>
          </div>
          {answer.refundStatus ? (
            <div className="flex gap-1">
              <dt>Refund:</dt>
              <dd className="font-medium text-foreground">{refundStatusText[answer.refundStatus]}</dd>
            </div>
          ) : null}
        </dl>
      </CardHeader>
      <CardContent className="space-y-5">
        {answer.crisis ? <CrisisResources support={answer.crisis} headingLevel={3} /> : null}
        <p className="whitespace-pre-line leading-7" data-testid="support-response-text">
          <ReadableText>{answer.response}</ReadableText>
        </p>
        {answer.suggestedActions.length > 0 ? (
          <div className="space-y-2">
            <h3 className="font-semibold">Suggested next steps</h3>
            <ul className="list-disc space-y-1 pl-5">
              {answer.suggestedActions.map((action) => (
                <li key={action}>
                  <ReadableText>{action}</ReadableText>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {withPerson ? (
          <p
            role={notHelped.isSuccess ? 'status' : undefined}
            className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
          >
            A member of our team will review this ticket and reply under “Your requests” on this page within 24 hours (Monday to
            Friday, 9:00 to 17:00 GMT).
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={onReset} className="w-full sm:w-auto">
          <RotateCcw aria-hidden="true" /> Submit Another Request
        </Button>
        {withPerson ? null : (
          <Button
            type="button"
            variant="outline"
            onClick={() => notHelped.mutate(answer.ticketId)}
            disabled={notHelped.isPending}
            className="w-full sm:w-auto"
          >
            <ThumbsDown aria-hidden="true" /> {notHelped.isPending ? 'Sending to our team…' : 'This did not help'}
          </Button>
        )}
        {withPerson ? (
          <Button asChild className="w-full sm:w-auto">
            <a href={`#${YOUR_REQUESTS_ID}`}>
              <Mail aria-hidden="true" /> Contact Human Support
            </a>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
