// Figures and addresses that several policies quote; one place so the pages never disagree.
// The fee and payout figures must match the fee policy the server applies to every sale.
export const LAST_UPDATED = '22 November 2026';

export const PLATFORM_FEE = '10% of the sale price';
export const PROCESSING_FEE = '2.9% + $0.30 per sale';
export const MINIMUM_PAYOUT = '$20';
export const PAYOUT_SCHEDULE = 'weekly on Fridays';
export const PAYOUT_ARRIVAL = '3-5 business days';

export { PRIVACY_EMAIL, SECURITY_EMAIL, SUPPORT_EMAIL } from '../../../config/contact';
export const LOCATION = 'London, United Kingdom';
export const CONTACT_HOURS = 'We aim to reply within 24 hours, Monday to Friday, 9:00 to 17:00 UK time.';

export const mailto = (address: string) => ({ label: address, href: `mailto:${address}` });
