import { describe, expect, it } from 'vitest';
import { payoutStatusDisplay } from '../../../src/web/features/payouts/payout-status.js';

describe('payout status display', () => {
  it('shows completed, pending and processing, and anything else as failed', () => {
    expect(
      ['completed', 'pending', 'processing', 'failed', 'reversed'].map((status) => payoutStatusDisplay(status).label),
    ).toEqual(['completed', 'pending', 'processing', 'failed', 'failed']);
  });
});
