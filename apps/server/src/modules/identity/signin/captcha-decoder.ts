// The suite's own reader of the picture code, used only by tests and the browser specs (never by the server). It
// reads the picture the way a bot that knows the font would: each path's strokes are matched to the glyph of the
// same shape after the best rotation, scale and shift; what matches no glyph (the curves, the dots) is dropped and
// the glyphs are read left to right. That it reads every picture is what SECURITY.md says the picture does not stop.
import { GLYPHS, type Point } from './captcha-glyphs';

/** The widest rotation a match may assume (the picture turns a glyph by at most 20°): 6 is not a turned 9. */
const MAX_ANGLE = 0.6;
/** The largest root-mean-square distance, in the font's units, at which a path still reads as a glyph. */
const MAX_RESIDUAL = 1.6;

/** A path's strokes from its relative `m` / `l` data. */
function strokesOf(data: string): Point[][] {
  const strokes: Point[][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of data.matchAll(/([ml])([^ml]*)/g)) {
    const numbers = (args!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      x += numbers[i]!;
      y += numbers[i + 1]!;
      if (command === 'm' && i === 0) strokes.push([[x, y]]);
      else strokes.at(-1)!.push([x, y]);
    }
  }
  return strokes;
}

const centred = (points: Point[]): { points: Point[]; x: number; y: number } => {
  const x = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const y = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  return { points: points.map(([px, py]) => [px - x, py - y]), x, y };
};

/** How far a path's points are from a glyph's after the best rotation (within MAX_ANGLE), scale and shift. */
function residual(glyph: Point[], drawn: Point[]): number {
  const t = centred(glyph).points;
  const p = centred(drawn).points;
  let a = 0;
  let b = 0;
  let norm = 0;
  t.forEach(([tx, ty], i) => {
    const [px, py] = p[i]!;
    a += tx * px + ty * py;
    b += tx * py - ty * px;
    norm += tx * tx + ty * ty;
  });
  const angle = Math.max(-MAX_ANGLE, Math.min(MAX_ANGLE, Math.atan2(b, a)));
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const scale = (a * cos + b * sin) / norm;
  if (scale <= 0) return Number.POSITIVE_INFINITY;
  const squared = t.reduce((sum, [tx, ty], i) => {
    const [px, py] = p[i]!;
    return sum + (scale * (tx * cos - ty * sin) - px) ** 2 + (scale * (tx * sin + ty * cos) - py) ** 2;
  }, 0);
  return Math.sqrt(squared / t.length) / scale;
}

const shapeOf = (strokes: readonly (readonly Point[])[]) => strokes.map((stroke) => stroke.length).join(',');

/** The glyph a path draws, with where it stands, or null for a curve or a dot. */
function readPath(strokes: Point[][]): { char: string; x: number } | null {
  const shape = shapeOf(strokes);
  const drawn = strokes.flat();
  let best: { char: string; x: number; residual: number } | null = null;
  for (const [char, glyph] of GLYPHS) {
    if (shapeOf(glyph) !== shape) continue;
    const distance = residual(glyph.flat() as Point[], drawn);
    if (distance < MAX_RESIDUAL && (best === null || distance < best.residual))
      best = { char, x: centred(drawn).x, residual: distance };
  }
  return best;
}

/** The characters a picture code (umc_getCaptcha's `image`, a data URL, or its SVG) shows, left to right. */
export function decodeCaptcha(image: string): string {
  const svg = image.startsWith('data:')
    ? Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString()
    : image;
  return [...svg.matchAll(/<path d="([^"]+)"/g)]
    .map((match) => readPath(strokesOf(match[1]!)))
    .filter((read) => read !== null)
    .sort((l, r) => l.x - r.x)
    .map((read) => read.char)
    .join('');
}
