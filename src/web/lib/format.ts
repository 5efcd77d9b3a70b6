const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.00" from a decimal price string ("12.00") or a number of dollars. */
export function formatUsd(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? usd.format(value) : 'N/A';
}

/** File sizes in MB with one decimal, as every product view shows them. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : longDate.format(date);
}
