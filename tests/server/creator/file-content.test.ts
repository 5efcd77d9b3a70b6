import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { AcceptedFileExtension } from '../../../src/contract/uploads.js';
import { ContentCheck, ContentRejectedError } from '../../../src/server/features/creator/file-content.js';

/** Runs `chunks` through a ContentCheck; answers the rejection reason, or undefined when accepted. */
async function check(extension: AcceptedFileExtension, ...chunks: (Buffer | string)[]) {
  try {
    await pipeline(
      Readable.from(chunks.map((chunk) => Buffer.from(chunk))),
      new ContentCheck(extension),
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
    return undefined;
  } catch (error) {
    if (error instanceof ContentRejectedError) return error.reason;
    throw error;
  }
}

const zipEntry = (name: string, content = '') => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content)]);
};

describe('content sniffing', () => {
  it.each<[string, AcceptedFileExtension, Buffer | string]>([
    ['a PDF', 'pdf', '%PDF-1.7\n%%EOF'],
    ['a ZIP', 'zip', zipEntry('notes.txt', 'hello')],
    ['a DOCX', 'docx', Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml')])],
    ['an EPUB', 'epub', Buffer.concat([zipEntry('mimetype', 'application/epub+zip'), zipEntry('META-INF/container.xml')])],
    ['an MP3 with an ID3 tag', 'mp3', 'ID3\x04\x00'],
    ['an MP3 frame', 'mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64])],
    ['an MP4', 'mp4', Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1')],
    ['UTF-8 text', 'txt', 'Breathe in for four, hold for seven — ✨'],
  ])('accepts %s', async (_case, extension, content) => {
    expect(await check(extension, content)).toBeUndefined();
  });

  it.each<[string, AcceptedFileExtension, Buffer | string, string]>([
    ['a Windows program as PDF', 'pdf', 'MZ\x90\x00', 'executable files and scripts are not allowed'],
    ['a Linux program as MP4', 'mp4', '\x7fELF\x02', 'executable files and scripts are not allowed'],
    [
      'a Mach-O program as ZIP',
      'zip',
      Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]),
      'executable files and scripts are not allowed',
    ],
    ['a script as text', 'txt', '#!/usr/bin/env python\n', 'executable files and scripts are not allowed'],
    ['HTML as PDF', 'pdf', '<html><body>hi</body></html>', "the file's content is not a PDF document"],
    ['a PDF as MP3', 'mp3', '%PDF-1.4', "the file's content is not an MP3 audio file"],
    [
      'a ZIP whose first entry is not the EPUB mimetype',
      'epub',
      zipEntry('content.opf'),
      "the file's content is not an EPUB ebook",
    ],
    [
      'an EPUB mimetype with the wrong media type',
      'epub',
      zipEntry('mimetype', 'application/zip'),
      "the file's content is not an EPUB ebook",
    ],
    ['a ZIP without Word parts as DOCX', 'docx', zipEntry('photo.jpg'), "the file's content is not a Word document (.docx)"],
    ['Latin-1 text', 'txt', Buffer.from('caf\xe9', 'latin1'), 'a text file must be valid UTF-8 text'],
    ['text with a NUL byte', 'txt', Buffer.from('a\x00b', 'latin1'), 'a text file must not contain binary data'],
    ['an empty file', 'pdf', '', 'the file is empty'],
  ])('refuses %s', async (_case, extension, content, reason) => {
    expect(await check(extension, content)).toBe(reason);
  });

  it('finds a Word part and a UTF-8 character split across chunks', async () => {
    const docx = Buffer.concat([zipEntry('a.xml'), Buffer.alloc(70_000), Buffer.from('xxword/document.xml')]);
    const at = docx.indexOf('word/') + 2;
    expect(await check('docx', docx.subarray(0, at), docx.subarray(at))).toBeUndefined();
    const heart = Buffer.from('calm ♥ heart');
    expect(await check('txt', heart.subarray(0, 6), heart.subarray(6))).toBeUndefined();
  });

  it('refuses a text file that ends in the middle of a character', async () => {
    expect(await check('txt', Buffer.from([0x61, 0xe2, 0x99]))).toBe('a text file must be valid UTF-8 text');
  });
});
