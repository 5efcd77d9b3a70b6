import { describe, expect, it } from 'vitest';
import { endpoint, endpointTarget, pathNames } from '../../src/contract/endpoint.js';

describe('endpoint targets', () => {
  it('fills the path names, encoded, and sends the rest as the body of a POST', () => {
    const entry = endpoint('POST', '/api/products/:id/reviews/:reviewId/reply');
    expect(pathNames(entry.path)).toEqual(['id', 'reviewId']);
    expect(endpointTarget(entry, { id: 7, reviewId: 'a/b', text: 'Thanks' })).toEqual({
      url: '/api/products/7/reviews/a%2Fb/reply',
      body: { text: 'Thanks' },
    });
  });

  it('sends the rest of a GET as its query string, leaving out what is undefined and repeating lists', () => {
    const entry = endpoint('GET', '/api/products');
    expect(endpointTarget(entry, { search: 'moon tea', page: 2, sort: undefined, tag: ['a', 'b'] }).url).toBe(
      '/api/products?search=moon+tea&page=2&tag=a&tag=b',
    );
    expect(endpointTarget(entry)).toEqual({ url: '/api/products' });
  });

  it('sends no body when a POST has nothing but its path names', () => {
    expect(endpointTarget(endpoint('POST', '/api/tickets/:id/close'), { id: 3 })).toEqual({ url: '/api/tickets/3/close' });
  });

  it('refuses a call that leaves a path name out', () => {
    expect(() => endpointTarget(endpoint('DELETE', '/api/cart/:id'), {})).toThrow('/api/cart/:id needs id');
  });
});
