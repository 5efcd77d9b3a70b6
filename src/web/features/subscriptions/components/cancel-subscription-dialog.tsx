import { focusOnClose } from '../../../lib/on-demand-dialog';
import type { RefObject } from 'react';
import type { Subscription } from '../../../../contract/subscriptions';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';

/** "Cancel this subscription?", opened from its card's button (subscription-card.tsx). */
export default function CancelSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const cancel = useCancelSubscription();
  const keepsAccess = subscription.status !== 'past_due';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(returnFocusTo)}>
        <DialogTitle>Cancel {subscription.product.title}?</DialogTitle>
        <DialogDescription>
          {keepsAccess
            ? `Nothing more will be charged. You keep access until ${formatDate(subscription.currentPeriodEnd)}.`
            : 'Nothing more will be charged, and your access ends now.'}
        </DialogDescription>
        {cancel.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(cancel.error, 'We could not cancel it. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(subscription.id, { onSuccess: () => onOpenChange(false) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel'}
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep subscription
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
