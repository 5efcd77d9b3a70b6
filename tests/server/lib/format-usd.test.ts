import { describe, expect, it } from 'vitest';
import { payoutSent, purchaseReceipt } from '../../../src/server/features/email/compose-email.js';
import { formatUsd } from '../../../src/server/lib/format-usd.js';

describe('money in e-mails', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('reads as en-US Intl reads it, grouped by thousands', () => {
    expect(formatUsd('1234.00')).toBe('$1,234.00');
    expect(formatUsd('15.00')).toBe('$15.00');
    for (const price of ['0.00', '0.99', '999.99', '1000.00', '12400.50', '1234567.89', '-1234.50'])
      expect(formatUsd(price)).toBe(usd.format(Number(price)));
    expect(() => formatUsd('free')).toThrow();
  });

  it('is how a receipt and a payout show amounts of a thousand dollars and more', () => {
    const receipt = purchaseReceipt('https://soul.test', {
      firstName: 'Ada',
      paymentId: 'pi_1',
      totalPrice: '1250.00',
      items: [{ productId: 1, title: 'Retreat', price: '1250.00', discount: null }],
      immediateAccessConsentAt: null,
    });
    expect(receipt.subject).toBe('Your Soul Market receipt: $1,250.00');
    expect(receipt.text).toContain('Retreat: $1,250.00\nTotal paid: $1,250.00 (USD)');
    const payout = payoutSent('https://soul.test', { firstName: 'Ada', amount: '2000.00', reference: 'tr_1' });
    expect(payout.subject).toBe('Your payout of $2,000.00 is on its way');
  });
});
