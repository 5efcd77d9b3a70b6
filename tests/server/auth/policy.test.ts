import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import {
  assertAdmin,
  assertCreatorOwnsProduct,
  assertMayDownload,
  assertNotOwnProduct,
  assertOwnsPayment,
} from '../../../src/server/features/auth/policy.js';
import type { UserRow } from '../../../src/server/features/auth/present-user.js';
import { AppError } from '../../../src/server/lib/errors.js';

const ctx = { config: loadConfig({ ADMIN_EMAILS: 'Moderator@Shop.example' }) };
const now = new Date('2026-01-01T00:00:00Z');
const person = (id: number, email: string): UserRow => ({
  id,
  email,
  firstName: 'Ada',
  lastName: 'Stone',
  profileImageUrl: null,
  bio: '',
  passwordHash: null,
  oidcSubject: null,
  stripeAccountId: null,
  suspendedAt: null,
  deletedAt: null,
  emailVerifiedAt: null,
  payoutAccountHeldUntil: null,
  showInActivityFeed: false,
  emailsOff: [],
  createdAt: now,
});
const admin = person(1, 'moderator@shop.example');
const creator = person(2, 'creator@shop.example');
const buyer = person(3, 'buyer@shop.example');

/** The error code a rule throws, or undefined when it lets the actor through. */
function refusal(rule: () => void): string | undefined {
  try {
    rule();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('policy', () => {
  it('lets only the users named in ADMIN_EMAILS act as admins, whatever the case of the address', () => {
    expect(refusal(() => assertAdmin(ctx, admin))).toBeUndefined();
    expect(refusal(() => assertAdmin(ctx, creator))).toBe('forbidden');
  });

  it("answers not found for a product that is missing or someone else's", () => {
    expect(refusal(() => assertCreatorOwnsProduct(creator, { creatorId: creator.id }))).toBeUndefined();
    expect(refusal(() => assertCreatorOwnsProduct(buyer, { creatorId: creator.id }))).toBe('not_found');
    expect(refusal(() => assertCreatorOwnsProduct(creator, undefined))).toBe('not_found');
  });

  it('keeps creators from buying their own product', () => {
    expect(refusal(() => assertNotOwnProduct(creator, { creatorId: creator.id }))).toBe('bad_request');
    expect(refusal(() => assertNotOwnProduct(buyer, { creatorId: creator.id }))).toBeUndefined();
  });

  it('lets a payment be confirmed only by the account that started it', () => {
    expect(refusal(() => assertOwnsPayment(buyer, { userId: buyer.id }))).toBeUndefined();
    expect(refusal(() => assertOwnsPayment(buyer, { userId: creator.id }))).toBe('forbidden');
    expect(refusal(() => assertOwnsPayment(buyer, { userId: undefined }))).toBe('forbidden');
  });

  it('gives a file to its creator and to buyers with a standing purchase only', () => {
    const product = { creatorId: creator.id };
    expect(refusal(() => assertMayDownload(creator, product, undefined))).toBeUndefined();
    expect(refusal(() => assertMayDownload(buyer, product, { purchaseId: 9 }))).toBeUndefined();
    expect(refusal(() => assertMayDownload(buyer, product, undefined))).toBe('forbidden');
  });
});
