import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../src/contract/subscriptions';
import { PriceWithTerms } from '../../../src/web/components/price-with-terms';
import { SubscriptionCard, subscriptionState } from '../../../src/web/features/subscriptions/components/subscription-card';
import { renderWithApp, resetBetweenTests, stubApi } from '../render';

const base: Subscription = {
  id: 5,
  status: 'active',
  interval: 'month',
  price: '9.00',
  product: {
    id: 7,
    title: 'Guided Series',
    imageUrl: null,
    imagePlaceholder: null,
    fileName: 'series.pdf',
    fileSize: 2048,
    updatedAt: null,
    updateNote: null,
  },
  currentPeriodEnd: '2026-12-23T12:00:00.000Z',
  trialEndsAt: null,
  canceledAt: null,
  nextAttemptAt: null,
  hasAccess: true,
};

resetBetweenTests();

describe('a subscription on the purchases page', () => {
  it('says where it stands in each state', () => {
    expect(subscriptionState(base)).toBe('Renews on December 23, 2026');
    expect(subscriptionState({ ...base, status: 'trialing', trialEndsAt: base.currentPeriodEnd })).toBe(
      'Trial ends on December 23, 2026 · Renews on December 23, 2026',
    );
    expect(subscriptionState({ ...base, status: 'past_due', nextAttemptAt: '2026-12-24T12:00:00.000Z' })).toBe(
      'Payment failed — we will retry on December 24, 2026',
    );
    expect(subscriptionState({ ...base, status: 'canceled', canceledAt: '2026-12-01T00:00:00.000Z' })).toBe(
      'Access until December 23, 2026',
    );
    expect(subscriptionState({ ...base, status: 'canceled', hasAccess: false })).toBe('Access ended on December 23, 2026');
  });

  it('shows a new version of the file with its note while the subscription gives access, not after', () => {
    // The card reads the cart and purchases for its buttons; nothing of theirs is asserted here.
    stubApi(() => ({ body: [] }));
    const updated = {
      ...base,
      product: { ...base.product, updatedAt: '2026-12-02T09:00:00.000Z', updateNote: 'Two new evening practices.' },
    };
    const { unmount } = renderWithApp(<SubscriptionCard subscription={updated} />);
    expect(screen.getByTestId('product-updated').textContent).toContain('Updated');
    expect(screen.getByText('Two new evening practices.')).toBeTruthy();
    unmount();
    renderWithApp(<SubscriptionCard subscription={{ ...updated, status: 'canceled', hasAccess: false }} />);
    expect(screen.queryByTestId('product-updated')).toBeNull();
  });

  it('cancels only after the buyer confirms, then shows the access left', async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/subscriptions/5/cancel')
        return { body: { ...base, status: 'canceled', canceledAt: '2026-12-01T00:00:00.000Z' } };
      if (method === 'GET' && url === '/api/subscriptions') return { body: [] };
      return undefined;
    });
    renderWithApp(<SubscriptionCard subscription={base} />);
    expect(screen.getByText('$9.00 / month')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    // The confirmation's code loads on the first press.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You keep access until December 23, 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Closed, it gives the focus back to the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel subscription' })));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/subscriptions/5/cancel']);
  });
});

describe('a price with its terms', () => {
  it('reads per interval with the free trial stated, and plainly for a one-time product', () => {
    renderWithApp(
      <>
        <PriceWithTerms price="9.00" terms={{ interval: 'month', trialDays: 7 }} />
        <PriceWithTerms price="90.00" terms={{ interval: 'year', trialDays: 0 }} />
        <PriceWithTerms price="12.00" terms={null} />
      </>,
    );
    expect(screen.getByText('$9.00 / month')).toBeTruthy();
    expect(screen.getByText('7-day free trial')).toBeTruthy();
    expect(screen.getByText('$90.00 / year')).toBeTruthy();
    expect(screen.getByText('$12.00')).toBeTruthy();
    expect(screen.getAllByText(/free trial/)).toHaveLength(1);
  });
});
