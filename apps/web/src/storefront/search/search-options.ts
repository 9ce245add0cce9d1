export type SearchOptionKind = 'suggest' | 'history' | 'hot';

export interface SearchOptionGroup {
  kind: SearchOptionKind;
  words: string[];
}

const MAX_HISTORY_SHOWN = 10;
const MAX_HOT_SHOWN = 10;

/**
 * What the search box offers: completions while something is typed; otherwise the history and then the
 * hot words not already in it (each word once, since a word is also the option's value).
 */
export function searchOptionGroups(input: {
  text: string;
  suggestions: readonly string[];
  history: readonly string[];
  hotWords: readonly string[];
}): SearchOptionGroup[] {
  if (input.text.trim()) {
    const words = [...new Set(input.suggestions)];
    return words.length ? [{ kind: 'suggest', words }] : [];
  }
  const history = [...new Set(input.history)].slice(0, MAX_HISTORY_SHOWN);
  const hot = [...new Set(input.hotWords)].filter((word) => !history.includes(word)).slice(0, MAX_HOT_SHOWN);
  const groups: SearchOptionGroup[] = [];
  if (history.length) groups.push({ kind: 'history', words: history });
  if (hot.length) groups.push({ kind: 'hot', words: hot });
  return groups;
}
