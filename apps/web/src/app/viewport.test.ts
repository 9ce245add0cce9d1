import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customMedia, expandCustomMedia } from './custom-media';
import { viewportFor } from './viewport';

const webSrc = fileURLToPath(new URL('..', import.meta.url));

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** What a width matches of `(max-width: N px)`: inclusive, as in a browser. */
const matches = (media: string, width: number) => width <= Number(/max-width: (\d+)px/.exec(media)?.[1]);

describe('responsive breakpoints (SPEC §2: up to 600 px mobile, up to 992 px tablet)', () => {
  it('puts 600 px in mobile and 992 px in tablet, one pixel more in the next', () => {
    expect(viewportFor(375)).toBe('mobile');
    expect(viewportFor(600)).toBe('mobile');
    expect(viewportFor(601)).toBe('tablet');
    expect(viewportFor(992)).toBe('tablet');
    expect(viewportFor(993)).toBe('desktop');
  });

  it('gives style sheets the same widths: (--mobile) holds at 600 px, (--tablet) at 992 px', () => {
    const mobile = expandCustomMedia('(--mobile)');
    const tablet = expandCustomMedia('(--tablet)');
    expect([matches(mobile, 600), matches(mobile, 601)]).toEqual([true, false]);
    expect([matches(tablet, 992), matches(tablet, 993)]).toEqual([true, false]);
    const rule = { params: 'screen and (--mobile)' };
    customMedia().AtRule.media(rule);
    expect(rule.params).toBe('screen and (max-width: 600px)');
    expect(() => expandCustomMedia('(--phone)')).toThrow(/--phone/);
  });

  it('leaves no style sheet with a width of its own in a media query', () => {
    const own = styleSheets(webSrc).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\b(?:max|min)-width[^{]*/g)].map(
        (found) => `${file}: ${found[0]}`,
      ),
    );
    expect(own).toEqual([]);
  });
});
