/**
 * The one fee policy. The platform keeps 10% of each sale; the payment processor charges 2.9% + $0.30
 * per payment, shared across the sales of that payment in proportion to their amounts; the creator
 * earns the rest. All figures are integer cents and each sale's parts add up to its amount exactly.
 */
export const PLATFORM_FEE_RATE = 0.1;
export const PROCESSING_FEE_RATE = 0.029;
export const PROCESSING_FEE_FIXED_CENTS = 30;

export interface SaleSplit {
  amountCents: number;
  platformFeeCents: number;
  processingFeeCents: number;
  creatorEarningsCents: number;
}

export function processingFeeForPayment(totalCents: number): number {
  return Math.round(totalCents * PROCESSING_FEE_RATE) + PROCESSING_FEE_FIXED_CENTS;
}

/**
 * Splits one payment made of several sales (amounts in whole cents, none negative). A sale a code or a
 * named price made free is 0 with no fees; a payment of nothing never reaches the processor, so it has no fee.
 */
export function splitPayment(amountsCents: readonly number[]): SaleSplit[] {
  if (amountsCents.some((amount) => !Number.isInteger(amount) || amount < 0)) {
    throw new Error('Sale amounts must be whole cents, none negative');
  }
  const total = amountsCents.reduce((sum, amount) => sum + amount, 0);
  const shares = total === 0 ? amountsCents.map(() => 0) : allocateByWeight(processingFeeForPayment(total), amountsCents);
  return amountsCents.map((amountCents, index) => {
    const platformFeeCents = Math.round(amountCents * PLATFORM_FEE_RATE);
    // On a very small sale the processor's fixed fee can exceed what is left; the platform absorbs
    // the difference so a creator never earns less than nothing.
    const processingFeeCents = Math.min(shares[index]!, amountCents - platformFeeCents);
    return {
      amountCents,
      platformFeeCents,
      processingFeeCents,
      creatorEarningsCents: amountCents - platformFeeCents - processingFeeCents,
    };
  });
}

/** Divides `total` whole cents in proportion to `weights`, largest remainders first, so the parts sum to `total`. */
function allocateByWeight(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
