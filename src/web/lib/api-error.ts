import { type ErrorCode, statusByCode } from '../../contract/error-codes';
import type { ErrorBody } from '../../contract/errors';

/** The contract's codes, plus the one the browser gives when no answer came at all. */
export type ApiErrorCode = ErrorCode | 'network_error';

// An answer that is not the contract's error body (a proxy's page, an empty HEAD answer) still gets a code.
const codeByStatus = new Map<number, ErrorCode>([
  [400, 'bad_request'],
  [401, 'unauthorized'],
  [402, 'payment_failed'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [409, 'conflict'],
  [413, 'payload_too_large'],
  [429, 'rate_limited'],
  [503, 'service_unavailable'],
]);

/**
 * A non-OK answer from the API, rebuilt from the contract's error body. Its `message` reads
 * "{status}: {body or status text}" as the spec's request helper does; screens switch on `code` and show
 * `serverMessage`.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** The server's sentence for people, when the answer carried the error body. */
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  /** What to change, when content was refused (moderation feedback). */
  readonly feedback: readonly string[];

  constructor(
    readonly status: number,
    bodyText: string,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    const body = parseBody(bodyText);
    this.code = body?.code ?? (status === 0 ? 'network_error' : (codeByStatus.get(status) ?? 'internal'));
    this.serverMessage = body?.message;
    this.fields = body?.fields ?? {};
    this.feedback = body?.feedback ?? [];
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    return new ApiError(response.status, await response.text(), response.statusText);
  }

  static network(): ApiError {
    return new ApiError(0, '', 'Network error');
  }
}

/**
 * The contract's error body (`errorBody` in contract/errors.ts), checked by hand: this module is on every
 * page's first load, and zod would add some 28 KB gzip to it.
 */
function parseBody(text: string): ErrorBody | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, message, fields, feedback } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !Object.hasOwn(statusByCode, code) || typeof message !== 'string') return undefined;
  const body: ErrorBody = { code: code as ErrorCode, message };
  if (isStringRecord(fields)) body.fields = fields;
  if (Array.isArray(feedback) && feedback.every((line) => typeof line === 'string')) body.feedback = feedback;
  return body;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

/** True when `error` is an ApiError with one of `codes`: the only way screens tell failures apart. */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** The server's sentence for a failure, or `fallback` when there is none (a network error, a 5xx page). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
