import { describe, expect, it } from 'vitest';
import { attachmentDisposition, planDownload } from '../../../src/server/features/downloads/http-range.js';

const ETAG = '"key-100"';
const plan = (range?: string, ifRange?: string, size = 100) =>
  planDownload({ size, etag: ETAG, ...(range === undefined ? {} : { range }), ...(ifRange === undefined ? {} : { ifRange }) });

describe('download ranges', () => {
  it('sends the whole file without a Range header', () => {
    expect(plan()).toEqual({ status: 200, start: 0, end: 99, length: 100 });
  });

  it('honours one range in each form', () => {
    expect(plan('bytes=0-0')).toEqual({ status: 206, start: 0, end: 0, length: 1, contentRange: 'bytes 0-0/100' });
    expect(plan('bytes=10-')).toMatchObject({ start: 10, end: 99, length: 90 });
    expect(plan('bytes=-10')).toMatchObject({ start: 90, end: 99, length: 10 });
    expect(plan('bytes=-500')).toMatchObject({ start: 0, end: 99 });
    expect(plan('bytes=50-1000')).toMatchObject({ start: 50, end: 99, contentRange: 'bytes 50-99/100' });
    expect(plan('bytes = 5 - 9')).toMatchObject({ status: 206, start: 5, end: 9 });
  });

  it('answers 416 when no byte of the range exists', () => {
    expect(plan('bytes=100-')).toEqual({ status: 416, contentRange: 'bytes */100' });
    expect(plan('bytes=-0')).toEqual({ status: 416, contentRange: 'bytes */100' });
    expect(plan('bytes=0-', undefined, 0)).toEqual({ status: 416, contentRange: 'bytes */0' });
  });

  it('ignores what it does not serve: several ranges, other units, nonsense, reversed ranges', () => {
    for (const range of ['bytes=0-1,5-6', 'pages=1-2', 'bytes=-', 'bytes=abc', 'bytes=9-2'])
      expect(plan(range).status, range).toBe(200);
  });

  it('honours Range only when If-Range carries the current ETag', () => {
    expect(plan('bytes=0-9', ETAG).status).toBe(206);
    expect(plan('bytes=0-9', '"key-99"').status).toBe(200);
    expect(plan('bytes=0-9', 'Wed, 21 Oct 2015 07:28:00 GMT').status).toBe(200);
  });
});

describe('attachment names', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Chakra Guide.pdf')).toBe(
      `attachment; filename="Chakra Guide.pdf"; filename*=UTF-8''Chakra%20Guide.pdf`,
    );
    expect(attachmentDisposition("Ōm 'sound' (432Hz) 100%.mp3")).toBe(
      `attachment; filename="_m 'sound' (432Hz) 100_.mp3"; filename*=UTF-8''%C5%8Cm%20%27sound%27%20%28432Hz%29%20100%25.mp3`,
    );
  });

  it('falls back to "download" when there is no name', () => {
    expect(attachmentDisposition('  ')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
