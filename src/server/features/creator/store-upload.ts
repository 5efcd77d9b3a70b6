import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { PREVIEW_EXTENSIONS } from '../../../contract/previews.js';
import { ACCEPTED_FILE_EXTENSIONS, type AcceptedFileExtension, UPLOAD_MESSAGES } from '../../../contract/uploads.js';
import { AppError } from '../../lib/errors.js';
import { extensionOf, sanitiseFileName } from '../../lib/file-name.js';
import { malformedUpload } from '../../lib/multipart.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { ContentCheck, ContentRejectedError, MIME_TYPES } from './file-content.js';

export interface StoredUpload {
  key: string;
  fileName: string;
  fileSize: number;
  fileType: string;
}

function isAccepted(extension: string): extension is AcceptedFileExtension {
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

function fileRejected(reason: string) {
  return new AppError('file_rejected', `File rejected: ${reason}`, {
    feedback: [reason.charAt(0).toUpperCase() + reason.slice(1)],
  });
}

/**
 * Streams the upload's file part into storage under a new random key while checking its size and
 * content; never holds the file in memory. On any failure nothing is left in storage, and the rest of
 * the part is drained so the client still reads the answer.
 */
export async function storeUpload(storage: FileStorage, file: MultipartFile): Promise<StoredUpload> {
  const extension = extensionOf(file.filename);
  if (!isAccepted(extension)) throw fileRejected(`only ${ACCEPTED_FILE_EXTENSIONS.join(', ')} files are accepted`);
  const fileName = sanitiseFileName(file.filename, extension);
  const key = `upload-${crypto.randomUUID()}.${extension}`;

  const source = file.file;
  // The body may already have failed (cut off) while the fields were checked: piping a dead stream
  // would wait for ever with the storage file open.
  if (source.errored || source.destroyed) throw malformedUpload();
  const check = new ContentCheck(extension);
  // Past the limit busboy truncates the part; stop writing at once instead of storing 100 MB first.
  const onLimit = () => check.destroy(new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge));
  source.once('limit', onLimit);
  // The file stream fails only when the request body does (cut off, aborted, malformed).
  source.once('error', () => check.destroy(malformedUpload()));
  source.pipe(check);
  try {
    const { size } = await storage.put(key, check);
    if (source.truncated) {
      await storage.remove(key);
      throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
    }
    return { key, fileName, fileSize: size, fileType: MIME_TYPES[extension] };
  } catch (error) {
    source.unpipe(check);
    source.resume();
    if (error instanceof ContentRejectedError) throw fileRejected(error.reason);
    throw error;
  } finally {
    source.off('limit', onLimit);
  }
}

/**
 * Stores a creator's own preview file under the product file's checks (type, content, size), as an mp3 or a
 * PDF only: the two kinds the product page can play or show (decision 052).
 */
export async function storePreviewUpload(storage: FileStorage, file: MultipartFile) {
  if (!(PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename)))
    throw fileRejected(`a preview must be an ${PREVIEW_EXTENSIONS.join(' or ')} file`);
  const stored = await storeUpload(storage, file);
  return { key: stored.key, type: stored.fileType };
}
