import { z } from 'zod';
import { pathFirst } from './ids.js';
import { priceToCents } from './money.js';
import { priceString } from './price-string.js';
import { productIdParams } from './creator.js';

export const DISCOUNT_MESSAGES = {
  code: 'Use 3 to 20 letters, digits, - or _',
  percent: 'A percentage is a whole number from 1 to 100',
  amount: 'Enter an amount above zero, such as 5 or 4.50',
  maxUses: 'A limit is a whole number of uses above zero',
  expiresAt: 'Choose an expiry date in the future',
  minimum: 'Enter a minimum of 0 or more, such as 0 or 2.50',
} as const;

/** What a creator types for a new code; value is a percentage or an amount, by kind. */
export const discountCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,20}$/, DISCOUNT_MESSAGES.code),
  kind: z.enum(['percent', 'amount']),
  value: z.string().trim(),
  // An ISO date-time; the code stops working at that moment.
  expiresAt: z.iso.datetime({ offset: true, message: DISCOUNT_MESSAGES.expiresAt }).nullable().optional(),
  maxUses: z.number().int(DISCOUNT_MESSAGES.maxUses).positive(DISCOUNT_MESSAGES.maxUses).max(1_000_000).nullable().optional(),
});
export type DiscountCodeRequest = z.infer<typeof discountCodeRequest>;

/** Why a code's value is not one for its kind, or undefined when it is. */
export function discountValueProblem(request: { kind: 'percent' | 'amount'; value: string }): string | undefined {
  if (request.kind === 'percent')
    return /^\d{1,3}$/.test(request.value.trim()) && Number(request.value) >= 1 && Number(request.value) <= 100
      ? undefined
      : DISCOUNT_MESSAGES.percent;
  return (priceToCents(request.value) ?? 0) > 0 ? undefined : DISCOUNT_MESSAGES.amount;
}

export const createDiscountCodeInput = pathFirst(
  productIdParams,
  productIdParams.extend(discountCodeRequest.shape).superRefine((request, check) => {
    const problem = discountValueProblem(request);
    if (problem) check.addIssue({ code: 'custom', path: ['value'], message: problem });
  }),
);

export const discountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  percentOff: z.number().int().nullable(),
  amountOff: priceString.nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
});
export type DiscountCode = z.infer<typeof discountCode>;
export const discountCodeList = z.array(discountCode);

/** PUT .../pay-what-you-want: a minimum turns it on (the product's price becomes the suggestion); null turns it off. */
export const payWhatYouWantRequest = z.object({
  minimum: z
    .string()
    .trim()
    .refine((value) => priceToCents(value) !== undefined, DISCOUNT_MESSAGES.minimum)
    .nullable(),
});
export const payWhatYouWantInput = pathFirst(productIdParams, productIdParams.extend(payWhatYouWantRequest.shape));
export const payWhatYouWantAnswer = z.object({ minimum: priceString.nullable(), suggested: priceString });
export type PayWhatYouWantAnswer = z.infer<typeof payWhatYouWantAnswer>;
