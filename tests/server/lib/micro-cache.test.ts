import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from '../../../src/server/lib/micro-cache.js';

afterEach(() => vi.useRealTimers());

describe('micro-cache', () => {
  it('shares one load among concurrent requests for a key and reuses it until it expires', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 2000, maxEntries: 10, maxChars: 1000 });
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
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 1000 });
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

  it('drops expired answers as new ones arrive, not only when full', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 2000, maxEntries: 1000, maxChars: 1_000_000 });
    for (const search of ['calm', 'moon', 'sleep']) await cache.get(search, async () => `results for ${search}`);
    expect(cache.size().entries).toBe(3);
    vi.advanceTimersByTime(2001);
    await cache.get('tarot', async () => 'results for tarot');
    expect(cache.size()).toEqual({ entries: 1, chars: 'results for tarot'.length });
  });

  it('keeps at most maxChars characters of answers, dropping the oldest', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 1000, maxChars: 25 });
    let loads = 0;
    const page = (name: string) => async () => `${name}:${'x'.repeat(8)}:${++loads}`;
    for (const name of ['a', 'b', 'c']) await cache.get(name, page(name));
    // Each answer is 12 characters: the third pushed the first out.
    expect(cache.size()).toEqual({ entries: 2, chars: 24 });
    expect(await cache.get('b', page('b'))).toBe(`b:${'x'.repeat(8)}:2`);
    expect(await cache.get('a', page('a'))).toBe(`a:${'x'.repeat(8)}:4`);
    // An answer larger than the whole bound is served but not kept.
    expect(await cache.get('huge', async () => 'y'.repeat(30))).toHaveLength(30);
    expect(cache.size().chars).toBeLessThanOrEqual(25);
  });

  it('loads every time when the time to live is zero', async () => {
    const cache = createMicroCache({ ttlMs: 0, maxEntries: 10, maxChars: 1000 });
    let loads = 0;
    await cache.get('a', async () => String(++loads));
    expect(await cache.get('a', async () => String(++loads))).toBe('2');
  });
});
