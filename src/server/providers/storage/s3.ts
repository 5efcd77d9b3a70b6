import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

// S3's smallest part; two parts in flight bound an upload's memory to about 15 MB whatever the file size.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Stores files in an S3-compatible bucket (AWS S3, MinIO, R2, ...). An upload streams in parts; the
 * object appears only when the multipart upload completes, and a failed upload is aborted, so a
 * failure leaves nothing under the key, as on local disk.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Many S3-compatible stores reject the SDK's default flexible checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const storage: FileStorage = {
    async put(key, body) {
      const Key = assertStorageKey(key);
      // The body's own error (a refused file, a dropped client) is what the caller must see, not the
      // abort that follows it.
      let bodyError: unknown;
      if (!Buffer.isBuffer(body)) body.once('error', (error) => (bodyError ??= error));
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A complete whose answer was lost may still have created the object.
        await storage.remove(key).catch(() => undefined);
        throw bodyError ?? error;
      }
      return { size: await storage.size(key) };
    },
    read(key, range) {
      const Key = assertStorageKey(key);
      const out = new PassThrough();
      const abort = new AbortController();
      // A client that goes away stops the transfer from the store too.
      out.once('close', () => out.readableEnded || abort.abort());
      // Only the requested bytes travel from the store: the range goes to S3 as it came.
      client
        .send(new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }), {
          abortSignal: abort.signal,
        })
        .then((answer) => pipeline(answer.Body as Readable, out))
        .catch((error) => out.destroy(error));
      return out;
    },
    async size(key) {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
      return answer.ContentLength ?? 0;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
  };
  return storage;
}
