import type { FileStorage } from './storage.js';

/**
 * Removes partial files that interrupted uploads left behind (a crash or kill mid-write), when they
 * were last written before `olderThan`. Run at start-up and periodically; safe on every instance.
 */
export async function sweepOrphanPartials(storage: FileStorage, olderThan: Date): Promise<number> {
  return (await storage.removePartialsOlderThan?.(olderThan)) ?? 0;
}
