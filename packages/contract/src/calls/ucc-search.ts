import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { MAX_KEYWORD_LENGTH, MAX_SEARCH_PAGE_SIZE, MAX_SEARCH_RESULT_WINDOW, SEARCH_SORTS } from '../limits';
import { dateTimeSchema, idSchema, rangesInOrder } from '../lists';
import { moneyOutputSchema, moneySchema } from '../money-schema';
import { goodsCardSchema } from './ucc-goods';

export const searchSortSchema = z.enum(SEARCH_SORTS);

const keyword = z.string().trim().max(MAX_KEYWORD_LENGTH, 'validation.tooLong');
const idList = z.array(idSchema).max(20);
const paging = {
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(20),
};
const withinWindow = (v: { pageNo: number; pageSize: number }) =>
  v.pageNo * v.pageSize <= MAX_SEARCH_RESULT_WINDOW + v.pageSize;
const windowMessage = { message: 'search.pageTooDeep', path: ['pageNo'] };

const facetSchema = z.object({ id: idSchema, name: z.string(), nameEn: z.string(), count: z.number().int() });
export type SearchFacet = z.infer<typeof facetSchema>;

export const searchGoods = defineCall({
  name: 'ucc_searchGoods',
  audience: ['public'],
  summary:
    'On-shelf goods matching a keyword (Chinese words, Latin brands and models) and filters, with facet counts.',
  input: z
    .object({
      keyword: keyword.optional(),
      /** A back-office category of any level: its leaf categories' goods. */
      categoryId: idSchema.optional(),
      /** A storefront navigation category of any level. */
      frontCategoryId: idSchema.optional(),
      brandIds: idList.optional(),
      supplierIds: idList.optional(),
      supplierShopId: idSchema.optional(),
      priceMin: moneySchema.optional(),
      priceMax: moneySchema.optional(),
      sort: searchSortSchema.default('relevance'),
      ...paging,
    })
    .strict()
    .refine(withinWindow, windowMessage)
    .superRefine(rangesInOrder([['priceMin', 'priceMax']], 'search.priceRange')),
  output: z.object({
    rows: z.array(goodsCardSchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    facets: z.object({
      /** Leaf categories. */
      categories: z.array(facetSchema),
      brands: z.array(facetSchema),
      suppliers: z.array(facetSchema),
      priceBands: z.array(
        z.object({ min: moneyOutputSchema, max: moneyOutputSchema.nullable(), count: z.number().int() }),
      ),
    }),
    /** When little or nothing matched: dictionary words close to the keyword (typo tolerance). */
    didYouMean: z.array(z.string()),
  }),
});

export const getShopGoods = defineCall({
  name: 'ucc_getShopGoods',
  audience: ['public'],
  summary: "One shop's on-shelf goods, optionally by keyword and category, paged.",
  input: z
    .object({
      supplierShopId: idSchema,
      keyword: keyword.optional(),
      categoryId: idSchema.optional(),
      sort: searchSortSchema.default('sales'),
      ...paging,
    })
    .strict()
    .refine(withinWindow, windowMessage),
  output: z.object({
    rows: z.array(goodsCardSchema),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const suggestWords = defineCall({
  name: 'ucc_suggestWords',
  audience: ['public'],
  summary: 'Completions for what the user is typing (prefix and near matches), most popular first.',
  input: z
    .object({ keyword: z.string().trim().min(1, 'validation.required').max(MAX_KEYWORD_LENGTH) })
    .strict(),
  output: z.object({ words: z.array(z.object({ word: z.string(), count: z.number().int() })) }),
});

export const hotWordSchema = z.object({
  hotWordId: idSchema,
  word: z.string(),
  /** The word shown (and searched) in en-US; '' when none: the word itself. */
  wordEn: z.string(),
  sortNo: z.number().int(),
});

export const getHotWords = defineCall({
  name: 'ucc_getHotWords',
  audience: ['public'],
  summary: 'Enabled hot words in display order, with the SPEC §9 search settings.',
  input: emptyInput,
  output: z.object({
    words: z.array(hotWordSchema),
    settings: z.object({ hotSearch: z.boolean(), searchHistory: z.boolean(), hotSuggest: z.boolean() }),
  }),
});

const historySchema = z.object({ keyword: z.string(), searchedAt: dateTimeSchema });

export const querySearchHistory = defineCall({
  name: 'ucc_querySearchHistory',
  audience: ['user'],
  summary: "The caller's own search history, newest first (at most 20).",
  input: emptyInput,
  output: z.object({ rows: z.array(historySchema) }),
});

export const addSearchHistory = defineCall({
  name: 'ucc_addSearchHistory',
  writes: true,
  touches: ['searchHistory'],
  audience: ['user'],
  summary: "Records a keyword in the caller's history (moves it to the top when already there).",
  input: z.object({ keyword: keyword.min(1, 'validation.required') }).strict(),
  output: z.object({ rows: z.array(historySchema) }),
});

export const deleteSearchHistory = defineCall({
  name: 'ucc_deleteSearchHistory',
  writes: true,
  touches: ['searchHistory'],
  audience: ['user'],
  summary: "Deletes one keyword from the caller's history.",
  input: z
    .object({ keyword: z.string().trim().min(1, 'validation.required').max(MAX_KEYWORD_LENGTH) })
    .strict(),
  output: z.object({ rows: z.array(historySchema) }),
});

export const clearSearchHistory = defineCall({
  name: 'ucc_clearSearchHistory',
  writes: true,
  touches: ['searchHistory'],
  audience: ['user'],
  summary: "Deletes the caller's whole search history.",
  input: emptyInput,
  output: z.object({ rows: z.array(historySchema) }),
});
