// SPEC §7 dictionary load: every dictionary once a day, kept in localStorage with the date and the server's
// stamp; loaded again when the date changes, after this browser's operator edit (invalidateDictionaries),
// and when the stamp checked every few minutes moved (another operator's edit, seen by every browser).
import { DICT_CODES, type DictCode, type DictEntry } from '@procuremart/contract';
import { getDictionaryVersion, queryDictionaries } from '@procuremart/contract/refs';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { LocalKey, readJson, writeJson } from '../app/browser-storage';

export type DictionaryData = Partial<Record<DictCode, DictEntry[]>>;

interface StoredDictionaries {
  date: string;
  /** The server's dictionary stamp when the copy was loaded. */
  version?: string;
  data: DictionaryData;
}

/** How often an open page compares the stored copy's stamp with the server's. */
export const DICT_VERSION_CHECK_MS = 3 * 60_000;

export const DICTIONARIES_QUERY_KEY = ['dictionaries'] as const;

/** Today in the browser's own calendar, `YYYY-MM-DD`. */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The stored dictionaries if they were loaded today and hold every code the program knows. */
export function storedDictionaries(today: string = localDate()): DictionaryData | null {
  const stored = readJson<StoredDictionaries>(localStorage, LocalKey.dictionaries);
  if (!stored || stored.date !== today || typeof stored.data !== 'object' || stored.data === null)
    return null;
  return DICT_CODES.every((code) => Array.isArray(stored.data[code])) ? stored.data : null;
}

/** Today's dictionaries: from localStorage, else from the server (and then stored with the date). */
export async function loadDictionaries(): Promise<DictionaryData> {
  const today = localDate();
  const stored = storedDictionaries(today);
  if (stored) return stored;
  // The stamp first: an edit landing between the two reads makes the copy look older than it is (one more
  // load later), never newer.
  const { version } = await api(getDictionaryVersion, {}, { notify: false });
  const data = (await api(queryDictionaries, { pCodes: DICT_CODES })) as DictionaryData;
  writeJson(localStorage, LocalKey.dictionaries, { date: today, version, data } satisfies StoredDictionaries);
  return data;
}

/** The stamp of the stored copy, if there is one. */
export function storedDictionaryVersion(): string | undefined {
  return readJson<StoredDictionaries>(localStorage, LocalKey.dictionaries)?.version;
}

/** The copy is out of date when the server's stamp differs from the one stored with it. */
export function isStaleCopy(serverVersion: string | undefined): boolean {
  const stored = storedDictionaryVersion();
  return serverVersion !== undefined && stored !== undefined && stored !== serverVersion;
}

/** After an operator changed a dictionary: drop the stored copy and load again. */
export function invalidateDictionaries(queryClient: QueryClient): Promise<void> {
  localStorage.removeItem(LocalKey.dictionaries);
  return queryClient.invalidateQueries({ queryKey: DICTIONARIES_QUERY_KEY });
}
