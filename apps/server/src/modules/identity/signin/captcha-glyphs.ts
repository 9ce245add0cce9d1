// The picture code's stroke font: each character of its alphabet as polylines in a 10 × 14 box (y down), strokes
// apart by `|`, points by `,`. The picture (captcha-image.ts) draws these strokes distorted per challenge; the
// suite's decoder (captcha-decoder.ts) matches them back.

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Letters and digits that do not look alike (no 0/O, 1/I/l). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

const OUTLINES: Readonly<Record<string, string>> = {
  A: '0 14, 5 0, 10 14 | 2 9, 8 9',
  B: '0 0, 0 14, 7 14, 10 12, 10 9, 7 7, 0 7 | 0 0, 6 0, 9 1.5, 9 5, 7 7',
  C: '10 2, 8 0, 3 0, 0 3, 0 11, 3 14, 8 14, 10 12',
  D: '0 0, 0 14, 6 14, 10 10, 10 4, 6 0, 0 0',
  E: '10 0, 0 0, 0 14, 10 14 | 0 7, 7 7',
  F: '10 0, 0 0, 0 14 | 0 7, 7 7',
  G: '10 2, 8 0, 3 0, 0 3, 0 11, 3 14, 8 14, 10 12, 10 8, 6 8',
  H: '0 0, 0 14 | 10 0, 10 14 | 0 7, 10 7',
  J: '10 0, 10 11, 7 14, 3 14, 0 11',
  K: '0 0, 0 14 | 10 0, 0 9 | 3 6, 10 14',
  M: '0 14, 0 0, 5 8, 10 0, 10 14',
  N: '0 14, 0 0, 10 14, 10 0',
  P: '0 14, 0 0, 7 0, 10 2, 10 5, 7 7, 0 7',
  Q: '3 0, 0 3, 0 11, 3 14, 7 14, 10 11, 10 3, 7 0, 3 0 | 6 10, 10 14',
  R: '0 14, 0 0, 7 0, 10 2, 10 5, 7 7, 0 7 | 5 7, 10 14',
  S: '10 2, 8 0, 2 0, 0 2, 0 5, 2 7, 8 7, 10 9, 10 12, 8 14, 2 14, 0 12',
  T: '0 0, 10 0 | 5 0, 5 14',
  U: '0 0, 0 11, 3 14, 7 14, 10 11, 10 0',
  V: '0 0, 5 14, 10 0',
  W: '0 0, 2.5 14, 5 6, 7.5 14, 10 0',
  X: '0 0, 10 14 | 10 0, 0 14',
  Y: '0 0, 5 7, 10 0 | 5 7, 5 14',
  Z: '0 0, 10 0, 0 14, 10 14',
  '2': '0 3, 2 0, 8 0, 10 3, 10 5, 0 14, 10 14',
  '3': '0 1, 2 0, 8 0, 10 2, 10 5, 7 7, 3 7 | 7 7, 10 9, 10 12, 8 14, 2 14, 0 13',
  '4': '7 14, 7 0, 0 10, 10 10',
  '5': '10 0, 1 0, 0 6, 7 6, 10 8, 10 12, 8 14, 2 14, 0 12',
  '6': '9 0, 4 0, 0 5, 0 11, 3 14, 7 14, 10 11, 10 9, 7 7, 3 7, 0 9',
  '7': '0 0, 10 0, 4 14',
  '8': '5 7, 2 6, 0 4, 1 1, 5 0, 9 1, 10 4, 8 6, 5 7, 1 9, 0 12, 3 14, 7 14, 10 12, 9 9, 5 7',
  '9': '1 14, 6 14, 10 9, 10 3, 7 0, 3 0, 0 3, 0 5, 3 7, 7 7, 10 5',
};

const strokesOf = (outline: string): Stroke[] =>
  outline.split('|').map((stroke) =>
    stroke.split(',').map((point) => {
      const [x, y] = point.trim().split(' ').map(Number);
      return [x!, y!] as const;
    }),
  );

/** Each character's strokes. */
export const GLYPHS: ReadonlyMap<string, readonly Stroke[]> = new Map(
  [...CAPTCHA_ALPHABET].map((char) => [char, strokesOf(OUTLINES[char]!)]),
);
