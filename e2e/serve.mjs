// Starts the built app on a fresh temporary data folder for one browser-test run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.env.DATABASE_URL = '';
// Every journey signs up its own users, all from this machine's address.
process.env.SIGN_UPS_PER_ADDRESS_PER_HOUR ??= '100000';
// The creator journey is paid out on the day of its sale; the hold itself is tested in tests/api/payouts.test.ts.
process.env.PAYOUT_HOLD_DAYS ??= '0';
// The admin journey signs up this address (ADMIN_EMAIL in fixtures.ts).
process.env.ADMIN_EMAILS ??= 'admin@e2e.example';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../dist/server/main.js');
