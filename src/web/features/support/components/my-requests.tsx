import type { MyTicket } from '../../../../contract/support';
import { ListState } from '../../../components/list-state';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { formatDate } from '../../../lib/format';
import { issueTypeLabels } from '../../../lib/support-labels';
import { useMyTickets } from '../api/submit-support-request';

/** Where "Contact Human Support" leads: the requests a person handles, and their replies. */
export const YOUR_REQUESTS_ID = 'your-requests';

export function MyRequests() {
  const tickets = useMyTickets();
  return (
    <section
      id={YOUR_REQUESTS_ID}
      aria-labelledby={`${YOUR_REQUESTS_ID}-heading`}
      className="mx-auto max-w-3xl scroll-mt-20 space-y-4"
    >
      <h2 id={`${YOUR_REQUESTS_ID}-heading`} className="text-2xl font-semibold tracking-tight">
        Your requests
      </h2>
      {tickets.isPending || tickets.isError || tickets.data.length === 0 ? (
        <ListState
          loading={tickets.isPending}
          failed={tickets.isError}
          what="Your requests"
          empty="Requests our assistant hands to a person appear here, with the team’s replies."
        />
      ) : (
        <ul className="space-y-3">
          {tickets.data.map((ticket) => (
            <li key={ticket.id}>
              <Request ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Request({ ticket }: { ticket: MyTicket }) {
  return (
    <Card data-testid="my-request">
      <CardHeader className="gap-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          Ticket #{ticket.id}: {issueTypeLabels[ticket.type]}
          <Badge variant={ticket.status === 'closed' ? 'secondary' : 'warning'}>
            {ticket.status === 'closed' ? 'Closed' : 'Waiting for our team'}
          </Badge>
        </CardTitle>
        <p className="text-xs text-muted-foreground">Sent {formatDate(ticket.createdAt)}</p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="whitespace-pre-line">
          <ReadableText>{ticket.message}</ReadableText>
        </p>
        {ticket.replies.map((reply) => (
          <div key={reply.id} className="rounded-md bg-secondary/60 p-3">
            <p className="text-xs font-medium text-muted-foreground">Reply from our team, {formatDate(reply.createdAt)}</p>
            <p className="whitespace-pre-line">
              <ReadableText>{reply.body}</ReadableText>
            </p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
