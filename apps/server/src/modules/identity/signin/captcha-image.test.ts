import { describe, expect, it } from 'vitest';
import { decodeCaptcha } from './captcha-decoder';
import { CAPTCHA_ALPHABET } from './captcha-glyphs';
import { CAPTCHA_LENGTH, captchaSvg, newCaptchaAnswer } from './captcha-image';

const svgOf = (image: string) => Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString();
const pathsOf = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);

describe('the picture code', () => {
  it('uses letters and digits that do not look alike', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1Il]/);
    expect(newCaptchaAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
  });

  it('holds no character: no text, no ids, only strokes', () => {
    const answer = 'KM7W';
    const svg = svgOf(captchaSvg(answer));
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|<tspan|<use|id=|class=|font/);
    // Nothing between the tags, and no capital letter but viewBox's: no answer character appears as such.
    expect(svg).not.toMatch(/>[^<]/);
    expect(svg.replace('viewBox', '')).not.toMatch(/[A-Z]/);
    expect(svg).not.toContain(answer);
    for (const d of pathsOf(svg)) expect(d).toMatch(/^m[-\d. ml]+$/);
  });

  it('draws the same code differently every time, path by path', () => {
    const [first, second] = [svgOf(captchaSvg('AB23')), svgOf(captchaSvg('AB23'))];
    expect(first).not.toBe(second);
    const shared = pathsOf(first).filter(
      (d) => pathsOf(second).includes(d) && d.includes('l') && d.length > 20,
    );
    expect(shared).toEqual([]);
  });

  it("is read by the suite's decoder, which knows the font (what a bot that knows it does)", () => {
    const answers = Array.from({ length: 100 }, newCaptchaAnswer);
    expect(answers.map((answer) => decodeCaptcha(captchaSvg(answer)))).toEqual(answers);
  });
});
