import crypto from 'node:crypto';
import { COVER_HEIGHT, COVER_WIDTH } from '../../../contract/product-image.js';

/** What a generated cover is drawn from: the same product always gets the same art, another product other art. */
export interface CoverSubject {
  title: string;
  description: string;
  categoryId: number;
}

type Motif = 'mandala' | 'waves' | 'rings' | 'botanical';

// Sound for audio and music, petals for meditation, healing and art, leaves for books and templates, waves for the rest.
const motifByCategory: Record<number, Motif> = {
  1: 'mandala',
  2: 'waves',
  3: 'waves',
  4: 'botanical',
  5: 'rings',
  6: 'waves',
  7: 'mandala',
  8: 'waves',
  9: 'mandala',
  10: 'rings',
  11: 'mandala',
  12: 'mandala',
  13: 'botanical',
  14: 'botanical',
  15: 'botanical',
  16: 'rings',
  17: 'botanical',
  18: 'waves',
};

/** A small deterministic random source (mulberry32) seeded from the product's hash. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Layered SVG art for a product without an uploaded cover: a two-colour gradient and a motif for its
 * category, with hues, counts and positions taken from a hash of the product. Drawn at the cover size.
 */
export function generatedCoverSvg(subject: CoverSubject): string {
  const digest = crypto.createHash('sha256').update(`${subject.categoryId}\n${subject.title}\n${subject.description}`).digest();
  const random = randomFrom(digest.readUInt32BE(0));
  const hue = digest.readUInt16BE(4) % 360;
  const accentHue = (hue + 40 + Math.floor(random() * 140)) % 360;
  const width = COVER_WIDTH;
  const height = COVER_HEIGHT;
  const cx = round(width * (0.3 + random() * 0.4));
  const cy = round(height * (0.35 + random() * 0.3));
  const motif = motifByCategory[subject.categoryId] ?? 'waves';
  const art = {
    mandala: () => mandala(random, cx, cy, accentHue),
    waves: () => waves(random, width, height, accentHue),
    rings: () => rings(random, cx, cy, accentHue),
    botanical: () => botanical(random, width, height, accentHue),
  }[motif]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},62%,${round(78 + random() * 10)}%)"/>
<stop offset="1" stop-color="hsl(${accentHue},55%,${round(58 + random() * 14)}%)"/>
</linearGradient>
<radialGradient id="glow" cx="${round(cx / width)}" cy="${round(cy / height)}" r="0.6">
<stop offset="0" stop-color="#fff" stop-opacity="0.7"/>
<stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${art}
</svg>`;
}

function mandala(random: () => number, cx: number, cy: number, hue: number) {
  const layers: string[] = [];
  const rings = 3 + Math.floor(random() * 3);
  for (let ring = rings; ring >= 1; ring--) {
    const petals = 6 + 2 * Math.floor(random() * 6);
    const length = 60 + ring * 55 + random() * 30;
    const girth = length * (0.18 + random() * 0.12);
    const colour = `hsl(${(hue + ring * 25) % 360},60%,${round(45 + ring * 8)}%)`;
    const petal = `<ellipse cx="0" cy="${round(-length / 2)}" rx="${round(girth)}" ry="${round(length / 2)}" fill="${colour}" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>`;
    for (let i = 0; i < petals; i++) {
      layers.push(`<g transform="translate(${cx} ${cy}) rotate(${round((360 / petals) * (i + ring * 0.5))})">${petal}</g>`);
    }
  }
  layers.push(`<circle cx="${cx}" cy="${cy}" r="${round(24 + random() * 20)}" fill="#fff" fill-opacity="0.8"/>`);
  return layers.join('\n');
}

function waves(random: () => number, width: number, height: number, hue: number) {
  const layers: string[] = [];
  const count = 4 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const base = height * (0.35 + (i / count) * 0.6);
    const amplitude = 20 + random() * 50;
    const wavelength = width / (1 + random() * 2.5);
    const phase = random() * wavelength;
    const points: string[] = [];
    for (let x = 0; x <= width; x += 32) {
      points.push(`${x},${round(base + Math.sin(((x + phase) / wavelength) * Math.PI * 2) * amplitude)}`);
    }
    const colour = `hsl(${(hue + i * 18) % 360},55%,${round(40 + i * 6)}%)`;
    layers.push(`<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}" fill-opacity="0.38"/>`);
  }
  return layers.join('\n');
}

function rings(random: () => number, cx: number, cy: number, hue: number) {
  const layers: string[] = [];
  const count = 7 + Math.floor(random() * 7);
  const gap = 22 + random() * 26;
  for (let i = count; i >= 1; i--) {
    const colour = `hsl(${(hue + i * 12) % 360},60%,${round(35 + i * 4)}%)`;
    const dash = random() < 0.4 ? ` stroke-dasharray="${round(4 + random() * 30)} ${round(6 + random() * 20)}"` : '';
    layers.push(
      `<circle cx="${cx}" cy="${cy}" r="${round(i * gap)}" fill="none" stroke="${colour}" stroke-opacity="${round(0.3 + random() * 0.5)}" stroke-width="${round(2 + random() * 9)}"${dash}/>`,
    );
  }
  layers.push(`<circle cx="${cx}" cy="${cy}" r="${round(gap * 0.6)}" fill="#fff" fill-opacity="0.75"/>`);
  return layers.join('\n');
}

function botanical(random: () => number, width: number, height: number, hue: number) {
  const layers: string[] = [];
  const stems = 3 + Math.floor(random() * 4);
  for (let s = 0; s < stems; s++) {
    const x = width * (0.12 + random() * 0.76);
    const top = height * (0.15 + random() * 0.35);
    const bend = (random() - 0.5) * 160;
    const colour = `hsl(${(hue + s * 22) % 360},45%,${round(30 + random() * 20)}%)`;
    layers.push(
      `<path d="M${round(x)},${height} Q${round(x + bend)},${round((height + top) / 2)} ${round(x + bend / 3)},${round(top)}" fill="none" stroke="${colour}" stroke-width="4" stroke-opacity="0.7"/>`,
    );
    const leaves = 4 + Math.floor(random() * 5);
    for (let l = 0; l < leaves; l++) {
      const t = (l + 1) / (leaves + 1);
      const ly = height - (height - top) * t;
      const lx = x + bend * 2 * t * (1 - t) + (bend / 3) * t * t;
      const side = l % 2 === 0 ? 1 : -1;
      const size = 18 + random() * 26;
      layers.push(
        `<ellipse cx="0" cy="0" rx="${round(size)}" ry="${round(size * 0.42)}" fill="${colour}" fill-opacity="0.5" transform="translate(${round(lx + side * size * 0.8)} ${round(ly)}) rotate(${side * round(25 + random() * 30)})"/>`,
      );
    }
  }
  return layers.join('\n');
}
