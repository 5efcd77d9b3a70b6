import { readStored, writeStored } from './storage';

// Where the product a signed-out visitor pressed Add to Cart on waits until they create an account
// (the sign-up carries it, and finishing the sign-up puts it in the new cart).
const WANTED_KEY = 'wantedCartProduct';
// A wish older than a day is not what the visitor is signing up for now.
const WANTED_FOR_MS = 86_400_000;

/** Only the last product pressed is kept: one add, never a pile of earlier wishes. */
export function rememberWantedProduct(productId: number): void {
  writeStored(WANTED_KEY, JSON.stringify({ productId, at: Date.now() }));
}

export function readWantedProduct(): number | undefined {
  try {
    const { productId, at } = JSON.parse(readStored(WANTED_KEY) ?? 'null') as { productId: unknown; at: unknown };
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) return undefined;
    if (typeof at !== 'number' || Date.now() - at > WANTED_FOR_MS) return undefined;
    return productId;
  } catch {
    return undefined;
  }
}

export function forgetWantedProduct(): void {
  try {
    window.localStorage.removeItem(WANTED_KEY);
  } catch {
    // Nothing was stored.
  }
}
