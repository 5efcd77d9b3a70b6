import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, hasErrorCode } from '../../../src/web/lib/api-error.js';
import { apiJson, apiRequest, readXhrAnswer, retryUnlessUnauthorized } from '../../../src/web/lib/request.js';

const answer = (body: string, status: number, statusText = '') => new Response(body || null, { status, statusText });

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it('reads "{status}: {body}" and takes code, message, fields and feedback from the error body', () => {
    const body = JSON.stringify({
      code: 'content_rejected',
      message: 'Content not approved: no cures',
      fields: { title: 'Too long' },
      feedback: ['Remove the claim that it cures disease.'],
    });
    const error = new ApiError(400, body, 'Bad Request');
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.code).toBe('content_rejected');
    expect(error.serverMessage).toBe('Content not approved: no cures');
    expect(error.fields).toEqual({ title: 'Too long' });
    expect(error.feedback).toEqual(['Remove the claim that it cures disease.']);
  });

  it('falls back to the status text when the body is empty, and derives the code from the status', () => {
    const error = new ApiError(401, '', 'Unauthorized');
    expect(error.message).toBe('401: Unauthorized');
    expect(error.code).toBe('unauthorized');
    expect(error.serverMessage).toBeUndefined();
    expect(new ApiError(403, '', 'Forbidden').code).toBe('forbidden');
  });

  it('treats a body that is not the error schema as text: code from the status, no server message', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.message).toBe('502: <html>Bad gateway</html>');
    expect(error.code).toBe('internal');
    expect(new ApiError(409, '{"code":"made_up","message":"x"}').code).toBe('conflict');
  });

  it('names a request that got no answer', () => {
    expect(ApiError.network()).toMatchObject({ status: 0, code: 'network_error', message: '0: Network error' });
  });

  it('is told apart by code only', () => {
    const owned = new ApiError(409, '{"code":"already_owned","message":"You already own this product"}');
    expect(hasErrorCode(owned, 'already_owned')).toBe(true);
    expect(hasErrorCode(owned, 'already_in_cart', 'conflict')).toBe(false);
    expect(hasErrorCode(new Error('409: {"code":"already_owned"}'), 'already_owned')).toBe(false);
    expect(errorMessage(owned, 'fallback')).toBe('You already own this product');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'fallback')).toBe('fallback');
    expect(errorMessage('not an error', 'fallback')).toBe('fallback');
  });
});

describe('the request helper', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetch = stubFetch(answer('{"ok":true}', 200));
    expect(await apiJson('POST', '/api/cart', { productId: 3 })).toEqual({ ok: true });
    expect(fetch).toHaveBeenLastCalledWith('/api/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"productId":3}',
      credentials: 'include',
    });
    const head = stubFetch(answer('', 200));
    await apiRequest('HEAD', '/api/download/3');
    expect(head).toHaveBeenLastCalledWith('/api/download/3', {
      method: 'HEAD',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('rejects a non-OK answer with the ApiError built from its body', async () => {
    stubFetch(answer('{"code":"card_declined","message":"Your card was declined."}', 402, 'Payment Required'));
    const error = await failureOf(apiJson('POST', '/api/test-payments/confirm', {}));
    expect(error.code).toBe('card_declined');
    expect(error.message).toBe('402: {"code":"card_declined","message":"Your card was declined."}');
  });

  it('turns a network failure into an ApiError too', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect((await failureOf(apiRequest('GET', '/api/cart'))).code).toBe('network_error');
  });

  it('reads an XMLHttpRequest answer through the same error path', () => {
    const xhr = (status: number, responseText: string, statusText = '') =>
      ({ status, responseText, statusText }) as XMLHttpRequest;
    expect(readXhrAnswer(xhr(201, '{"product":{"id":1}}'))).toEqual({ product: { id: 1 } });
    let thrown: unknown;
    try {
      readXhrAnswer(xhr(409, '{"code":"one_product_conflict","message":"Archive it first","fields":{"existingProductId":"7"}}'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'one_product_conflict', fields: { existingProductId: '7' } });
  });

  it('retries a query up to three times, never after a 401', () => {
    expect(retryUnlessUnauthorized(0, new ApiError(500, ''))).toBe(true);
    expect(retryUnlessUnauthorized(3, new ApiError(500, ''))).toBe(false);
    expect(retryUnlessUnauthorized(0, new ApiError(401, '{"code":"unauthorized","message":"Unauthorized"}'))).toBe(false);
  });
});
