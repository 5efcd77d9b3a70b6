import type { FastifyBaseLogger } from 'fastify';
import type { EmailTransport } from './email-transport.js';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Without SMTP: the message stays in the outbox table and its links go to the log, so a local install can follow them. */
export function createLogTransport(log: FastifyBaseLogger): EmailTransport {
  return {
    name: 'log',
    async send(message) {
      const links = [...new Set(message.text.match(LINK) ?? [])];
      log.info({ to: message.to, subject: message.subject, links }, 'e-mail not sent (SMTP_URL is not set); its links');
    },
  };
}
