import { z } from 'zod';

/** The one currency the marketplace charges, records and pays out in. */
export const CURRENCY = 'usd';

/** Prices travel as decimal strings with two places ("12.00"), as the spec's client reads them. */
export const priceString = z.string().regex(/^\d+\.\d{2}$/);

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
