import type { Readable } from 'node:stream';
import { PREVIEW_SECONDS } from '../../../contract/previews.js';

// Indexed [version bit][layer index] → kbit/s by the header's 4-bit index (ISO 11172-3, 13818-3).
const BITRATES = {
  mpeg1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  mpeg2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** An MPEG audio frame header at `at`, or undefined when the bytes there are not one. */
export function readFrameHeader(bytes: Buffer, at: number): Frame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layerBits = (bytes[at + 1]! >> 1) & 3; // 3: layer I, 2: II, 1: III, 0: reserved
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const rates = SAMPLE_RATES[version];
  if (!rates || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const layer = 4 - layerBits;
  const sampleRate = rates[rateIndex]!;
  const table = version === 3 ? BITRATES.mpeg1 : BITRATES.mpeg2;
  const bitrate = table[layer - 1]![bitrateIndex]! * 1000;
  if (layer === 1) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  // Layer III of MPEG-2 and 2.5 carries half the samples, so half the bytes per frame at the same rate.
  const samples = layer === 3 && version !== 3 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** A Xing/Info or VBRI header frame describes the whole file (its length, its seek table): a preview leaves it out. */
function isInfoFrame(frame: Buffer) {
  const text = frame.toString('latin1', 0, Math.min(frame.length, 64));
  return text.includes('Xing') || text.includes('Info') || text.includes('VBRI');
}

/**
 * The first `seconds` of an mp3 as whole frames, read from the start of `source` and no further: the stream is
 * left as soon as enough audio is read, so a 100 MB file costs what its first minute does. An ID3v2 tag at the
 * start (often a large cover picture) is skipped; bytes between frames are passed over until the next sync.
 * Answers undefined when no audio frame is found.
 */
export async function cutMp3(source: Readable, seconds = PREVIEW_SECONDS): Promise<Buffer | undefined> {
  const frames: Buffer[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let skip = -1; // Bytes of an ID3v2 tag still to pass over; -1 until the start was looked at.
  let duration = 0;
  let first = true;
  try {
    for await (const chunk of source) {
      pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
      if (skip === -1) {
        if (pending.length < 10) continue;
        const tag = pending.toString('latin1', 0, 3) === 'ID3';
        // The tag's size is four 7-bit bytes ("syncsafe"), after a 10-byte header (and a 10-byte footer if flagged).
        skip = tag
          ? 10 + ((pending[6]! << 21) | (pending[7]! << 14) | (pending[8]! << 7) | pending[9]!) + (pending[5]! & 0x10 ? 10 : 0)
          : 0;
      }
      if (skip > 0) {
        const passed = Math.min(skip, pending.length);
        skip -= passed;
        pending = pending.subarray(passed);
        if (skip > 0) continue;
      }
      let at = 0;
      while (duration < seconds) {
        const frame = readFrameHeader(pending, at);
        if (!frame) {
          if (at + 4 > pending.length) break;
          at += 1; // Not a frame here: look for the next sync.
          continue;
        }
        if (at + frame.length > pending.length) break;
        const bytes = pending.subarray(at, at + frame.length);
        if (!(first && isInfoFrame(bytes))) {
          frames.push(Buffer.from(bytes));
          duration += frame.samples / frame.sampleRate;
        }
        first = false;
        at += frame.length;
      }
      pending = pending.subarray(at);
      if (duration >= seconds) break;
    }
  } finally {
    // Leaving the loop early ends the read; nothing further of the file is fetched.
    source.destroy();
  }
  return frames.length > 0 ? Buffer.concat(frames) : undefined;
}
