import { describe, expect, it } from 'vitest';
import { MAX_ID, readRecordId } from '../../src/contract/id-text.js';
import { recordIdText } from '../../src/contract/ids.js';
import { readIntentMetadata } from '../../src/server/providers/payments/payment-provider.js';

// Each of these is a number to Number(): hex, binary, octal, an exponent, a sign, spaces, a decimal point.
const NOT_DIGITS = ['0x10', '0b1', '0o7', '1e2', '+1', '-1', ' 1', '1 ', '\t1', '1.0', '1_000', '', 'Infinity'];

describe('ids written as text', () => {
  it.each(NOT_DIGITS)('refuses %j', (text) => {
    expect(readRecordId(text)).toBeUndefined();
    expect(recordIdText().safeParse(text).success).toBe(false);
  });

  it('reads digits naming a 32-bit serial, and nothing beyond', () => {
    expect(readRecordId('16')).toBe(16);
    expect(readRecordId('007')).toBe(7);
    expect(readRecordId(String(MAX_ID))).toBe(MAX_ID);
    expect(readRecordId(String(MAX_ID + 1))).toBeUndefined();
    expect(readRecordId('0')).toBeUndefined();
    expect(recordIdText().parse('16')).toBe(16);
    // A JSON number a client holds is read by the same rule.
    expect(recordIdText().parse(16)).toBe(16);
    expect(recordIdText().safeParse(1.5).success).toBe(false);
  });

  it('reads payment metadata by the same rule', () => {
    expect(readIntentMetadata({ userId: '0x10', productIds: '1,2' })).toEqual({ userId: undefined, productIds: [1, 2] });
    expect(readIntentMetadata({ userId: '3', productIds: '1,1e2' })).toEqual({ userId: 3, productIds: undefined });
  });
});
