import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Point } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 4;

export const newCaptchaAnswer = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f3a93', '#8e2d2d', '#2d6a4f', '#6a1b9a', '#b35c00'];
/** How far each drawn point strays from where its glyph puts it, in pixels. */
const JITTER = 0.7;
const CURVES = 3;
const DOTS = 24;

const between = (min: number, max: number) => min + (randomInt(1_000_001) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const jittered = ([x, y]: Point): Point => [x + between(-JITTER, JITTER), y + between(-JITTER, JITTER)];

/** A glyph's strokes placed in slot `slot`: scaled, stretched, rotated and shifted at random, every point jittered. */
function placeGlyph(char: string, slot: number): Point[][] {
  const scale = between(1.45, 1.75);
  const stretch = between(0.88, 1.12);
  const angle = between(-0.35, 0.35);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const cx = 18 + slot * 28 + between(-3, 3);
  const cy = HEIGHT / 2 + between(-2.5, 2.5);
  return GLYPHS.get(char)!.map((stroke) =>
    stroke.map(([x, y]) => {
      const u = (x - GLYPH_WIDTH / 2) * scale * stretch;
      const v = (y - GLYPH_HEIGHT / 2) * scale;
      return jittered([cx + u * cos - v * sin, cy + u * sin + v * cos]);
    }),
  );
}

/** A curve across the picture (a jittered quadratic Bézier as a polyline), of the glyphs' stroke. */
function distractorCurve(): Point[][] {
  const from: Point = [between(0, 15), between(4, HEIGHT - 4)];
  const to: Point = [between(WIDTH - 15, WIDTH), between(4, HEIGHT - 4)];
  const via: Point = [between(30, WIDTH - 30), between(-10, HEIGHT + 10)];
  const n = randomInt(13, 16);
  const at = (t: number, i: 0 | 1) => (1 - t) ** 2 * from[i] + 2 * (1 - t) * t * via[i] + t ** 2 * to[i];
  return [Array.from({ length: n }, (_, k) => jittered([at(k / (n - 1), 0), at(k / (n - 1), 1)]))];
}

const distractorDot = (): Point[][] => {
  const x = between(2, WIDTH - 2);
  const y = between(2, HEIGHT - 2);
  return [
    [
      [x, y],
      [x + between(-0.4, 0.4), y + between(-0.4, 0.4)],
    ],
  ];
};

/** A path's data in relative moves and lines (`m`, `l`), to a tenth of a pixel. */
function pathData(strokes: Point[][]): string {
  const tenths = ([x, y]: Point) => [Math.round(x * 10), Math.round(y * 10)] as const;
  const num = (t: number) => String(t / 10);
  let at: readonly [number, number] = [0, 0];
  const step = (point: Point) => {
    const next = tenths(point);
    const move = `${num(next[0] - at[0])} ${num(next[1] - at[1])}`;
    at = next;
    return move;
  };
  return strokes
    .map(([first, ...rest]) => `m${step(first!)}${rest.length > 0 ? `l${rest.map(step).join(' ')}` : ''}`)
    .join('');
}

/** Shuffles in place (Fisher–Yates on the crypto source). */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The picture of a verification code as an SVG (no native dependency) that holds no character: each one is
 * drawn as strokes of the font in captcha-glyphs.ts, scaled, stretched, rotated, shifted and every point jittered
 * per picture, as a path in relative moves among curves and dots of the same stroke, all in random order (not
 * left to right), with no id or class. Returned as a data URL an <img> shows (the page's CSP allows data:
 * images). A program that knows the font can still read it (SECURITY.md).
 */
export function captchaSvg(answer: string): string {
  const shapes = [
    ...[...answer].map((char, slot) => placeGlyph(char, slot)),
    ...Array.from({ length: CURVES }, distractorCurve),
    ...Array.from({ length: DOTS }, distractorDot),
  ];
  const paths = shuffle(shapes).map((strokes) => `<path d="${pathData(strokes)}" stroke="${pick(COLORS)}"/>`);
  const stroke = between(1.6, 2.2).toFixed(1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f6f8"/>` +
    `<g fill="none" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
