/** A day as e-mails and messages name it, in UTC: "December 5, 2026". */
export const formatDay = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A moment to the minute, in UTC: "December 5, 2026 at 14:03 UTC". */
export const formatMoment = (date: Date) => `${formatDay(date)} at ${date.toISOString().slice(11, 16)} UTC`;
