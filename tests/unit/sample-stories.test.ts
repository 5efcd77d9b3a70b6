import { describe, expect, it } from 'vitest';
import { demoListings } from '../../src/server/db/seed/demo-catalog.js';
import { sampleStories } from '../../src/web/features/landing/sample-stories.js';

describe('sample success stories', () => {
  it('use names that no catalogue creator has, so an example is never mistaken for a real seller', () => {
    const creatorNames = new Set(demoListings.map(({ creator }) => `${creator.firstName} ${creator.lastName}`));
    expect(sampleStories).toHaveLength(3);
    for (const story of sampleStories) expect(creatorNames.has(story.name), story.name).toBe(false);
  });
});
