import { CATEGORY_TREE } from './categories';
import { PICTOGRAMS } from './pictograms';
import type { CatalogReference, CatalogSpu, TopCategoryKey } from './types';

// A local product picture: category-coloured background and a pictogram, no words. Nothing fetched.

export interface ProductPictureInput {
  /** Product name: the picture's title (not drawn). */
  name: string;
  /** Category: picks the pictogram when `pictogram` is absent. */
  categoryName: string;
  /** Background hue, 0-359. */
  hue: number;
  pictogram?: TopCategoryKey;
}

const SIZE = 400;

const TOP_BY_CATEGORY_NAME = new Map<string, TopCategoryKey>();
for (const top of CATEGORY_TREE) {
  TOP_BY_CATEGORY_NAME.set(top.name, top.key);
  for (const mid of top.mids) {
    TOP_BY_CATEGORY_NAME.set(mid.name, top.key);
    for (const leaf of mid.leaves) TOP_BY_CATEGORY_NAME.set(leaf.name, top.key);
  }
}

/** XML 1.0 `Char`: controls other than tab and newlines, lone surrogates and U+FFFE/U+FFFF cannot appear. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

export function escapeXml(text: string): string {
  let safe = '';
  // for..of walks code points, so a lone surrogate arrives alone and is dropped.
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) safe += char;
  return safe
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const normaliseHue = (hue: number) => (Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 0);

/**
 * No words on the picture: one picture serves readers of either language (the card and the detail page name
 * the goods beside it); the name stays as the SVG's title for whoever opens the file alone.
 */
export function productPictureSvg(input: ProductPictureInput): string {
  const hue = normaliseHue(input.hue);
  const pictogram = PICTOGRAMS[input.pictogram ?? TOP_BY_CATEGORY_NAME.get(input.categoryName) ?? 'generic'];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(input.name)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue},62%,94%)"/>`,
    `<circle cx="200" cy="200" r="136" fill="hsl(${hue},58%,86%)"/>`,
    `<g transform="translate(200 200) scale(1.2)" fill="none" stroke="hsl(${hue},52%,38%)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`,
    '</svg>',
  ].join('');
}

/** The picture of an SPU, named by its pictureKey: SPU name, leaf category and the SPU's hue. */
export function spuPictureSvg(spu: CatalogSpu, reference: Pick<CatalogReference, 'categories'>): string {
  const category = reference.categories.find((row) => row.id === spu.categoryId);
  if (!category) throw new Error(`SPU ${spu.id} has an unknown category ${spu.categoryId}`);
  return productPictureSvg({
    name: spu.spuName,
    categoryName: category.name,
    hue: spu.pictureHue,
    pictogram: category.topKey,
  });
}
