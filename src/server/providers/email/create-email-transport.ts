import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { EmailTransport } from './email-transport.js';
import { createLogTransport } from './log-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/** The one place that picks how e-mail leaves: SMTP when configured, otherwise the log. */
export function createEmailTransport(config: Pick<Config, 'smtp'>, log: FastifyBaseLogger): EmailTransport {
  return config.smtp ? createSmtpTransport(config.smtp) : createLogTransport(log);
}
