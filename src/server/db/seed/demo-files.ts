import zlib from 'node:zlib';

/**
 * Small, real files for seeded products, built without dependencies: a buyer who downloads a demo
 * product gets a document that opens, a sound file that plays and an archive that unpacks.
 */

export type DemoFileKind = 'pdf' | 'txt' | 'mp3' | 'zip';

/** What a seeded product's file holds; a ZIP holds other files. */
export type DemoFileSpec =
  | { kind: 'pdf' | 'txt'; name: string; title?: string; lines: string[] }
  | { kind: 'mp3'; name: string; seconds: number }
  | { kind: 'zip'; name: string; entries: Exclude<DemoFileSpec, { kind: 'zip' }>[] };

export const demoFileTypes: Record<DemoFileKind, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
};

// US Letter in points, one-inch margins; 11 pt Helvetica averages ~5.5 pt a character.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LEADING = 15;
const WRAP_COLUMNS = 80;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 2 * LEADING) / LEADING);

function wrap(line: string, columns: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > columns) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  out.push(current);
  return out;
}

/** A PDF literal string: the standard font speaks Latin-1, so anything else becomes '?'. */
function pdfString(text: string): string {
  const latin = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF 1.4 in Helvetica: the title on the first page, then the lines wrapped and paged. */
export function makePdf(title: string, lines: string[]): Buffer {
  const wrapped = lines.flatMap((line) => wrap(line, WRAP_COLUMNS));
  const pages: string[][] = [];
  for (let i = 0; i < wrapped.length; i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE));
  if (pages.length === 0) pages.push([]);

  // Objects 1-3 are fixed; each page then takes two: the page and its content stream.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((pageLines, i) => {
    const top = PAGE_HEIGHT - MARGIN;
    const heading = i === 0 ? `BT /F1 ${TITLE_SIZE} Tf ${MARGIN} ${top} Td ${pdfString(title)} Tj ET\n` : '';
    const bodyTop = i === 0 ? top - 2 * LEADING : top;
    const body = pageLines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
    const stream = `${heading}BT /F1 ${BODY_SIZE} Tf ${LEADING} TL ${MARGIN} ${bodyTop} Td\n${body}\nET\n`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    );
  });
  objects.push(`<< /Title ${pdfString(title)} /Producer (Soul Market demo seed) >>`);
  const infoNumber = objects.length;

  // The binary comment line tells tools the file holds 8-bit data.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  // Each xref entry is exactly 20 bytes, its end-of-line included.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNumber} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A UTF-8 text file: the title, an underline, then the lines. */
export function makeTxt(title: string, lines: string[]): Buffer {
  return Buffer.from([title, '='.repeat(title.length), '', ...lines, ''].join('\n'), 'utf8');
}

// MPEG-1 Layer III, 32 kbit/s, 48 kHz, mono, no CRC: 144 * 32000 / 48000 = 96 bytes a frame with no
// padding, each frame 1152 samples (24 ms). A zeroed side-info block decodes as silence.
const MP3_HEADER = [0xff, 0xfb, 0x14, 0xc0] as const;
export const MP3_FRAME_BYTES = 96;
const MP3_FRAME_SECONDS = 1152 / 48_000;

function id3Text(id: string, text: string): Buffer {
  // ID3v2.3 frame: id, big-endian size, two flag bytes, then encoding 0 (Latin-1) and the text.
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text.replace(/[^\x20-\xff]/g, '?'), 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** Silent MP3 of about `seconds`, with an ID3v2.3 tag naming it when a title is given. */
export function makeMp3(seconds: number, tag?: { title: string; artist?: string }): Buffer {
  const frameCount = Math.max(1, Math.round(seconds / MP3_FRAME_SECONDS));
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  Buffer.from(MP3_HEADER).copy(frame);
  const audio = Buffer.alloc(frameCount * MP3_FRAME_BYTES);
  for (let i = 0; i < frameCount; i++) frame.copy(audio, i * MP3_FRAME_BYTES);
  if (!tag) return audio;

  const frames = Buffer.concat([id3Text('TIT2', tag.title), ...(tag.artist ? [id3Text('TPE1', tag.artist)] : [])]);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  // The tag size is "synchsafe": 7 bits a byte, so no byte of it can look like a frame sync.
  for (let i = 0; i < 4; i++) header[9 - i] = (frames.length >> (7 * i)) & 0x7f;
  return Buffer.concat([header, frames, audio]);
}

// 2024-01-01 00:00 in MS-DOS form: a fixed stamp keeps the seeded archives byte-identical.
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
// Bit 11: names are UTF-8.
const UTF8_FLAG = 0x0800;

/** The run of fields a local header and its central record share, from "version needed" to the extra length. */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number) {
  header.writeUInt16LE(10, at); // version needed: 1.0, enough for stored entries
  header.writeUInt16LE(UTF8_FLAG, at + 2);
  header.writeUInt16LE(0, at + 4); // method: stored
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14); // compressed size: the same, nothing is compressed
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
  header.writeUInt16LE(0, at + 24); // no extra field
}

/** A ZIP archive with every entry stored (no compression), readable by any unzip tool. */
export function makeZip(entries: { name: string; data: Buffer | string }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const crc = zlib.crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, crc, data.length, name.length);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // made by: 2.0
    writeEntryFields(record, 6, crc, data.length, name.length);
    // Comment length, disk, internal and external attributes stay zero.
    record.writeUInt32LE(offset, 42);

    parts.push(local, name, data);
    central.push(record, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Builds the bytes a spec describes; `title` and `author` label the document or the audio tag. */
export function renderDemoFile(spec: DemoFileSpec, title: string, author: string): Buffer {
  switch (spec.kind) {
    case 'pdf':
      return makePdf(spec.title ?? title, spec.lines);
    case 'txt':
      return makeTxt(spec.title ?? title, spec.lines);
    case 'mp3':
      return makeMp3(spec.seconds, { title, artist: author });
    case 'zip':
      return makeZip(spec.entries.map((entry) => ({ name: entry.name, data: renderDemoFile(entry, title, author) })));
  }
}
