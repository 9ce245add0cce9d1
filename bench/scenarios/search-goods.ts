import { MAX_KEYWORD_LENGTH, type SearchSort, searchGoods } from '@procuremart/contract';
import { callApi } from '../lib/call-api';
import { mulberry32 } from '../lib/random';
import { signedCallLoad } from '../lib/signed-load';
import type { BenchScenario } from './scenario';
import { type SearchInput, sampleCards, searchQuerySet } from './search-queries';

// What buyers type, taken from the catalogue generator's vocabulary: product words (two-character ones
// inside longer names), brands in Chinese and English, specs with models, mixed queries and one typo.
export const SEARCH_KEYWORDS = [
  // product words
  ...'螺丝 法兰 螺栓 螺母 垫圈 自攻螺丝 膨胀螺栓 订书机 订书钉 中性笔 记号笔 荧光笔 便利贴 文件夹 计算器 笔记本'.split(
    ' ',
  ),
  ...'复印纸 打印纸 硒鼓 墨盒 扳手 活动扳手 螺丝刀 电钻 冲击钻 电锤 角磨机 切割机 水平尺 卷尺 游标卡尺 万用表'.split(
    ' ',
  ),
  ...'测距仪 断路器 漏电断路器 插座 插线板 电缆 网线 显示器 鼠标 键盘 笔记本电脑 固态硬盘 安全帽 劳保手套'.split(
    ' ',
  ),
  ...'绝缘手套 口罩 洗手液 垃圾袋 拖把 擦手纸 润滑剂'.split(' '),
  // brands, Chinese and English
  ...'得力 3M 博世 Bosch Deli 世达 施耐德 西门子 Lenovo 惠普 公牛 霍尼韦尔 WD-40 Fluke'.split(' '),
  // mixed queries and a typo
  ...'M6 螺丝|M8 螺栓|得力 订书机|A4 复印纸|博世 电钻|不锈钢 螺母|18V 电钻|KN95 口罩|16A 插座|黑色 中性笔|订书鸡'.split(
    '|',
  ),
];

interface KeywordFacets {
  keyword: string;
  brandIds: string[];
  categoryIds: string[];
  priceBands: { min: string; max: string | null }[];
}

/** The facets each keyword shows a buyer, read once before the load, so filtered requests use real ids. */
async function facetsOf(baseUrl: string): Promise<KeywordFacets[]> {
  const all: KeywordFacets[] = [];
  for (const keyword of SEARCH_KEYWORDS) {
    const page = await callApi(baseUrl, searchGoods, { keyword, pageSize: 1 });
    all.push({
      keyword,
      brandIds: page.facets.brands.slice(0, 5).map((facet) => facet.id),
      categoryIds: page.facets.categories.slice(0, 5).map((facet) => facet.id),
      priceBands: page.facets.priceBands.map(({ min, max }) => ({ min, max })),
    });
  }
  return all;
}

const SORTS: SearchSort[] = ['priceAsc', 'priceDesc', 'sales', 'newest'];

/** Searches over the 78 keywords: half narrowed by a brand, category, price band or sort, a fifth on pages 2–5. */
function keywordMix(keywords: KeywordFacets[], random: () => number): () => SearchInput {
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
  return () => {
    const entry = pick(keywords) as KeywordFacets;
    const input: SearchInput = { keyword: entry.keyword, pageNo: 1, pageSize: 20 };
    const roll = random();
    const brandId = pick(entry.brandIds);
    const categoryId = pick(entry.categoryIds);
    const band = pick(entry.priceBands);
    if (roll < 0.15 && brandId) input.brandIds = [brandId];
    else if (roll < 0.3 && categoryId) input.categoryId = categoryId;
    else if (roll < 0.4 && band)
      Object.assign(input, { priceMin: band.min }, band.max ? { priceMax: band.max } : {});
    else if (roll < 0.5) input.sort = pick(SORTS);
    if (random() < 0.2) input.pageNo = 2 + Math.floor(random() * 4);
    return input;
  };
}

/** Distinct searches drawn from the catalogue (search-queries.ts); a quarter from the keyword mix. */
const DISTINCT_QUERIES = 8000;

export const searchGoodsScenario: BenchScenario = {
  name: 'searchGoods',
  summary:
    `ucc_searchGoods over ${DISTINCT_QUERIES.toLocaleString('en')} distinct searches drawn from the catalogue ` +
    '(name words, English names, brands, models, mixed; brand, supplier and price filters, sorts, pages to 50) ' +
    `and, for a quarter, the ${SEARCH_KEYWORDS.length}-keyword mix: total + facets, one page of cards`,
  async prepare(context) {
    const random = mulberry32(20261128);
    const queries = searchQuerySet(await sampleCards(context.baseUrl), DISTINCT_QUERIES, random).filter(
      (query) => (query.keyword ?? '').length <= MAX_KEYWORD_LENGTH,
    );
    const mix = keywordMix(await facetsOf(context.baseUrl), random);
    console.log(`  ${queries.length.toLocaleString('en')} distinct searches drawn from the catalogue`);
    return signedCallLoad(searchGoods, {
      pn: 'list',
      nextInput: () =>
        random() < 0.25 ? mix() : (queries[Math.floor(random() * queries.length)] as SearchInput),
    });
  },
};

export const searchKeywordsScenario: BenchScenario = {
  name: 'searchKeywords',
  summary:
    `ucc_searchGoods over the ${SEARCH_KEYWORDS.length} keywords of earlier runs alone, half with a brand, category, ` +
    'price or sort filter and some deeper pages (comparable with the rows in bench/README.md before 2026-11-28)',
  async prepare(context) {
    const mix = keywordMix(await facetsOf(context.baseUrl), mulberry32(20260105));
    return signedCallLoad(searchGoods, { pn: 'list', nextInput: mix });
  },
};
