import type { Readable } from 'node:stream';

/** Where product files live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  /** Streams `body` into storage under `key`; on failure nothing is left under that key. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** Byte range is inclusive, as in HTTP Range. */
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /**
   * Removes what interrupted writes left behind (a crash mid-upload) that was last touched before
   * `olderThan`; answers how many. Optional: a store that never keeps partial writes has nothing to do.
   */
  removePartialsOlderThan?(olderThan: Date): Promise<number>;
}
