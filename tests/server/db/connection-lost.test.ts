import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../../src/server/db/client.js';

const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });
// How Drizzle reports a failed query: its own error, the driver's as the cause.
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isConnectionLost', () => {
  it.each(['57P01', '57P02', '57P03', '08006', '08003'])('knows PostgreSQL code %s, directly or wrapped', (code) => {
    expect(isConnectionLost(pgError(code))).toBe(true);
    expect(isConnectionLost(wrapped(pgError(code)))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Client has encountered a connection error and is not queryable',
  ])('knows the driver saying "%s"', (message) => {
    expect(isConnectionLost(wrapped(new Error(message)))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isConnectionLost(wrapped(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isConnectionLost(wrapped(pgError('57014', 'canceling statement due to statement timeout')))).toBe(false);
    expect(isConnectionLost(new Error('Something else terminated the connection'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
