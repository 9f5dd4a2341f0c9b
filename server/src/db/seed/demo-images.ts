import sharp from 'sharp';
import { createRandom } from './random';

/** Flyers, banners and photos drawn from SVG, so the demo needs no image files in the repo. */
export interface RenderedImage {
  bytes: Uint8Array;
  mime: 'image/jpeg';
  width: number;
  height: number;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

let textProbe: Promise<boolean> | null = null;

/**
 * librsvg draws text through fontconfig; on a host without fonts text silently vanishes (or
 * fails). Probe once and fall back to text-free designs rather than fail the seed.
 */
export function canRenderText(): Promise<boolean> {
  textProbe ??= (async () => {
    try {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#000"/><text x="4" y="26" font-family="${FONT}" font-size="28" fill="#fff">Mm</text></svg>`;
      const { data } = await sharp(Buffer.from(svg))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.some((v) => v > 128);
    } catch {
      return false;
    }
  })();
  return textProbe;
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by character count (bold sans averages ~0.62 em per glyph). */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function background(w: number, h: number, hue: number): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 9)}"/>
      <stop offset="0.55" stop-color="${hsl(hue + 35, 75, 26)}"/>
      <stop offset="1" stop-color="${hsl(hue + 70, 90, 46)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${hsl(hue + 20, 100, 65)}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${hsl(hue + 20, 100, 65)}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>`;
}

function rings(cx: number, cy: number, count: number, step: number, color: string): string {
  let out = '';
  for (let i = 1; i <= count; i++) {
    out += `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="none" stroke="${color}" stroke-opacity="${(0.22 - i * 0.012).toFixed(3)}" stroke-width="${i % 3 === 0 ? 3 : 1.5}"/>`;
  }
  return out;
}

function wave(
  w: number,
  y: number,
  amp: number,
  period: number,
  phase: number,
  color: string,
  opacity: number,
): string {
  const pts: string[] = [];
  for (let x = 0; x <= w; x += 20)
    pts.push(`${x},${(y + amp * Math.sin((x / period) * 2 * Math.PI + phase)).toFixed(1)}`);
  return `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2"/>`;
}

async function toJpeg(svg: string, width: number, height: number): Promise<RenderedImage> {
  const buf = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return { bytes: new Uint8Array(buf), mime: 'image/jpeg', width, height };
}

export interface FlyerInput {
  nombre: string;
  fechaTexto: string;
  lugarTexto: string;
  generos: string[];
  hue: number;
  seed: number;
  /** Flyers come in every shape: Instagram's 4:5 and 1:1 beside the 16:9 default. */
  forma?: FlyerShape;
  /** Written on upright flyers, as real ones do (a crop to 16:9 would lose it). */
  lineup?: string[];
}

export type FlyerShape = 'apaisado' | 'retrato' | 'cuadrado';

