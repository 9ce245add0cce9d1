// Limits and settings the server enforces and the web shows, in a module without schemas: the storefront's
// first load imports them (the search box's length, the cart's quantity) without pulling zod in.

/**
 * SPEC §9: hot search off, search history on, hot suggest on. These are the defaults of the parameters
 * common.hotSearchEnabled / searchHistoryEnabled / hotSuggestEnabled, which operators change and
 * ucc_getHotWords answers; the storefront shows these until that answer is there.
 */
export const SEARCH_SETTINGS = { hotSearch: false, searchHistory: true, hotSuggest: true } as const;
export const MAX_KEYWORD_LENGTH = 50;
export const MAX_SEARCH_PAGE_SIZE = 60;
/** Deep pages are refused: nobody reads past 10,000 results, and offsets that deep are slow. */
export const MAX_SEARCH_RESULT_WINDOW = 10_000;
export const MAX_SEARCH_HISTORY = 20;

/** The orders a goods search can be sorted in. */
export const SEARCH_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const isSearchSort = (value: unknown): value is SearchSort =>
  (SEARCH_SORTS as readonly unknown[]).includes(value);

/** SPEC §5/§9: at most 100 kinds of goods in one cart. */
export const CART_MAX_KINDS = 100;
/** A line's quantity: a positive whole number up to this. */
export const CART_MAX_QUANTITY = 9999;

/** The colour themes a user can pick (SPEC §2); the web maps each name to its colours. */
export const THEME_NAMES = ['skyBlue', 'darkBlue', 'orange', 'red', 'green'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Lines one quick order (a pasted list or an uploaded sheet) may hold. */
export const QUICK_ORDER_MAX_LINES = 200;
/** A goods code as a quick order or a cart import reads it: a SKU id or a supplier's goods code. */
export const GOODS_CODE_MAX_LENGTH = 60;
