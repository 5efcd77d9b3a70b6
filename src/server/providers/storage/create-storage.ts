import type { Config } from '../../config.js';
import { createLocalDiskStorage } from './local-disk.js';
import type { FileStorage } from './storage.js';

/** The one place the file store is chosen: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export async function createStorage(config: Pick<Config, 's3' | 'filesDir'>): Promise<FileStorage> {
  if (!config.s3) return createLocalDiskStorage(config.filesDir);
  // Loaded only when used: the AWS SDK is large and most single-instance installs never need it.
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config.s3);
}
