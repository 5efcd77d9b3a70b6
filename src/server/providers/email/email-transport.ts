/** One message as the outbox holds it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to whatever delivers it; throws when it was not accepted (the job retries). */
export interface EmailTransport {
  readonly name: 'smtp' | 'log';
  send(message: OutgoingEmail): Promise<void>;
}
