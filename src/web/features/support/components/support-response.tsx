import { Bot, Mail, RotateCcw, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefundStatus, SupportAnswer, SupportRequest } from '../../../../contract/support';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { SUPPORT_EMAIL } from '../../../config/contact';
import { categoryLabels, issueTypeLabels, priorityLabels } from '../labels';

const refundStatusText: Record<RefundStatus, string> = {
  approved: 'Refund approved',
  pending: 'Refund waiting for review by our team',
  refused: 'Refund not possible',
};

/** An e-mail to the team that carries the ticket, so nobody has to ask for it again. */
function humanSupportHref(answer: SupportAnswer, request: SupportRequest) {
  const type = issueTypeLabels[request.type ?? 'general'];
  const priority = priorityLabels[request.priority ?? 'medium'];
  const subject = `Support ticket #${answer.ticketId}: ${type}, ${priority} priority (${categoryLabels[answer.category]})`;
  const lines = [`Ticket: #${answer.ticketId}`];
  if (request.productId) lines.push(`Product ID: ${String(request.productId)}`);
  lines.push('', 'My request:', request.message);
  const body = lines.join('\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The assistant's answer: its text, what to do next, and whether a person will look at it. */
export function SupportResponse({
  answer,
  request,
  onReset,
}: {
  answer: SupportAnswer;
  request: SupportRequest;
  onReset(): void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

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
          {answer.escalateToHuman ? (
            <Badge variant="warning" className="gap-1">
              <UserRound aria-hidden="true" className="h-3 w-3" /> Human Review Required
            </Badge>
          ) : (
            <Badge variant="success">Resolved by AI</Badge>
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
        {answer.escalateToHuman ? (
          <p className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
            A member of our team will review this ticket and reply by e-mail within 24 hours (Monday to Friday, 9:00 to 17:00
            GMT).
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={onReset} className="w-full sm:w-auto">
          <RotateCcw aria-hidden="true" /> Submit Another Request
        </Button>
        {answer.escalateToHuman ? (
          <Button asChild className="w-full sm:w-auto">
            <a href={humanSupportHref(answer, request)}>
              <Mail aria-hidden="true" /> Contact Human Support
            </a>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
