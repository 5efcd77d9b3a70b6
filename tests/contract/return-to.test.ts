import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/contract/return-to.js';

const ORIGIN = 'https://soul.example';

describe('where to return after signing in', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/product/3?tab=reviews#top', '/product/3?tab=reviews#top'],
    ['/search?q=inner%20peace', '/search?q=inner%20peace'],
    // A Referer of this site becomes its path.
    ['https://soul.example/cart?x=1', '/cart?x=1'],
    ['/a/../product/3', '/product/3'],
  ])('keeps %j as %j', (candidate, expected) => {
    expect(safeReturnTo(candidate, ORIGIN)).toBe(expected);
  });

  it.each([
    // Another host, however it is written.
    '//evil.test',
    '///evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '\t//evil.test',
    ' //evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '\\/evil.test',
    '/\\/evil.test',
    '/.//evil.test',
    '/./\t/evil.test',
    'https://soul.example//evil.test',
    'https://evil.test/dashboard',
    'http://soul.example/dashboard',
    'https://soul.example.evil.test/',
    'https://soul.example@evil.test/',
    'https:evil.test',
    'https:/evil.test',
    '//soul.example@evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Not written as a path from the root.
    'evil.test',
    'dashboard',
    '?next=1',
    '#top',
    '.',
    // Control characters anywhere.
    '/dash\u0000board',
    '/dash\u007fboard',
    // A sign-in page or redirect would loop.
    '/sign-in',
    '/sign-up?returnTo=/cart',
    '/api/login',
    '/api/logout',
    '/api/auth/oidc?returnTo=/',
    '',
    null,
    undefined,
  ])('refuses %j', (candidate) => {
    expect(safeReturnTo(candidate, ORIGIN)).toBe('/');
    expect(safeReturnTo(candidate, ORIGIN, '/dashboard')).toBe('/dashboard');
  });
});
