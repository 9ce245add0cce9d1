import { SEARCH_SETTINGS } from '@procuremart/contract';
import {
  addSearchHistory,
  clearSearchHistory,
  deleteSearchHistory,
  getHotWords,
  querySearchHistory,
  suggestWords,
} from '@procuremart/contract/refs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { useLocalName } from '../../i18n/local-name';
import { searchKeys } from './keys';

/** Hot words in the reader's language and the SPEC §9 search switches (the server's, or the defaults). */
export function useHotWords() {
  const nameOf = useLocalName();
  const query = useQuery({
    queryKey: searchKeys.hotWords(),
    queryFn: () => api(getHotWords, {}, { notify: false }),
    staleTime: 5 * 60_000,
  });
  return {
    words: query.data?.words.map((w) => nameOf(w.word, w.wordEn)) ?? [],
    settings: query.data?.settings ?? SEARCH_SETTINGS,
  };
}

/** Completions for what is being typed; the previous request is dropped when a newer one starts. */
export function useSuggestions(keyword: string) {
  const trimmed = keyword.trim();
  const query = useQuery({
    queryKey: searchKeys.suggest(trimmed),
    queryFn: ({ signal }) =>
      api(suggestWords, { keyword: trimmed }, { notify: false, cancelPrevious: true, signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return trimmed ? (query.data?.words.map((w) => w.word) ?? []) : [];
}

/** The logged-in user's own search history (nothing for visitors or when history is switched off). */
export function useSearchHistory(enabled: boolean) {
  const { token } = useSession();
  const query = useQuery({
    queryKey: searchKeys.history(),
    queryFn: () => api(querySearchHistory, {}, { notify: false }),
    enabled: enabled && Boolean(token),
  });
  return token && enabled ? (query.data?.rows.map((r) => r.keyword) ?? []) : [];
}

type HistoryChange =
  | { type: 'add'; keyword: string }
  | { type: 'delete'; keyword: string }
  | { type: 'clear' };

/** Records, deletes one or clears the history; the answer is the new history, shown at once. */
export function useChangeSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HistoryChange) => {
      if (change.type === 'add') return api(addSearchHistory, { keyword: change.keyword }, { notify: false });
      if (change.type === 'delete') return api(deleteSearchHistory, { keyword: change.keyword });
      return api(clearSearchHistory, {});
    },
    onSuccess: (data) => queryClient.setQueryData(searchKeys.history(), data),
  });
}
