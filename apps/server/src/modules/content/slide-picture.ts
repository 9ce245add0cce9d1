import { PICTOGRAMS, TOP_CATEGORY_HUE, type TopCategoryKey } from '../catalog';

// Carousel pictures: a wide banner in a top category's colour with its pictogram, drawn locally. No text:
// the page lays the slide's title over it in the reader's language.

const WIDTH = 1200;
const HEIGHT = 400;

const isTopKey = (key: string): key is TopCategoryKey => Object.hasOwn(TOP_CATEGORY_HUE, key);

/** The banner of `home/<topKey>.svg`, or null for any other key. */
export function slidePictureSvg(pictureKey: string): string | null {
  const match = /^home\/([a-z]+)\.svg$/.exec(pictureKey);
  if (!match || !isTopKey(match[1])) return null;
  const hue = TOP_CATEGORY_HUE[match[1]];
  const pictogram = PICTOGRAMS[match[1]];
  const stroke = `hsl(${hue},52%,38%)`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,92%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 30) % 360},62%,80%)"/></linearGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="930" cy="200" r="170" fill="hsl(${hue},58%,86%)"/>`,
    `<circle cx="1130" cy="60" r="90" fill="hsl(${hue},58%,88%)"/>`,
    `<circle cx="700" cy="380" r="70" fill="hsl(${hue},58%,88%)"/>`,
    `<g transform="translate(930 200) scale(1.6)" fill="none" stroke="${stroke}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`,
    `<g transform="translate(1130 60) scale(0.7)" fill="none" stroke="${stroke}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.6">${pictogram}</g>`,
    '</svg>',
  ].join('');
}
