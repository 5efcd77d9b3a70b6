import fs from 'node:fs';
import path from 'node:path';

/**
 * Word vectors (models/README.md): words that are used alike sit close together, so the trained model
 * can read "tramadol" a little like "tablets" and "vanish" like "disappear". Loaded once, on first use
 * (about 3 MB).
 */
export const DIMENSIONS = 100;
const SCALE = 0.0281496062992126;
const modelsDir = path.resolve(import.meta.dirname, '../../../../models');

let loaded: { index: Map<string, number>; values: Int8Array } | undefined;

function vectors() {
  if (!loaded) {
    const words = fs.readFileSync(path.join(modelsDir, 'word-vectors.txt'), 'utf8').split('\n');
    const bytes = fs.readFileSync(path.join(modelsDir, 'word-vectors.bin'));
    loaded = {
      index: new Map(words.map((word, i) => [word, i])),
      values: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
  }
  return loaded;
}

/** The words of a normalised text, as the trained readers take them. */
export const wordsOf = (normalised: string): string[] => normalised.match(/[a-z][a-z']*/g) ?? [];

/** The mean vector of the words that have one; undefined when none has. */
export function meanVector(words: readonly string[]): Float64Array | undefined {
  const { index, values } = vectors();
  const sum = new Float64Array(DIMENSIONS);
  let count = 0;
  for (const word of words) {
    const at = index.get(word);
    if (at === undefined) continue;
    for (let d = 0; d < DIMENSIONS; d++) sum[d]! += values[at * DIMENSIONS + d]! * SCALE;
    count++;
  }
  if (count === 0) return undefined;
  for (let d = 0; d < DIMENSIONS; d++) sum[d]! /= count;
  return sum;
}

/**
 * The vectors of the words that have one, in order, one after another in one array (DIMENSIONS numbers
 * each): what the risk network (risk-network.ts) reads windows of neighbouring words from.
 */
export function wordVectors(words: readonly string[]): Float32Array {
  const { index, values } = vectors();
  const found = words.flatMap((word) => {
    const at = index.get(word);
    return at === undefined ? [] : [at];
  });
  const out = new Float32Array(found.length * DIMENSIONS);
  for (const [i, at] of found.entries())
    for (let d = 0; d < DIMENSIONS; d++) out[i * DIMENSIONS + d] = values[at * DIMENSIONS + d]! * SCALE;
  return out;
}

/** The share of words that have a vector: near 1 for English, near 0 for a language the vectors never saw. */
export function knownShare(words: readonly string[]): number {
  if (words.length === 0) return 0;
  const { index } = vectors();
  return words.filter((word) => index.has(word)).length / words.length;
}
