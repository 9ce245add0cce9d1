import { randomInt } from 'node:crypto';

/** Letters and digits that do not look alike (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

export const newCaptchaAnswer = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f3a93', '#8e2d2d', '#2d6a4f', '#6a1b9a', '#b35c00'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];

/**
 * The picture of a verification code as an SVG (no native dependency): each character drawn as a path-free
 * text glyph, shifted, rotated and coloured at random, over noise lines and dots. Returned as a data URL an
 * <img> shows (the page's CSP allows data: images).
 */
export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${pick(COLORS)}" stroke-width="1" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1)
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLORS)}"/>`);
  [...answer].forEach((char, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${randomInt(22, 28)}" font-weight="bold" fill="${pick(COLORS)}" transform="rotate(${angle} ${x} ${y})">${char}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
