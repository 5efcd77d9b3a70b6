import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-transport.js';

// An SMTP server that does not answer within this time counts as a failed attempt, retried later.
const SMTP_TIMEOUT_MS = 20_000;

/** Sends through the SMTP server of SMTP_URL, from EMAIL_FROM. */
export function createSmtpTransport(settings: { url: string; from: string }): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: settings.from, ...message });
    },
  };
}
