// Starts the built app on a fresh temporary data folder for one browser-test run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.env.DATABASE_URL = '';
// Every journey signs up its own users, all from this machine's address.
process.env.SIGN_UPS_PER_ADDRESS_PER_HOUR ??= '100000';
// The creator journey is paid out on the day of its sale; the hold itself is tested in tests/server/payouts/payouts.test.ts.
process.env.PAYOUT_HOLD_DAYS ??= '0';
// The admin journey signs up this address (ADMIN_EMAIL in fixtures.ts).
process.env.ADMIN_EMAILS ??= 'admin@e2e.example';
// Invoices name this business and show VAT per item (e2e/orders.spec.ts reads them).
process.env.BUSINESS_NAME ??= 'Soul Market Ltd';
process.env.BUSINESS_ADDRESS ??= '1 High Street, Bath BA1 1AA';
process.env.VAT_NUMBER ??= 'GB123456789';
// The app sends its e-mail over SMTP to this server, which writes each message where the journeys read it.
// emailedLink in fixtures.ts reads the same folder.
const mailDir = path.join(os.tmpdir(), `soul-market-e2e-mail-${process.env.PORT}`);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = await startMailCatcher((message) =>
  fs.writeFileSync(path.join(mailDir, `${String(++received).padStart(5, '0')}.eml`), message),
);
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
process.env.EMAIL_FROM = 'Soul Market <hello@e2e.example>';
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
});
await import('../dist/server/main.js');
