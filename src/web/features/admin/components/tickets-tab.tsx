import type { AdminSupportTicket } from '../../../../contract/support';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { categoryLabels, issueTypeLabels, priorityLabels } from '../../../lib/support-labels';
import { useAnswerTicket, useSupportTickets } from '../api/support-tickets';
import { DecisionForm } from './decision-form';
import { QueueList } from './queue-list';

export function TicketsTab() {
  return (
    <QueueList
      query={useSupportTickets()}
      what="The ticket queue"
      empty="No tickets are waiting for a person."
      label="Tickets waiting for a person, most pressing first"
      renderItem={(ticket) => <Ticket ticket={ticket} />}
    />
  );
}

function Ticket({ ticket }: { ticket: AdminSupportTicket }) {
  const answer = useAnswerTicket();
  return (
    <Card data-testid="support-ticket">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          Ticket #{ticket.id}
          <Badge variant={ticket.category === 'safety' || ticket.category === 'crisis' ? 'destructive' : 'secondary'}>
            {categoryLabels[ticket.category]}
          </Badge>
          <Badge variant={ticket.priority === 'urgent' || ticket.priority === 'high' ? 'warning' : 'secondary'}>
            {priorityLabels[ticket.priority]}
          </Badge>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {issueTypeLabels[ticket.type]} from {ticket.user.firstName} {ticket.user.lastName} ({ticket.user.email}),{' '}
          {formatDate(ticket.createdAt)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-sm">{ticket.message}</p>
        <details className="rounded-md bg-secondary/60 p-3 text-sm">
          <summary className="cursor-pointer font-medium">What the assistant answered</summary>
          <p className="mt-2 whitespace-pre-line">{ticket.response}</p>
        </details>
        {ticket.replies.length > 0 ? (
          <div className="space-y-2">
            <p className="text-sm font-medium">Replies sent</p>
            <ul className="space-y-2">
              {ticket.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border p-3 text-sm">
                  <p className="text-xs text-muted-foreground">{formatDate(reply.createdAt)}</p>
                  <p className="whitespace-pre-line">{reply.body}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DecisionForm
          noteLabel={`Reply to ${ticket.user.firstName}`}
          noteHint="They read it under “Your requests” on the support page. Closing without a reply keeps this text as the audit note."
          choices={[
            { decision: 'reply', label: 'Send reply', variant: 'default' },
            { decision: 'reply-and-close', label: 'Send reply and close', variant: 'default' },
            { decision: 'close', label: 'Close without reply', variant: 'destructive' },
          ]}
          pending={answer.isPending}
          error={answer.error}
          onDecide={(decision, text) =>
            answer.mutate(
              decision === 'close'
                ? { id: ticket.id, close: { note: text } }
                : { id: ticket.id, reply: { body: text ?? '', close: decision === 'reply-and-close' } },
            )
          }
        />
      </CardContent>
    </Card>
  );
}
