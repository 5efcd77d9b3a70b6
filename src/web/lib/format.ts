const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.00" from a decimal price string ("12.00") or a number of dollars. */
export function formatUsd(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? usd.format(value) : 'N/A';
}

const MEGABYTE = 1024 * 1024;

/** File sizes in MB with one decimal, as every product view shows them; a small file reads "< 0.1 MB", not "0.0 MB". */
export function formatMegabytes(bytes: number): string {
  if (bytes < 0.05 * MEGABYTE) return '< 0.1 MB';
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : longDate.format(date);
}

/** "$9.00 / month" for a subscription, "$9.00" for a one-time price. */
export function formatPricePer(price: string, interval: 'month' | 'year' | null | undefined): string {
  return interval ? `${formatUsd(price)} / ${interval}` : formatUsd(price);
}

/** "7-day free trial", or null when there is none. */
export function trialLabel(trialDays: number | undefined): string | null {
  return trialDays && trialDays > 0 ? `${trialDays}-day free trial` : null;
}
