import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MP3_FRAME_BYTES, makeMp3, makePdf, makeTxt, makeZip, renderDemoFile } from './demo-files.js';

function xrefOffsets(pdf: string) {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(start, start + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(start))!;
  expect(first).toBe('0');
  const table = pdf
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  return table.map((entry) => {
    expect(entry).toMatch(/^\d{10} \d{5} [nf] $/);
    return Number(entry.slice(0, 10));
  });
}

describe('makePdf', () => {
  it('writes a PDF whose xref entries point at their objects', () => {
    const text = makePdf('Morning (Light)', ['First line', 'Second line with a \\ backslash']).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const offsets = xrefOffsets(text).slice(1);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain('(Morning \\(Light\\)) Tj');
    expect(text).toContain('/BaseFont /Helvetica');
  });

  it('declares the exact length of every content stream', () => {
    const text = makePdf('Streams', ['one', 'two']).toString('latin1');
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const begin = match.index + match[0].length;
      expect(text.slice(begin + Number(match[1]), begin + Number(match[1]) + 'endstream'.length)).toBe('endstream');
    }
  });

  it('wraps long text and starts new pages when one is full', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Paragraph ${i}: ${'breathe in, breathe out, '.repeat(6)}`);
    const text = makePdf('Long', lines).toString('latin1');
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
    expect(count).toBeGreaterThan(1);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(count);
    for (const [, shown] of text.matchAll(/\((.*)\) Tj T\*/g)) expect(shown!.length).toBeLessThanOrEqual(80);
    xrefOffsets(text);
  });
});

describe('makeTxt', () => {
  it('writes the title, an underline and the lines as UTF-8', () => {
    expect(makeTxt('Prompts', ['Who helped today?', 'Café moment']).toString('utf8')).toBe(
      'Prompts\n=======\n\nWho helped today?\nCafé moment\n',
    );
  });
});

describe('makeMp3', () => {
  it('writes MPEG-1 Layer III frames of the expected length', () => {
    const mp3 = makeMp3(1.2);
    // 1.2 s at 1152 samples a frame and 48 kHz is 50 frames.
    expect(mp3.length).toBe(50 * MP3_FRAME_BYTES);
    for (let offset = 0; offset < mp3.length; offset += MP3_FRAME_BYTES) {
      const header = mp3.readUInt32BE(offset);
      expect(header >>> 21).toBe(0x7ff); // frame sync
      expect((header >>> 19) & 0b11).toBe(0b11); // MPEG-1
      expect((header >>> 17) & 0b11).toBe(0b01); // Layer III
      const bitrate = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320][(header >>> 12) & 0xf]!;
      const sampleRate = [44_100, 48_000, 32_000][(header >>> 10) & 0b11]!;
      const padding = (header >>> 9) & 1;
      expect(Math.floor((144 * bitrate * 1000) / sampleRate) + padding).toBe(MP3_FRAME_BYTES);
    }
  });

  it('puts an ID3v2.3 tag with a synchsafe size before the first frame', () => {
    const mp3 = makeMp3(1, { title: 'Morning Light', artist: 'Maya Rivers' });
    expect(mp3.subarray(0, 5)).toEqual(Buffer.from([0x49, 0x44, 0x33, 3, 0]));
    const size = [6, 7, 8, 9].reduce((total, i) => (total << 7) | mp3[i]!, 0);
    expect([6, 7, 8, 9].every((i) => mp3[i]! < 0x80)).toBe(true);
    expect(mp3.readUInt16BE(10 + size)).toBe(0xfffb);
    expect(mp3.subarray(10, 10 + size).toString('latin1')).toContain('Morning Light');
    expect(mp3.subarray(10, 10 + size).toString('latin1')).toContain('Maya Rivers');
  });
});

describe('makeZip', () => {
  const entries = [
    { name: 'read-me.txt', data: 'Breathe.\n' },
    { name: 'guide.pdf', data: makePdf('Guide', ['Sit comfortably.']) },
    { name: 'notes/é.txt', data: Buffer.from([0, 1, 2, 255]) },
  ];
  const zip = makeZip(entries);

  it('ends with a directory that counts and locates every entry', () => {
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 8)).toBe(entries.length);
    expect(zip.readUInt16LE(end + 10)).toBe(entries.length);
    const directoryOffset = zip.readUInt32LE(end + 16);
    expect(directoryOffset + zip.readUInt32LE(end + 12)).toBe(end);

    let at = directoryOffset;
    for (const entry of entries) {
      const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      expect(zip.readUInt32LE(at + 16)).toBe(zlib.crc32(data));
      const nameLength = zip.readUInt16LE(at + 28);
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')).toBe(entry.name);

      const local = zip.readUInt32LE(at + 42);
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      expect(zip.readUInt16LE(local + 8)).toBe(0); // stored
      expect(zip.readUInt32LE(local + 14)).toBe(zlib.crc32(data));
      expect(zip.readUInt32LE(local + 18)).toBe(data.length);
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      expect(zip.subarray(dataStart, dataStart + data.length)).toEqual(data);
      at += 46 + nameLength;
    }
  });
});

describe('renderDemoFile', () => {
  it('renders nested archive entries, each under its own title when given', () => {
    const zip = renderDemoFile(
      {
        kind: 'zip',
        name: 'pack.zip',
        entries: [
          { kind: 'txt', name: 'a.txt', title: 'Inner title', lines: ['x'] },
          { kind: 'mp3', name: 'b.mp3', seconds: 1 },
        ],
      },
      'Pack',
      'Maya Rivers',
    );
    expect(zip.includes(Buffer.from('Inner title\n==========='))).toBe(true);
    expect(zip.includes(Buffer.from('ID3'))).toBe(true);
    expect(zip.length).toBeLessThan(200_000);
  });
});
