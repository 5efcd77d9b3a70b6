// The preview budget (issue 29): making a preview of a 100 MB mp3 or a 300-page PDF takes under 2 s and under
// 64 MB of memory. `npm run bench:files` calls measurePreviews; each shape runs in a fresh Node process (this
// file, started with the shape's arguments), which reports its own time and its peak resident memory above
// where it stood before the work (VmHWM after /proc/self/clear_refs reset it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { makePreviewOf } from '../../src/server/features/previews/make-preview.js';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk.js';

const MB = 1024 * 1024;
const MP3_BYTES = 100 * MB;
const PDF_PAGES = 300;
export const PREVIEW_BUDGET = { seconds: 2, memoryGrowthMb: 64 };

// MPEG-1 Layer III at 128 kbit/s, 44.1 kHz, stereo: 417 bytes a frame.
const FRAME = Buffer.alloc(417);
FRAME.set([0xff, 0xfb, 0x90, 0x00]);

async function writeMp3(target: string) {
  const block = Buffer.concat(Array.from({ length: 160 }, () => FRAME));
  async function* frames() {
    for (let written = 0; written < MP3_BYTES; written += block.length)
      yield block.subarray(0, Math.min(block.length, MP3_BYTES - written));
  }
  await pipeline(frames, fs.createWriteStream(target));
}

/**
 * A book-like PDF: every page a paragraph of text and a picture of its own (noise, so it stays large). Pictures of
 * `side` × 3/4 side pixels: 320 makes an ordinary 12 MB book, 930 one near the 100 MB upload limit.
 */
async function writePdf(target: string, side: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const text = 'Breathe in for four counts, hold for seven, and release for eight. Notice the body soften. ';
  for (let n = 1; n <= PDF_PAGES; n += 1) {
    const height = Math.round((side * 3) / 4);
    const noise = Buffer.alloc(side * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (Math.random() * 256) | 0;
    const jpeg = await sharp(noise, { raw: { width: side, height, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const page = pdf.addPage([420, 595]);
    page.drawImage(await pdf.embedJpg(jpeg), { x: 50, y: 300, width: 320, height: 240 });
    for (let line = 0; line < 20; line += 1)
      page.drawText(`${n}.${line} ${text}`.slice(0, 80), { x: 30, y: 270 - line * 12, size: 9, font });
  }
  fs.writeFileSync(target, await pdf.save());
}

function vm(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** One shape, in this process: the file is read from local storage as the server reads it. */
async function runShape(dir: string, key: string, type: string) {
  const storage = createLocalDiskStorage(dir);
  const before = vm('VmRSS');
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const started = performance.now();
  const size = fs.statSync(path.join(dir, key)).size;
  const made = await makePreviewOf({ storage }, { key, type, size });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ seconds, growthBytes: vm('VmHWM') - before, previewBytes: made?.bytes.length ?? 0 }));
}

function child(args: string[]): Promise<{ seconds: number; growthBytes: number; previewBytes: number }> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    run.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`preview shape failed: ${code}`))));
  });
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Writes both files into `work`, measures each shape three times in fresh processes, and answers the medians. */
export async function measurePreviews(work: string) {
  const shapes = [
    { name: 'mp3', key: 'bench-100mb.mp3', type: 'audio/mpeg', write: writeMp3 },
    { name: 'pdf', key: 'bench-300-pages.pdf', type: 'application/pdf', write: (target: string) => writePdf(target, 320) },
    // Just under PDF_SAMPLE_MAX_BYTES, the largest PDF the server makes a sample of.
    {
      name: 'pdfAtSampleLimit',
      key: 'bench-300-pages-19mb.pdf',
      type: 'application/pdf',
      write: (target: string) => writePdf(target, 400),
    },
    // Above it: no sample is made (the creator is asked for their own), so this measures the refusal.
    {
      name: 'pdfNearUploadLimit',
      key: 'bench-300-large-pages.pdf',
      type: 'application/pdf',
      write: (target: string) => writePdf(target, 930),
    },
  ];
  const results: Record<string, unknown> = {};
  for (const shape of shapes) {
    console.log(`Preview of the ${shape.name}: writing the file...`);
    await shape.write(path.join(work, shape.key));
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await child([work, shape.key, shape.type]));
    const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[1]!;
    const seconds = median(runs, (run) => run.seconds).seconds;
    const growthMb = median(runs, (run) => run.growthBytes).growthBytes / MB;
    results[shape.name] = {
      fileMb: round(fs.statSync(path.join(work, shape.key)).size / MB, 1),
      previewMb: round(runs[0]!.previewBytes / MB),
      sampled: runs[0]!.previewBytes > 0,
      seconds: round(seconds),
      memoryGrowthMb: round(growthMb, 1),
      runs: runs.map((run) => ({ seconds: round(run.seconds), memoryGrowthMb: round(run.growthBytes / MB, 1) })),
      withinBudget: seconds < PREVIEW_BUDGET.seconds && growthMb < PREVIEW_BUDGET.memoryGrowthMb,
    };
  }
  return { budget: PREVIEW_BUDGET, ...results };
}

// Started as a shape's process: bench-files never passes arguments to this module.
const [dir, key, type] = process.argv.slice(2);
if (dir && key && type && import.meta.filename === path.resolve(process.argv[1] ?? '')) await runShape(dir, key, type);
