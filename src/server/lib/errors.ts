import { type ErrorCode, statusByCode } from '../../contract/errors.js';

/** The one error type services throw; the error handler turns it into the one error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      fields?: Record<string, string>;
      feedback?: string[];
      retryAfterSeconds?: number;
      /** For a 5xx answer: the error log line, in an operator's words (the message is the user's). */
      logMessage?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = statusByCode[code];
  }
}

export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
