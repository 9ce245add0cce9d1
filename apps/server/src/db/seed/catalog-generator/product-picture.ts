import { CATEGORY_TREE } from './categories';
import { PICTOGRAMS } from './pictograms';
import type { CatalogReference, CatalogSpu, TopCategoryKey } from './types';

// A local product picture: category-coloured background, a pictogram, the name on two lines. Nothing fetched.

export interface ProductPictureInput {
  /** Product name; wrapped on two lines, cut with an ellipsis when longer. */
  name: string;
  /** Category shown in the corner tag; also picks the pictogram when `pictogram` is absent. */
  categoryName: string;
  /** Background hue, 0-359. */
  hue: number;
  pictogram?: TopCategoryKey;
}

const SIZE = 400;
const LINE_UNITS = 28;
const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

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

/** Display width: wide (CJK, full-width) characters count two units, others one. */
function charUnits(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x1100 && !(code >= 0x2000 && code < 0x2e80) ? 2 : 1;
}

function unitsOf(chars: readonly string[]): number {
  return chars.reduce((sum, char) => sum + charUnits(char), 0);
}

/** Splits a name into at most two lines of LINE_UNITS, preferring a space near the end of the first. */
export function wrapName(name: string, lineUnits = LINE_UNITS): [string, string] {
  const chars = Array.from(name.replace(/\s+/g, ' ').trim());
  let used = 0;
  let cut = 0;
  while (cut < chars.length && used + charUnits(chars[cut]) <= lineUnits) used += charUnits(chars[cut++]);
  if (cut === chars.length) return [chars.join(''), ''];
  const space = chars.lastIndexOf(' ', cut);
  if (space > 0 && unitsOf(chars.slice(0, space)) >= lineUnits * 0.6) cut = space;
  const first = chars.slice(0, cut).join('').trim();
  const rest = Array.from(chars.slice(cut).join('').trim());
  if (unitsOf(rest) <= lineUnits) return [first, rest.join('')];
  let kept = 0;
  let end = 0;
  while (kept + charUnits(rest[end]) <= lineUnits - 1) kept += charUnits(rest[end++]);
  return [first, `${rest.slice(0, end).join('').trim()}…`];
}

const normaliseHue = (hue: number) => (Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 0);

export function productPictureSvg(input: ProductPictureInput): string {
  const hue = normaliseHue(input.hue);
  const pictogram = PICTOGRAMS[input.pictogram ?? TOP_BY_CATEGORY_NAME.get(input.categoryName) ?? 'generic'];
  const [line1, line2] = wrapName(input.name);
  const tag = wrapName(input.categoryName, 18)[0];
  const tagWidth = unitsOf(Array.from(tag)) * 8 + 28;
  const nameY = line2 ? 316 : 334;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(input.name)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue},62%,94%)"/>`,
    `<circle cx="200" cy="160" r="112" fill="hsl(${hue},58%,86%)"/>`,
    `<g transform="translate(200 160)" fill="none" stroke="hsl(${hue},52%,38%)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`,
    `<rect x="16" y="16" width="${tagWidth}" height="30" rx="15" fill="hsl(${hue},52%,42%)"/>`,
    `<text x="30" y="37" font-family="${FONT}" font-size="16" fill="#ffffff">${escapeXml(tag)}</text>`,
    `<text x="200" y="${nameY}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" fill="hsl(${hue},40%,20%)">`,
    `<tspan x="200">${escapeXml(line1)}</tspan>`,
    line2 ? `<tspan x="200" dy="34">${escapeXml(line2)}</tspan>` : '',
    '</text>',
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
