import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMonth, formatRating, formatUsd } from '../../../src/web/lib/format.js';

// The page formats by hand (Intl's first use is a long task on a phone); these must read as en-US Intl does.
describe('formatting without Intl', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat('en-US');
  const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

  it('prices read as Intl reads them, rounding half away from zero on the decimal value', () => {
    expect(formatUsd('12.00')).toBe('$12.00');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(-5)).toBe('-$5.00');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd('not a price')).toBe('N/A');
    for (const value of [0, 0.1 + 0.2, 2.675, 19.99, 999.995, -1234.5, 12400, 9999.5, 49.5, 1e9 + 0.25]) {
      expect(formatUsd(value)).toBe(usd.format(value));
      expect(formatUsd(String(value))).toBe(usd.format(value));
      expect(formatUsd(value, { wholeDollars: true })).toBe(wholeUsd.format(value));
    }
  });

  it('counts are grouped by thousands', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatCount(value)).toBe(count.format(value));
  });

  it('dates read as the long en-US date in the local time zone', () => {
    for (const iso of ['2026-11-23T10:00:00.000Z', '2024-02-29T23:59:59.000Z', '1999-01-01T00:00:00.000Z'])
      expect(formatDate(iso)).toBe(longDate.format(new Date(iso)));
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('yesterday')).toBe('N/A');
  });

  it('months read as the short en-US month and two-digit year, as the revenue chart labels them', () => {
    const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
    for (const month of ['2026-03', '2025-12', '2000-01', '1999-09'])
      expect(formatMonth(month)).toBe(shortMonth.format(new Date(`${month}-01T00:00:00Z`)));
    expect(formatMonth('soon')).toBe('N/A');
  });

  it('ratings have one decimal, and a stand-in when there are no reviews', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe((4.25).toFixed(1));
    expect(formatRating(null)).toBe('—');
    expect(formatRating(null, 'New')).toBe('New');
  });
});
