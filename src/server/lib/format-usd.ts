/**
 * "$1,234.00" from a decimal price string ("1234.00", as prices travel: contract/money.ts): how every
 * e-mail shows money (en-US, grouped by thousands, two decimals).
 */
export function formatUsd(price: string): string {
  const value = Number.parseFloat(price);
  if (!Number.isFinite(value)) throw new Error(`Not a price: ${price}`);
  // Rounded half away from zero on the decimal value (1.005 is 1.01), not on the binary one.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const sign = value < 0 && cents > 0 ? '-' : '';
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
