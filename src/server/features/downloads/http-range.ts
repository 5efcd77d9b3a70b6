/** How to answer one download request: the whole file, one byte range, or 416. */
export type DownloadPlan =
  | { status: 200 | 206; start: number; end: number; length: number; contentRange?: string }
  | { status: 416; contentRange: string };

/**
 * Reads a Range header (RFC 9110 §14) for a file of `size` bytes. One range is honoured (`a-b`, `a-`,
 * `-n`); several ranges, other units or malformed values get the whole file, which the RFC allows.
 * If-Range must carry the current strong ETag, or the whole file is sent.
 */
export function planDownload(options: { size: number; etag: string; range?: string; ifRange?: string }): DownloadPlan {
  const { size } = options;
  const whole: DownloadPlan = { status: 200, start: 0, end: Math.max(size - 1, 0), length: size };
  if (!options.range || (options.ifRange !== undefined && options.ifRange !== options.etag)) return whole;
  const match = /^bytes=(\d*)-(\d*)$/.exec(options.range.replace(/\s/g, ''));
  if (!match || (match[1] === '' && match[2] === '')) return whole;

  const unsatisfiable: DownloadPlan = { status: 416, contentRange: `bytes */${size}` };
  let start: number;
  let end: number;
  if (match[1] === '') {
    // Suffix range: the last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return unsatisfiable;
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return unsatisfiable;
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return whole;
  }
  return { status: 206, start, end, length: end - start + 1, contentRange: `bytes ${start}-${end}/${size}` };
}

/** Content-Disposition for a download (RFC 6266): an ASCII fallback name and the exact UTF-8 name (RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
