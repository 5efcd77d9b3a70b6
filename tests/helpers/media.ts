import { PDFDocument, StandardFonts } from 'pdf-lib';

// MPEG-1 Layer III, 32 kbit/s, 44.1 kHz, mono: 104 bytes and 1152 samples a frame.
const FRAME_HEADER = [0xff, 0xfb, 0x10, 0xc0];
export const SILENT_FRAME_BYTES = 104;
export const SILENT_FRAME_SECONDS = 1152 / 44_100;

/**
 * `seconds` of silent MPEG-1 Layer III audio, whose zeroed side information decodes to silence. It starts with a
 * frame sync, as the upload's content check asks; `id3Bytes` puts an ID3v2 tag of that many bytes in front.
 */
export function silentMp3(seconds: number, { id3Bytes = 0 } = {}): Buffer {
  const frames = Math.ceil(seconds / SILENT_FRAME_SECONDS);
  const audio = Buffer.alloc(frames * SILENT_FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) audio.set(FRAME_HEADER, frame * SILENT_FRAME_BYTES);
  if (id3Bytes === 0) return audio;
  const body = id3Bytes - 10;
  const tag = Buffer.alloc(id3Bytes);
  tag.write('ID3', 0, 'latin1');
  tag.set([4, 0, 0, (body >> 21) & 0x7f, (body >> 14) & 0x7f, (body >> 7) & 0x7f, body & 0x7f], 3);
  return Buffer.concat([tag, audio]);
}

/** A PDF of `pages` pages, each saying its number ("Page 7"). */
export async function numberedPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) pdf.addPage([300, 400]).drawText(`Page ${n}`, { x: 40, y: 340, size: 24, font });
  return Buffer.from(await pdf.save());
}
