import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

// AES-256-GCM: a leaked database row is unreadable without the key, and a changed one fails to open.
const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = crypto.createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** The key in DATA_DIR, made on first use, readable by this user only. */
function keyFileIn(dataDir: string): Buffer {
  const file = path.join(dataDir, 'two-factor.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(SECRET_KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`${file} does not hold a ${SECRET_KEY_BYTES}-byte key`);
  return key;
}

const boxes = new Map<string, SecretBox>();

/**
 * The box two-factor secrets are kept in: TWO_FACTOR_KEY when set (every instance must share it),
 * otherwise a key kept in DATA_DIR, so a single install works with nothing to configure.
 */
export function twoFactorBox(config: Pick<Config, 'twoFactorKey' | 'dataDir'>): SecretBox {
  const source = config.twoFactorKey ?? config.dataDir;
  let box = boxes.get(source);
  if (!box) {
    box = secretBox(config.twoFactorKey ? Buffer.from(config.twoFactorKey, 'base64') : keyFileIn(config.dataDir));
    boxes.set(source, box);
  }
  return box;
}
