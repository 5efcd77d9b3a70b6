import { Transform, type TransformCallback } from 'node:stream';
import type { AcceptedFileExtension } from '../../../contract/uploads.js';

export const MIME_TYPES: Record<AcceptedFileExtension, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  epub: 'application/epub+zip',
};

const TYPE_NAMES: Record<AcceptedFileExtension, string> = {
  pdf: 'a PDF document',
  zip: 'a ZIP archive',
  mp3: 'an MP3 audio file',
  mp4: 'an MP4 video',
  docx: 'a Word document (.docx)',
  txt: 'a plain text file (UTF-8)',
  epub: 'an EPUB ebook',
};

// Enough for every signature below, including an EPUB's first entry with a long extra field.
const HEAD_BYTES = 512;
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_MARKERS = [Buffer.from('word/'), Buffer.from('[Content_Types].xml')];
const MARKER_OVERLAP = 32;

function startsWith(head: Buffer, signature: Buffer | string, offset = 0) {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
}

/** Programs in disguise: Windows PE, ELF, Mach-O, and scripts with a #! line. */
export function looksExecutable(head: Buffer): boolean {
  return (
    startsWith(head, 'MZ') ||
    startsWith(head, '\x7fELF') ||
    startsWith(head, '#!') ||
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].some(
      (magic) => head.length >= 4 && head.readUInt32BE(0) === magic,
    )
  );
}

/** Checks the first bytes against the signature of the claimed type; answers the problem, if any. */
export function headProblem(extension: AcceptedFileExtension, head: Buffer): string | undefined {
  if (looksExecutable(head)) return 'executable files and scripts are not allowed';
  const wrong = `the file's content is not ${TYPE_NAMES[extension]}`;
  switch (extension) {
    case 'pdf':
      return startsWith(head, '%PDF-') ? undefined : wrong;
    case 'zip':
    case 'docx':
      return startsWith(head, ZIP_LOCAL_HEADER) ? undefined : wrong;
    case 'epub': {
      // The EPUB container: the first entry is "mimetype", stored uncompressed, holding the media type.
      if (!startsWith(head, ZIP_LOCAL_HEADER) || head.length < 30) return wrong;
      const nameLength = head.readUInt16LE(26);
      const extraLength = head.readUInt16LE(28);
      const ok =
        startsWith(head, 'mimetype', 30) &&
        nameLength === 8 &&
        startsWith(head, 'application/epub+zip', 30 + nameLength + extraLength);
      return ok ? undefined : wrong;
    }
    case 'mp3':
      // An ID3 tag, or straight into an MPEG audio frame (11 sync bits set).
      return startsWith(head, 'ID3') || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) ? undefined : wrong;
    case 'mp4':
      return startsWith(head, 'ftyp', 4) ? undefined : wrong;
    case 'txt':
      return undefined;
  }
}

/**
 * A pass-through stream that checks an upload's content while it flows to storage: the signature in
 * its first bytes, and for the types that need the whole file, UTF-8 text without NUL bytes (txt) or
 * a Word part inside the archive (docx). It fails with ContentRejectedError as soon as the content
 * is known to be wrong, so a refused file is never stored whole.
 */
export class ContentCheck extends Transform {
  private head = Buffer.alloc(0);
  private headChecked = false;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private markerTail = Buffer.alloc(0);
  private docxMarkerSeen = false;
  bytes = 0;

  constructor(private readonly extension: AcceptedFileExtension) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES) {
        const problem = this.checkHead();
        if (problem) return callback(problem);
      }
    }
    const problem = this.checkBody(chunk, false);
    if (problem) return callback(problem);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    if (this.bytes === 0) return callback(new ContentRejectedError('the file is empty'));
    const problem = (!this.headChecked && this.checkHead()) || this.checkBody(Buffer.alloc(0), true);
    if (problem) return callback(problem);
    if (this.extension === 'docx' && !this.docxMarkerSeen)
      return callback(new ContentRejectedError(`the file's content is not ${TYPE_NAMES.docx}`));
    callback();
  }

  private checkHead(): ContentRejectedError | undefined {
    this.headChecked = true;
    const problem = headProblem(this.extension, this.head);
    return problem ? new ContentRejectedError(problem) : undefined;
  }

  private checkBody(chunk: Buffer, final: boolean): ContentRejectedError | undefined {
    if (this.extension === 'txt') {
      if (chunk.includes(0)) return new ContentRejectedError('a text file must not contain binary data');
      try {
        this.decoder.decode(chunk, { stream: !final });
      } catch {
        return new ContentRejectedError('a text file must be valid UTF-8 text');
      }
    }
    if (this.extension === 'docx' && !this.docxMarkerSeen && chunk.length > 0) {
      // Entry names appear uncompressed in the archive's headers; keep a tail so a name split across chunks is found.
      const window = Buffer.concat([this.markerTail, chunk]);
      this.docxMarkerSeen = DOCX_MARKERS.some((marker) => window.includes(marker));
      this.markerTail = window.subarray(Math.max(0, window.length - MARKER_OVERLAP));
    }
    return undefined;
  }
}

export class ContentRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`File rejected: ${reason}`);
    this.name = 'ContentRejectedError';
  }
}
