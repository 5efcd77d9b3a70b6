import { beforeEach, describe, expect, it } from 'vitest';
import { readTrafficSource, rememberTrafficSource } from '../../../src/web/lib/traffic-source.js';

describe('the source tag a tab carries', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is none until a tagged link is opened', () => {
    expect(rememberTrafficSource('')).toBeUndefined();
    expect(readTrafficSource()).toBeUndefined();
  });

  it('comes from src, then utm_source, then ref, lower-cased, and stays for the tab', () => {
    expect(rememberTrafficSource('?ref=Instagram')).toBe('instagram');
    expect(readTrafficSource()).toBe('instagram');
    // A later untagged page keeps the tab's source.
    expect(rememberTrafficSource('?page=2')).toBe('instagram');
    expect(rememberTrafficSource('?ref=blog&utm_source=newsletter')).toBe('newsletter');
    expect(rememberTrafficSource('?ref=blog&utm_source=newsletter&src=tiktok')).toBe('tiktok');
    expect(readTrafficSource()).toBe('tiktok');
  });

  it('is direct for a tag that is not a short token', () => {
    expect(rememberTrafficSource('?ref=%3Cscript%3E')).toBe('direct');
    expect(rememberTrafficSource(`?src=${'a'.repeat(33)}`)).toBe('direct');
    expect(readTrafficSource()).toBe('direct');
  });
});
