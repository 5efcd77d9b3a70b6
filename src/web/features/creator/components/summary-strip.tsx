import { DollarSign, Package, Repeat, ShoppingBag, Star, Users } from 'lucide-react';
import type { CreatorAnalytics, CreatorProduct } from '../../../../contract/creator';
import { StatCards } from '../../../components/ui/stat-cards';
import { formatRating, formatUsd } from '../../../lib/format';

export function SummaryStrip({
  analytics,
  products,
  loading,
}: {
  analytics?: CreatorAnalytics;
  products?: CreatorProduct[];
  loading: boolean;
}) {
  return (
    <StatCards
      loading={loading}
      stats={[
        {
          label: 'Total revenue',
          value: analytics ? formatUsd(analytics.totalRevenue) : 'N/A',
          icon: <DollarSign className="size-5" />,
        },
        {
          label: 'Total sales',
          value: analytics ? String(analytics.totalSales) : 'N/A',
          icon: <ShoppingBag className="size-5" />,
        },
        {
          label: 'Active products',
          value: products ? String(products.filter((product) => product.isActive).length) : 'N/A',
          icon: <Package className="size-5" />,
        },
        {
          label: 'Average rating',
          value: analytics ? formatRating(analytics.avgRating) : 'N/A',
          icon: <Star className="size-5" />,
          note: analytics && analytics.avgRating === null ? 'No reviews yet' : undefined,
        },
        // Only for a creator who sells a subscription or has subscribers.
        ...(products?.some((product) => product.isSubscription) || (analytics?.activeSubscribers ?? 0) > 0
          ? [
              {
                label: 'Active subscribers',
                value: analytics ? String(analytics.activeSubscribers) : 'N/A',
                icon: <Users className="size-5" />,
              },
              {
                label: 'Monthly recurring revenue',
                value: analytics ? formatUsd(analytics.monthlyRecurringRevenue) : 'N/A',
                icon: <Repeat className="size-5" />,
                note: 'Active subscriptions, per month',
              },
            ]
          : []),
      ]}
    />
  );
}
