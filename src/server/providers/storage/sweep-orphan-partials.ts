import type { FileStorage } from './storage.js';

/**
 * Removes partial files that interrupted uploads left behind (a crash or kill mid-write), when they
 * were last written over an hour before `now`. Run at start-up and periodically; safe on every instance.
 */
export async function sweepOrphanPartials(storage: FileStorage, now = new Date()): Promise<number> {
  return (await storage.removePartialsOlderThan?.(new Date(now.getTime() - ORPHAN_PARTIAL_AGE_MS))) ?? 0;
}

// An upload still in progress writes its partial file far more recently than this.
const ORPHAN_PARTIAL_AGE_MS = 60 * 60_000;
