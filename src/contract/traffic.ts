import { z } from 'zod';
import { recordId } from './ids.js';
import { priceString } from './price-string.js';
import { toSourceTag } from './source-tag.js';

/** A source tag in a request: optional, and never a reason to refuse it (a bad tag counts as direct). */
export const sourceTag = z.string().optional().catch(undefined).transform(toSourceTag);

/** POST /api/traffic/views: the product page's beacon, one per page view. */
export const recordVisitRequest = z.object({
  productId: recordId('productId must be a number'),
  source: sourceTag,
});
export type RecordVisitRequest = z.input<typeof recordVisitRequest>;

export const trafficPeriods = ['7d', '30d', '90d', 'all'] as const;
export type TrafficPeriod = (typeof trafficPeriods)[number];

/** GET /api/creator/traffic?period= */
export const trafficQuery = z.object({ period: z.enum(trafficPeriods).default('30d') });

/** Conversions are percentages with one decimal, null when nothing came before them. */
const rate = z.number().nullable();

export const trafficRow = z.object({
  source: z.string(),
  views: z.number().int(),
  carts: z.number().int(),
  sales: z.number().int(),
  revenue: priceString,
  viewToCart: rate,
  cartToSale: rate,
  viewToSale: rate,
});
export type TrafficRow = z.infer<typeof trafficRow>;

/**
 * The creator's views, add-to-carts and sales per source over the period (UTC days, `from` null for all
 * time), busiest source first, with the total row and the published products a tagged link can point to.
 */
export const trafficReport = z.object({
  period: z.enum(trafficPeriods),
  from: z.string().nullable(),
  to: z.string(),
  sources: z.array(trafficRow),
  total: trafficRow,
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TrafficReport = z.infer<typeof trafficReport>;
