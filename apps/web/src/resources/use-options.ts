import type { Locale } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { entityRoot } from '../api/entity-refresh';
import type { Option, OptionSource } from './types';

/** antd options: `{ value, label, children }` with labels in the current language. */
export interface ShownOption {
  value: string | number;
  label: string;
  children?: ShownOption[];
}

export function shownOptions(options: readonly Option[], t: TFunction, language: string): ShownOption[] {
  return options.map((option) => ({
    value: option.value,
    label:
      option.labels?.[language as Locale] ??
      option.label ??
      (option.labelKey ? t(option.labelKey) : String(option.value)),
    children: option.children ? shownOptions(option.children, t, language) : undefined,
  }));
}

/** Loaded filter options name records of these kinds (brands, categories, pools, …): a change refreshes them. */
const filterOptionsRoot = entityRoot('filterOptions', [
  'brand',
  'category',
  'frontCategory',
  'pool',
  'channel',
  'commodityGroup',
  'thirdPartyBrand',
  'dictionary',
]);

/** A filter's options: given ones at once, loaded ones once per list (cached by TanStack Query). */
export function useOptionSource(source: OptionSource, key: string) {
  const loaded = useQuery({
    queryKey: [...filterOptionsRoot, key],
    queryFn: async () => [...(await (source as () => Promise<readonly Option[]>)())],
    enabled: typeof source === 'function',
    staleTime: 5 * 60_000,
  });
  if (typeof source !== 'function') return { options: source, loading: false };
  return { options: loaded.data ?? [], loading: loaded.isFetching };
}

export const SEARCH_DEBOUNCE_MS = 300;

/** Options searched as the user types, after a pause; an answer to an older keyword is dropped. */
export function useRemoteOptions(
  search: (keyword: string) => Promise<readonly Option[]>,
  debounceMs: number,
) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<readonly Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    if (keyword === null) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      search(keyword)
        .then((found) => {
          if (ticket === latest.current) setOptions(found);
        })
        .catch(() => undefined)
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [keyword, search, debounceMs]);
  return { options, loading, onSearch: setKeyword };
}
