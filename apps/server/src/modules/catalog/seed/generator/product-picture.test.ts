import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate-catalog';
import { productPictureSvg, spuPictureSvg } from './product-picture';

/** A strict enough well-formedness check for the flat SVG we write: balanced tags, quoted attributes, escaped text. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of xml.matchAll(token)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(consumed).toBe(xml.length);
  expect(stack).toEqual([]);
}

describe('productPictureSvg', () => {
  it('escapes names with & < > and quotes so the picture stays well-formed', () => {
    const svg = productPictureSvg({
      name: `A&B <script>alert("x")</script> 'quoted' 螺丝 & 螺母`,
      categoryName: '螺钉 <M6>',
      hue: 192,
    });
    assertWellFormed(svg);
    expect(svg).toContain('A&amp;B &lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('drops characters XML cannot carry', () => {
    const svg = productPictureSvg({ name: 'bad\u0001char \uD800 end', categoryName: '扳手', hue: 24 });
    assertWellFormed(svg);
    expect(svg).toContain('<title>badchar  end</title>');
    expect(svg).not.toMatch(/[\p{Cc}\p{Cs}]/u);
  });

  it('is deterministic and coloured by the hue', () => {
    const input = {
      name: '得力(Deli) DL-0453 订书机 12号 可订20页 黑色',
      categoryName: '桌面文具',
      hue: 212,
    };
    expect(productPictureSvg(input)).toBe(productPictureSvg({ ...input }));
    expect(productPictureSvg(input)).toContain('hsl(212,62%,94%)');
    expect(productPictureSvg({ ...input, hue: -148 })).toContain('hsl(212,62%,94%)');
  });

  it('draws the pictogram of the top category the category name belongs to', () => {
    const bolt = productPictureSvg({ name: '螺栓', categoryName: '螺栓', hue: 0 });
    const breaker = productPictureSvg({ name: '断路器', categoryName: '断路器', hue: 0 });
    const unknown = productPictureSvg({ name: '未知', categoryName: '其他', hue: 0 });
    expect(new Set([bolt, breaker, unknown].map((svg) => svg.replace(/<title>.*?<\/title>/g, ''))).size).toBe(
      3,
    );
    expect(
      productPictureSvg({ name: '螺栓', categoryName: '其他', hue: 0, pictogram: 'fasteners' }),
    ).toContain('M-30 -62 H30');
  });

  it('carries no words a reader of one language could not read: the name is only its title', () => {
    const svg = productPictureSvg({
      name: '世达(SATA) 内六角圆柱头螺钉 M6×20',
      categoryName: '螺钉',
      hue: 24,
    });
    expect(svg).not.toMatch(/<text/);
    expect(svg.replace(/<title>.*?<\/title>/, '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('renders the picture of every generated SPU well-formed', () => {
    const catalog = generateCatalog({ seed: 3, skuCount: 400 });
    for (const batch of catalog.batches()) {
      for (const spu of batch.spus) assertWellFormed(spuPictureSvg(spu, catalog.reference));
    }
  });
});