/** 1200x675 event flyer, or 1080x1350 (retrato) and 1080x1080 (cuadrado) with the line-up. */
export async function renderFlyer(input: FlyerInput): Promise<RenderedImage> {
  if (input.forma === 'retrato' || input.forma === 'cuadrado') return renderUprightFlyer(input);
  const [w, h] = [1200, 675];
  const rnd = createRandom(input.seed);
  const cx = rnd.int(700, 1050);
  const cy = rnd.int(150, 450);
  const accent = hsl(input.hue + 70, 95, 70);
  let shapes =
    `<circle cx="${cx}" cy="${cy}" r="380" fill="url(#glow)"/>` + rings(cx, cy, 14, 34, '#ffffff');
  for (let i = 0; i < 5; i++)
    shapes += wave(w, 520 + i * 22, 18 + i * 4, 260 + i * 40, rnd.next() * 6, accent, 0.25);
  let text = '';
  if (await canRenderText()) {
    // Bold capitals run ~0.8 em wide: size the title so its longest line fits 1072 px.
    let lines = wrap(input.nombre.toUpperCase(), 18);
    if (lines.length > 3) lines = wrap(input.nombre.toUpperCase(), 26).slice(0, 3);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.min(74, Math.floor(1072 / (longest * 0.8)));
    const top = 250 - (lines.length - 1) * size * 0.55;
    const title = lines
      .map(
        (l, i) => `<tspan x="64" y="${(top + i * size * 1.08).toFixed(0)}">${escapeXml(l)}</tspan>`,
      )
      .join('');
    text = `<g font-family="${FONT}">
      <text x="64" y="86" font-size="22" font-weight="bold" letter-spacing="8" fill="#ffffff" fill-opacity="0.8">PULSO PRESENTA</text>
      <text font-size="${size}" font-weight="bold" fill="#000000" fill-opacity="0.35" transform="translate(4 4)">${title}</text>
      <text font-size="${size}" font-weight="bold" fill="#ffffff">${title}</text>
      <text x="64" y="560" font-size="34" font-weight="bold" fill="${accent}">${escapeXml(input.fechaTexto)}</text>
      <text x="64" y="606" font-size="26" fill="#ffffff" fill-opacity="0.9">${escapeXml(input.lugarTexto)}</text>
      <text x="1136" y="86" font-size="18" text-anchor="end" letter-spacing="3" fill="#ffffff" fill-opacity="0.75">${escapeXml(input.generos.join(' · ').toUpperCase())}</text>
    </g>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${background(w, h, input.hue)}${shapes}${text}</svg>`;
  return toJpeg(svg, w, h);
}

/**
 * An upright flyer: the date on top, the name, the line-up one name a line and the place at the
 * foot, where a crop to a wide box cuts first.
 */
async function renderUprightFlyer(input: FlyerInput): Promise<RenderedImage> {
  const [w, h] = input.forma === 'retrato' ? [1080, 1350] : [1080, 1080];
  const rnd = createRandom(input.seed);
  const cx = rnd.int(300, 780);
  const cy = rnd.int(h * 0.3, h * 0.55);
  const accent = hsl(input.hue + 70, 95, 70);
  let shapes =
    `<circle cx="${cx}" cy="${cy}" r="${w * 0.4}" fill="url(#glow)"/>` +
    rings(cx, cy, 16, 32, '#ffffff');
  for (let i = 0; i < 6; i++)
    shapes += wave(w, h * 0.62 + i * 24, 16 + i * 4, 240 + i * 40, rnd.next() * 6, accent, 0.22);
  let text = '';
  if (await canRenderText()) {
    const lines = wrap(input.nombre.toUpperCase(), 14).slice(0, 3);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.min(112, Math.floor(952 / (longest * 0.8)));
    const titleTop = h * 0.25;
    const title = lines
      .map(
        (l, i) =>
          `<tspan x="64" y="${(titleTop + (i + 1) * size * 1.05).toFixed(0)}">${escapeXml(l)}</tspan>`,
      )
      .join('');
    const lineup = (input.lineup ?? []).slice(0, 5);
    const lineupTop = titleTop + (lines.length + 1) * size * 1.05 + 30;
    const lineupSize = input.forma === 'retrato' ? 46 : 40;
    const names = lineup
      .map(
        (n, i) =>
          `<tspan x="64" y="${(lineupTop + i * lineupSize * 1.3).toFixed(0)}">${escapeXml(n.toUpperCase())}</tspan>`,
      )
      .join('');
    text = `<g font-family="${FONT}">
      <text x="64" y="96" font-size="40" font-weight="bold" fill="${accent}">${escapeXml(input.fechaTexto)}</text>
      <text x="64" y="146" font-size="22" font-weight="bold" letter-spacing="6" fill="#ffffff" fill-opacity="0.8">PULSO PRESENTA · ${escapeXml(input.generos.join(' · ').toUpperCase())}</text>
      <text font-size="${size}" font-weight="bold" fill="#000000" fill-opacity="0.35" transform="translate(4 4)">${title}</text>
      <text font-size="${size}" font-weight="bold" fill="#ffffff">${title}</text>
      <text font-size="${lineupSize}" font-weight="bold" fill="#ffffff" fill-opacity="0.92" letter-spacing="2">${names}</text>
      <text x="64" y="${h - 64}" font-size="30" fill="#ffffff" fill-opacity="0.9">${escapeXml(input.lugarTexto)}</text>
    </g>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${background(w, h, input.hue)}${shapes}${text}</svg>`;
  return toJpeg(svg, w, h);
}

/** 1600x600 home carousel banner. */
export async function renderBanner(input: {
  titulo: string;
  subtitulo: string;
  hue: number;
  seed: number;
}) {
  const [w, h] = [1600, 600];
  const rnd = createRandom(input.seed);
  const accent = hsl(input.hue + 70, 95, 72);
  let shapes =
    `<circle cx="1250" cy="300" r="520" fill="url(#glow)"/>` + rings(1250, 300, 16, 36, '#ffffff');
  for (let i = 0; i < 9; i++)
    shapes += wave(w, 120 + i * 45, 30 + i * 3, 380 + i * 25, rnd.next() * 6, accent, 0.18);
  let text = '';
  if (await canRenderText()) {
    text = `<g font-family="${FONT}">
      <text x="90" y="150" font-size="28" font-weight="bold" letter-spacing="12" fill="${accent}">PULSO</text>
      <text x="90" y="290" font-size="76" font-weight="bold" fill="#ffffff">${escapeXml(input.titulo)}</text>
      <text x="90" y="370" font-size="34" fill="#ffffff" fill-opacity="0.88">${escapeXml(input.subtitulo)}</text>
    </g>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${background(w, h, input.hue)}${shapes}${text}</svg>`;
  return toJpeg(svg, w, h);
}

/**
 * 600x600 cover-art style square (a record under stage light). Deliberately not a person
 * silhouette, which would read as the "no photo" placeholder.
 */
export function renderArtistPhoto(input: { hue: number; seed: number }): Promise<RenderedImage> {
  const s = 600;
  const rnd = createRandom(input.seed);
  const label = hsl(input.hue + 70, 95, 62);
  const cx = rnd.int(260, 380);
  const cy = rnd.int(260, 380);
  const beams = Array.from({ length: 4 }, (_, i) => {
    const x = rnd.int(0, 600);
    const to = 300 + (i - 1.5) * 170;
    return `<polygon points="${x - 18},0 ${x + 18},0 ${to + 45},600 ${to - 45},600" fill="#ffffff" fill-opacity="0.07"/>`;
  }).join('');
  let grooves = '';
  for (let r = 96; r < 250; r += 7) {
    grooves += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${r % 21 === 0 ? 0.16 : 0.06}" stroke-width="1.5"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">${background(s, s, input.hue)}
    <circle cx="${cx}" cy="${cy}" r="300" fill="url(#glow)"/>${beams}
    <circle cx="${cx}" cy="${cy}" r="250" fill="#09090c" fill-opacity="0.92"/>${grooves}
    <path d="M ${cx - 240} ${cy - 30} A 242 242 0 0 1 ${cx - 30} ${cy - 240}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="86" fill="${label}"/>
    <circle cx="${cx}" cy="${cy}" r="52" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="10"/>
    <circle cx="${cx}" cy="${cy}" r="9" fill="#09090c"/>
  </svg>`;
  return toJpeg(svg, s, s);
}

/** 1200x675 news image: equalizer bars and the headline. */
export async function renderNewsImage(input: {
  titulo: string;
  hue: number;
  seed: number;
}): Promise<RenderedImage> {
  const [w, h] = [1200, 675];
  const rnd = createRandom(input.seed);
  const accent = hsl(input.hue + 70, 95, 68);
  let bars = '';
  for (let x = 0; x < w; x += 30) {
    const bh = rnd.int(40, 300);
    bars += `<rect x="${x + 4}" y="${h - bh}" width="22" height="${bh}" rx="4" fill="${accent}" fill-opacity="0.35"/>`;
  }
  let text = '';
  if (await canRenderText()) {
    const lines = wrap(input.titulo, 30).slice(0, 3);
    text = `<g font-family="${FONT}">
      <text x="64" y="90" font-size="22" font-weight="bold" letter-spacing="8" fill="${accent}">NOTICIAS · PULSO</text>
      <text font-size="54" font-weight="bold" fill="#ffffff">${lines
        .map((l, i) => `<tspan x="64" y="${190 + i * 64}">${escapeXml(l)}</tspan>`)
        .join('')}</text>
    </g>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${background(w, h, input.hue)}<circle cx="950" cy="200" r="360" fill="url(#glow)"/>${bars}${text}</svg>`;
  return toJpeg(svg, w, h);
}
