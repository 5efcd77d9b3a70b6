import { CalendarX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelByLink } from '../api/cancel-by-link';

/**
 * The page of the reminder e-mail's cancel link: /cancel-subscription?token=... Opening the link is the
 * one click (docs/decisions/059): the page cancels as it opens, without a password, and says until
 * when access lasts. Cancelling is at the period's end, so nothing already given is taken away.
 */
export default function CancelSubscriptionPage() {
  useDocumentTitle('Cancel your subscription');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const cancel = useCancelByLink();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    cancel.mutate(token);
  }, [token, cancel]);

  const answer = cancel.data;
  const text = answer
    ? `Your subscription to “${answer.title}” ${answer.outcome === 'cancelled' ? 'is cancelled' : 'was already cancelled'}. Nothing more will be charged, and you keep access until ${formatDate(answer.accessUntil)}.`
    : cancel.isError
      ? errorMessage(cancel.error, 'Your subscription could not be cancelled.')
      : token
        ? 'Cancelling your subscription...'
        : 'This link is incomplete. Open the link from the e-mail again.';
  return (
    <NoticeCard
      icon={CalendarX}
      title={
        answer?.outcome === 'already_cancelled'
          ? 'Already cancelled'
          : answer
            ? 'Subscription cancelled'
            : 'Cancel your subscription'
      }
      actions={
        <Button asChild variant="outline">
          <Link href={paths.purchases}>Your purchases and subscriptions</Link>
        </Button>
      }
    >
      <p role={cancel.isError ? 'alert' : 'status'}>{text}</p>
    </NoticeCard>
  );
}
