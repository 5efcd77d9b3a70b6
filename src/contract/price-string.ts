import { z } from 'zod';

/** Prices travel as decimal strings with two places ("12.00"), as the spec's client reads them. */
export const priceString = z.string().regex(/^\d+\.\d{2}$/);
