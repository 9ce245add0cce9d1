// Tabs of the back-office workspace as pure data operations (SPEC §2); the store and the tab bar use them.

export interface Tab {
  name: string;
  path: string;
  fullPath: string;
  params: Record<string, string>;
  query: Record<string, string>;
  titleKey: string;
  closable: boolean;
  cache: boolean;
}

export interface TabsState {
  tabs: Tab[];
  activeName: string;
}

/** Opening an already open route updates that tab in place; any other route is added at the end. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.name === tab.name);
  if (index === -1) return [...tabs, tab];
  const current = tabs[index];
  if (current.fullPath === tab.fullPath && current.titleKey === tab.titleKey) return tabs as Tab[];
  return tabs.map((t, i) => (i === index ? { ...current, ...tab } : t));
}

/** Closing the current tab moves to the previous one if it was the last, else to the next one. */
export function closeTab(state: TabsState, name: string): TabsState {
  const index = state.tabs.findIndex((t) => t.name === name);
  if (index === -1 || !state.tabs[index].closable) return state;
  const tabs = state.tabs.filter((t) => t.name !== name);
  if (name !== state.activeName) return { tabs, activeName: state.activeName };
  const isLast = index === state.tabs.length - 1;
  const neighbour = isLast ? state.tabs[index - 1] : state.tabs[index + 1];
  return { tabs, activeName: neighbour?.name ?? tabs[0]?.name ?? '' };
}

function keepAround(
  state: TabsState,
  pivot: string,
  keep: (tab: Tab, index: number, pivotIndex: number) => boolean,
): TabsState {
  const pivotIndex = state.tabs.findIndex((t) => t.name === pivot);
  if (pivotIndex === -1) return state;
  const tabs = state.tabs.filter((tab, index) => !tab.closable || keep(tab, index, pivotIndex));
  const activeStays = tabs.some((t) => t.name === state.activeName);
  return { tabs, activeName: activeStays ? state.activeName : pivot };
}

/** Closes the closable tabs left of `pivot`; if the active tab goes, `pivot` becomes active. */
export function closeLeft(state: TabsState, pivot: string): TabsState {
  return keepAround(state, pivot, (_, index, pivotIndex) => index >= pivotIndex);
}

export function closeRight(state: TabsState, pivot: string): TabsState {
  return keepAround(state, pivot, (_, index, pivotIndex) => index <= pivotIndex);
}

export function closeOthers(state: TabsState, pivot: string): TabsState {
  return keepAround(state, pivot, (tab) => tab.name === pivot);
}

/** Keeps only the tabs that cannot be closed and returns to the home tab. */
export function closeAll(state: TabsState, homeName: string): TabsState {
  return { tabs: state.tabs.filter((t) => !t.closable), activeName: homeName };
}

/** The home tab always comes first and is never closable. */
export function withHomeTab(tabs: readonly Tab[], home: Tab): Tab[] {
  const others = tabs.filter((t) => t.name !== home.name);
  const existing = tabs.find((t) => t.name === home.name);
  return [{ ...(existing ?? home), closable: false }, ...others];
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

function isTab(value: unknown): value is Tab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Partial<Tab>;
  return (
    typeof tab.name === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.fullPath === 'string' &&
    typeof tab.titleKey === 'string' &&
    typeof tab.closable === 'boolean' &&
    typeof tab.cache === 'boolean' &&
    isRecordOfStrings(tab.params) &&
    isRecordOfStrings(tab.query)
  );
}

/**
 * Rebuilds saved tabs at login: malformed entries, duplicates and routes the user may no longer open are
 * dropped; flags come from the current registry (`describe`), the home tab leads.
 */
export function restoreTabs(saved: unknown, describe: (name: string) => Tab | null, home: Tab): Tab[] {
  const list = Array.isArray(saved) ? saved : [];
  const restored: Tab[] = [];
  for (const item of list) {
    if (!isTab(item) || restored.some((t) => t.name === item.name)) continue;
    const current = describe(item.name);
    if (!current) continue;
    restored.push({ ...current, fullPath: item.fullPath, params: item.params, query: item.query });
  }
  return withHomeTab(restored, home);
}
