import type { DictCode, DictEntry, Locale } from '@procuremart/contract';
import { getDictionaryVersion } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { Option } from '../resources/types';
import {
  DICT_VERSION_CHECK_MS,
  DICTIONARIES_QUERY_KEY,
  invalidateDictionaries,
  isStaleCopy,
  loadDictionaries,
  localDate,
} from './dict-cache';

export interface Dict {
  items: readonly DictEntry[];
  loading: boolean;
  /** The item's label in the current language; an unknown code shows as it is. */
  labelOf: (code: unknown) => string;
  /** Filter options: each item's code (as a number when asked) with its labels in both languages. */
  options: (valueType?: 'string' | 'number') => Option[];
  /** A form select's options: each item's code with its label in the current language. */
  choices: () => { value: string; label: string }[];
}

const NO_ITEMS: readonly DictEntry[] = [];

export const entryLabel = (entry: Pick<DictEntry, 'label' | 'labelEn'>, language: string): string =>
  (language as Locale) === 'en-US' ? entry.labelEn || entry.label : entry.label;

/**
 * The dictionaries of today, loaded once a day for every component that uses one (SPEC §7), and again when
 * the server's stamp (checked every few minutes and when the window regains focus) shows an edit.
 */
export function useDictionaries() {
  const queryClient = useQueryClient();
  // The date is part of the key: the first render after midnight loads them again.
  const dictionaries = useQuery({
    queryKey: [...DICTIONARIES_QUERY_KEY, localDate()],
    queryFn: loadDictionaries,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stamp = useQuery({
    queryKey: [...DICTIONARIES_QUERY_KEY, 'version'],
    queryFn: () => api(getDictionaryVersion, {}, { notify: false }),
    enabled: dictionaries.isSuccess,
    staleTime: DICT_VERSION_CHECK_MS,
    refetchInterval: DICT_VERSION_CHECK_MS,
    refetchOnWindowFocus: true,
  });
  const serverVersion = stamp.data?.version;
  useEffect(() => {
    if (isStaleCopy(serverVersion)) void invalidateDictionaries(queryClient);
  }, [serverVersion, queryClient]);
  return dictionaries;
}

/** One dictionary's enabled items in sort order, with their labels in the current language. */
export function useDict(code: DictCode): Dict {
  const { i18n } = useTranslation();
  const query = useDictionaries();
  const items = query.data?.[code] ?? NO_ITEMS;
  return {
    items,
    loading: query.isLoading,
    labelOf: (value) => {
      const text = value === null || value === undefined ? '' : String(value);
      const entry = items.find((item) => item.code === text);
      return entry ? entryLabel(entry, i18n.language) : text;
    },
    options: (valueType = 'string') =>
      items.map((item) => ({
        value: valueType === 'number' ? Number(item.code) : item.code,
        labels: { 'zh-CN': item.label, 'en-US': item.labelEn || item.label },
      })),
    choices: () => items.map((item) => ({ value: item.code, label: entryLabel(item, i18n.language) })),
  };
}
