import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/contract/cart.js';
import { cartTotal } from '../../../src/web/lib/cart-total.js';

const item = (price: string) => ({ price }) as CartItem;

describe('cart total', () => {
  it('adds prices in cents, without float drift', () => {
    expect(cartTotal([item('0.10'), item('0.20')])).toBe('0.30');
    expect(cartTotal([item('12.00'), item('14.99'), item('9.50')])).toBe('36.49');
    expect(cartTotal([])).toBe('0.00');
  });
});
