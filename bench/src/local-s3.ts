/// <reference path="./s3rver.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LocalS3 {
  /** The S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  bucket: string;
  directory: string;
  /** Multipart uploads the store still holds (started, neither completed nor aborted). */
  openUploads(): string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, a development dependency) on a free loopback port with one bucket,
 * keeping its objects in a new temporary folder; for tests and benchmarks only.
 */
export async function startLocalS3(bucket = 'soul-market-files'): Promise<LocalS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  // s3rver's FilesystemStore keeps each open multipart upload in a folder of this name.
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  // s3rver 3.7 lacks AbortMultipartUpload (it answers 405); S3 answers 204 and drops the parts.
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !ctx.path.startsWith(`/${bucket}/`)) return next();
    await fs.promises.rm(path.join(uploadsDir, path.basename(uploadId)), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucket,
    directory,
    openUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
