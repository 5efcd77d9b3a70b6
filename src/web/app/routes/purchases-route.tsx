import { useAuth } from '../../lib/auth';
import PurchasesPage, { purchasesGridClass } from '../../features/purchases/pages/purchases-page';
import { useSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { SubscriptionList } from '../../features/subscriptions/components/subscription-list';

/** My Purchases with the buyer's subscriptions above what they own. */
export default function PurchasesRoute() {
  const { isAuthenticated } = useAuth();
  const subscribed = useSubscriptions(isAuthenticated).data ?? [];
  return (
    <PurchasesPage
      subscriptions={
        subscribed.length > 0 ? <SubscriptionList subscriptions={subscribed} className={purchasesGridClass} /> : undefined
      }
    />
  );
}
