// Written out by hand rather than with Intl: a page's first Intl formatter loads the browser's locale
// data, one long task (about 250 ms on Lighthouse's slowed-down phone) on the first load of every page.
// The output is en-US, as the server draws it and the browser hydrates it.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1,234" from a count. */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.round(Math.abs(value))))}`;
}

/** "$12.00" from a decimal price string ("12.00") or a number of dollars; `wholeDollars` gives "$12". */
export function formatUsd(amount: string | number, { wholeDollars = false } = {}): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) return 'N/A';
  // Rounded half away from zero on the decimal value (1.005 is 1.01), as Intl does; not on the binary one.
  const units = Math.round(Number((Math.abs(value) * (wholeDollars ? 1 : 100)).toPrecision(15)));
  const sign = value < 0 && units > 0 ? '-' : '';
  if (wholeDollars) return `${sign}$${groupThousands(String(units))}`;
  return `${sign}$${groupThousands(String(Math.floor(units / 100)))}.${String(units % 100).padStart(2, '0')}`;
}

const MEGABYTE = 1024 * 1024;

/** File sizes in MB with one decimal, as every product view shows them; a small file reads "< 0.1 MB", not "0.0 MB". */
export function formatMegabytes(bytes: number): string {
  if (bytes < 0.05 * MEGABYTE) return '< 0.1 MB';
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** "November 23, 2026" in the visitor's time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday, November 27, 2026" in the visitor's time zone. */
export function formatWeekdayDate(iso: string | null | undefined): string {
  const date = formatDate(iso);
  return date === 'N/A' ? date : `${WEEKDAYS[new Date(iso!).getDay()]}, ${date}`;
}

/** "November 23, 2026 at 14:05" in the visitor's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(iso)} at ${time}`;
}

const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/** "Mar 26" from a calendar month "2026-03" (no time zone: the month is the month named). */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  const name = SHORT_MONTHS[Number(number) - 1];
  if (!year || !name) return 'N/A';
  return `${name} ${year.slice(-2)}`;
}

/**
 * A star rating with one decimal ("4.5"), as every view shows it; `none` stands where there are no
 * reviews yet (the Honesty rule: never a made-up figure).
 */
export function formatRating(rating: number | null, none = '—'): string {
  return rating === null ? none : rating.toFixed(1);
}

/** "$9.00 / month" for a subscription, "$9.00" for a one-time price. */
export function formatPricePer(price: string, interval: 'month' | 'year' | null | undefined): string {
  return interval ? `${formatUsd(price)} / ${interval}` : formatUsd(price);
}

/** "7-day free trial", or null when there is none. */
export function trialLabel(trialDays: number | undefined): string | null {
  return trialDays && trialDays > 0 ? `${trialDays}-day free trial` : null;
}

/** "November 2026": the month and year of a moment, in UTC so the server's drawing and the browser's agree. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
