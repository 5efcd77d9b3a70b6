import type { ErrorCode } from '../../contract/errors.js';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  payment_refunded: 409,
  payload_too_large: 413,
  rate_limited: 429,
  cross_origin_refused: 403,
  internal: 500,
  service_unavailable: 503,
};

/** The one error type services throw; the error handler turns it into the one error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; feedback?: string[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusByCode[code];
  }
}

export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
