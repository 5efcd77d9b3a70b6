// Money as the web client and the server both write it. No zod here: the product page's first load imports it (the
// named price); the schema for prices on the wire is in price-string.ts.

/** The one currency the marketplace charges, records and pays out in. */
export const CURRENCY = 'usd';

export function centsToPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a user-typed price ("12", "12.5", "12.50") into cents; undefined when it is not one. */
export function priceToCents(text: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a buyer is told when the price they named is not one. */
export const NAMED_PRICE_MESSAGE = 'Name a price in dollars and cents, such as 5 or 4.50';
