import { describe, expect, it } from 'vitest';
import { demoListings } from '../../../src/server/db/seed/demo-catalog.js';
import { sampleStories } from '../../../src/web/features/landing/sample-stories.js';

describe('sample success stories', () => {
  it('share no first name or surname with a demo catalogue creator', () => {
    const creatorNames = new Set(demoListings.flatMap(({ creator }) => [creator.firstName, creator.lastName]));
    const clashes = sampleStories.flatMap((story) => story.name.split(' ').filter((part) => creatorNames.has(part)));
    expect(clashes).toEqual([]);
  });
});
