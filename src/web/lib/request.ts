import type { QueryFunction } from '@tanstack/react-query';

/** Turns a non-OK answer into the error every screen expects: "{status}: {body or status text}". */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** The one way the client calls the API: cookies always, a JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** Reads the human message out of a "{status}: {body}" error whose body is the server's JSON error. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return body || fallback;
}

export const isUnauthorizedError = (error: unknown) => error instanceof Error && /^401: /.test(error.message);
export const isRateLimitedError = (error: unknown) => error instanceof Error && /^429: /.test(error.message);

const MAX_RETRIES = 3;

/** For queries the spec retries: up to three times, but never after a 401 (retrying will not sign anyone in). */
export const retryUnlessUnauthorized = (failureCount: number, error: unknown) =>
  !isUnauthorizedError(error) && failureCount < MAX_RETRIES;

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: the key's segments joined with "/" form the GET URL. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
