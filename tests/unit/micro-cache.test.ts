import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from '../../src/server/lib/micro-cache.js';

afterEach(() => vi.useRealTimers());

describe('micro-cache', () => {
  it('shares one load among concurrent requests for a key and reuses it until it expires', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 2000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([
      'answer 1',
      'answer 1',
      'answer 1',
    ]);
    vi.advanceTimersByTime(1999);
    expect(await cache.get('a', load)).toBe('answer 1');
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toBe('answer 2');
  });

  it('keeps keys apart, forgets the oldest when full, and does not keep failures', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = (name: string) => async () => `${name} ${++loads}`;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(await cache.get('b', load('b'))).toBe('b 2');
    expect(await cache.get('a', load('a'))).toBe('a 4');
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', load('x'))).toBe('x 5');
  });

  it('loads every time when the time to live is zero', async () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', async () => String(++loads));
    expect(await cache.get('a', async () => String(++loads))).toBe('2');
  });
});
