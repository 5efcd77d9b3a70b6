import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretBox, twoFactorBox } from '../../../src/server/lib/secret-box.js';

const key = () => crypto.randomBytes(32);

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = secretBox(key());
    const first = box.seal('JBSWY3DPEHPK3PXP');
    const second = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed value, another key and an unsealed one', () => {
    const box = secretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`v1.${bytes.toString('base64')}`)).toThrow();
    expect(() => secretBox(key()).open(sealed)).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow('Not a sealed secret');
  });

  it('without a configured key, makes one in the data folder once and keeps using it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-key-'));
    try {
      const sealed = twoFactorBox({ dataDir, twoFactorKey: undefined }).seal('secret');
      const file = path.join(dataDir, 'two-factor.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const keyText = fs.readFileSync(file, 'utf8');
      // As a restarted server would: the same key from the same file.
      expect(secretBox(Buffer.from(keyText, 'base64')).open(sealed)).toBe('secret');
      expect(twoFactorBox({ dataDir, twoFactorKey: keyText }).open(sealed)).toBe('secret');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
