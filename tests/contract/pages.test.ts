import { describe, expect, it } from 'vitest';
import { isPagePath, pages } from '../../src/contract/pages.js';

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

describe('page paths', () => {
  it('knows every page as the client router matches it, and nothing else', () => {
    for (const known of ['/', '/cart', '/cart/', '/CART', '/product/7', '/product/abc', '/r/friend-1', '/success'])
      expect(isPagePath(known), known).toBe(true);
    for (const unknown of ['/no-such-page', '/product', '/product/7/reviews', '/r/', '/cart/extra', '/carts'])
      expect(isPagePath(unknown), unknown).toBe(false);
  });
});
