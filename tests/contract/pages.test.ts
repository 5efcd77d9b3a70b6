import { describe, expect, it } from 'vitest';
import { pages } from '../../src/contract/pages.js';

describe('page links', () => {
  it('is the path itself without values', () => {
    expect(pages.signIn.href()).toBe('/sign-in');
    expect(pages.home.href({ search: undefined })).toBe('/');
  });

  it('fills the path names, encoded, and sends the rest as the query in the order given', () => {
    expect(pages.product.href({ id: 7 })).toBe('/product/7');
    expect(pages.referral.href({ code: 'a/b' })).toBe('/r/a%2Fb');
    expect(pages.dashboard.href({ tab: 'settings', confirm: 't o+k' })).toBe('/dashboard?tab=settings&confirm=t%20o%2Bk');
    expect(pages.signIn.href({ returnTo: '/earnings?tab=payouts' })).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/earnings?tab=payouts')}`,
    );
  });
});
