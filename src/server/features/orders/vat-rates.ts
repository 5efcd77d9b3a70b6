/**
 * The VAT rates by kind of digital content (UK, prices VAT-inclusive), the one table the operator edits when
 * a rate changes: e-books and e-publications are zero-rated, other digital content is standard-rated. A
 * product's kind follows its category; a category not listed here is other digital content.
 */
const VAT_KINDS = [{ kind: 'E-book or e-publication', ratePercent: 0, categorySlugs: ['ebooks', 'spiritual-ebooks'] }] as const;
const OTHER_DIGITAL_CONTENT = { kind: 'Digital content', ratePercent: 20 } as const;

export function vatKindOf(categorySlug: string): { kind: string; ratePercent: number } {
  const listed = VAT_KINDS.find((entry) => (entry.categorySlugs as readonly string[]).includes(categorySlug));
  return listed ? { kind: listed.kind, ratePercent: listed.ratePercent } : OTHER_DIGITAL_CONTENT;
}

/** The VAT a VAT-inclusive price holds, in cents rounded half up: 20% of 12.00 gross is 2.00. */
export function vatIncludedCents(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
