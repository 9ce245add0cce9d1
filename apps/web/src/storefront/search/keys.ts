import { entityRoot } from '../../api/entity-refresh';

const searchHistoryRoot = entityRoot('searchHistory', ['searchHistory']);

// Search query keys: invalidation names what it refreshes.
export const searchKeys = {
  all: entityRoot('search', ['goods', 'hotWord']),
  goods: (input: object) => [...searchKeys.all, 'goods', input] as const,
  shopGoods: (input: object) => [...searchKeys.all, 'shopGoods', input] as const,
  suggest: (keyword: string) => [...searchKeys.all, 'suggest', keyword] as const,
  hotWords: () => [...searchKeys.all, 'hotWords'] as const,
  // A root of its own: recording a search refreshes the history, not the results just shown.
  history: () => [...searchHistoryRoot, 'list'] as const,
};
