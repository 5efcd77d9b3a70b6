import { describe, expect, it } from 'vitest';
import { errorMessage, throwIfNotOk } from '../../src/web/lib/request.js';

const failureOf = async (response: Response) => {
  try {
    await throwIfNotOk(response);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('request helper errors', () => {
  it('passes OK answers through', async () => {
    expect(await failureOf(new Response('{}', { status: 200 }))).toBe('no error');
  });

  it('uses "{status}: {body}" when there is a body', async () => {
    expect(await failureOf(new Response('{"code":"forbidden","message":"No"}', { status: 403, statusText: 'Forbidden' }))).toBe(
      '403: {"code":"forbidden","message":"No"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    expect(await failureOf(new Response('', { status: 401, statusText: 'Unauthorized' }))).toBe('401: Unauthorized');
  });

  it('reads the server message out of the error for display', () => {
    expect(errorMessage(new Error('409: {"code":"conflict","message":"Already there"}'), 'fallback')).toBe('Already there');
    expect(errorMessage(new Error('500: Internal Server Error'), 'fallback')).toBe('Internal Server Error');
    expect(errorMessage('not an error', 'fallback')).toBe('fallback');
  });
});
