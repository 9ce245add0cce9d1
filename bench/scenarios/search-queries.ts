import type { CallInput, GoodsCard, SearchSort, searchGoods } from '@procuremart/contract';
import { shopGoodsAt } from '../lib/shop-goods';

// Thousands of distinct searches drawn from the catalogue itself, so that a result cache cannot answer the
// load by repeating a few: words of Chinese and English names, brands, models, and these mixed, with brand,
// supplier and price filters, sorts and deep pages. Sampled once before the load from every shop's goods.

export type SearchInput = CallInput<typeof searchGoods>;

/** Pages read from each shop's goods list: best sellers and goods deep in the list. */
const PAGES = [1, 8, 30, 80, 160];
const SORTS: SearchSort[] = ['priceAsc', 'priceDesc', 'sales', 'newest'];

/** The goods searches are drawn from: a few pages of every shop. */
export const sampleCards = (baseUrl: string) => shopGoodsAt(baseUrl, PAGES);

const words = (text: string, minLength: number) =>
  text
    .split(/[\s,，、/()（）[\]【】+]+/)
    .filter((word) => word.length >= minLength && !/^[\d.]+$/.test(word));

/** What a query of the set is made of (bench/search-index.ts reports the cost of each). */
export type QueryKind =
  | 'name word'
  | 'two name words'
  | 'two English words'
  | 'model'
  | 'brand'
  | 'brand + word'
  | 'word + model';

/** A query a buyer looking for this product might type, and its kind. */
function keywordFor(card: GoodsCard, random: () => number): [string | null, QueryKind] {
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
  const nameWords = words(card.skuName, 2);
  const englishWords = words(card.skuNameEn, 3);
  const roll = random();
  if (roll < 0.3) return [pick(nameWords) ?? null, 'name word'];
  if (roll < 0.45)
    return [nameWords.length > 1 ? `${pick(nameWords)} ${pick(nameWords)}` : null, 'two name words'];
  if (roll < 0.6)
    return [
      englishWords.length > 1 ? `${pick(englishWords)} ${pick(englishWords)}` : null,
      'two English words',
    ];
  if (roll < 0.7) return [card.model || null, 'model'];
  if (roll < 0.8) return [random() < 0.5 ? card.brandName : card.brandNameEn || card.brandName, 'brand'];
  if (roll < 0.9)
    return [nameWords.length > 0 ? `${card.brandName} ${pick(nameWords)}` : null, 'brand + word'];
  return [card.model && nameWords.length > 0 ? `${pick(nameWords)} ${card.model}` : null, 'word + model'];
}

/** Narrows half of the searches as buyers do: by the brand or supplier, a price range, a sort, a deeper page. */
function narrowed(input: SearchInput, card: GoodsCard, random: () => number): SearchInput {
  const roll = random();
  if (roll < 0.15) input.brandIds = [card.brandId];
  else if (roll < 0.25) input.supplierIds = [card.supplierId];
  else if (roll < 0.35) {
    const price = Number(card.price);
    input.priceMin = (Math.floor(price * 50) / 100).toFixed(2);
    input.priceMax = (Math.ceil(price * 200) / 100).toFixed(2);
  } else if (roll < 0.5) input.sort = SORTS[Math.floor(random() * SORTS.length)];
  if (random() < 0.15) input.pageNo = 2 + Math.floor(random() * 49);
  return input;
}

export interface LabelledSearch {
  input: SearchInput;
  kind: QueryKind;
}

/** Up to `count` distinct searches (keyword, filters, sort, page) drawn from the sampled goods, with their kind. */
export function labelledQuerySet(cards: GoodsCard[], count: number, random: () => number): LabelledSearch[] {
  const seen = new Map<string, LabelledSearch>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
    const card = cards[Math.floor(random() * cards.length)] as GoodsCard;
    const [drawn, kind] = keywordFor(card, random);
    const keyword = drawn?.trim();
    if (!keyword || keyword.length > 60) continue;
    const input = narrowed({ keyword, pageNo: 1, pageSize: 20 }, card, random);
    seen.set(JSON.stringify(input), { input, kind });
  }
  return [...seen.values()];
}

/** Up to `count` distinct searches (keyword, filters, sort, page) drawn from the sampled goods. */
export const searchQuerySet = (cards: GoodsCard[], count: number, random: () => number): SearchInput[] =>
  labelledQuerySet(cards, count, random).map((search) => search.input);
