import { LocalKey, readJson, writeJson } from '../browser-storage';
import { findRouteByName } from '../route-lookup';
import { HOME_ROUTE } from '../route-paths';
import type { RouteEntry } from '../route-types';
import { routes } from '../routes';
import { createStore, useStore } from '../store';
import { restoreTabs, type Tab, withHomeTab } from './tab-model';

interface TabsStoreState {
  /** The user whose tabs these are; they are saved under this id on every change. */
  ownerId: string | null;
  tabs: Tab[];
}

export const tabsStore = createStore<TabsStoreState>({ ownerId: null, tabs: [] });

export function useTabs(): Tab[] {
  return useStore(tabsStore).tabs;
}

export function tabFor(
  entry: RouteEntry,
  fullPath: string,
  params: Record<string, string>,
  query: Record<string, string>,
): Tab {
  return {
    name: entry.name,
    path: entry.path,
    fullPath,
    params,
    query,
    titleKey: entry.titleKey,
    closable: entry.closable !== false,
    cache: entry.cache === true,
  };
}

function homeTab(): Tab {
  const home = findRouteByName(routes, HOME_ROUTE);
  if (!home) throw new Error('the route registry has no home route');
  return tabFor(home, home.path, {}, {});
}

function save(state: TabsStoreState): void {
  if (state.ownerId) writeJson(localStorage, LocalKey.tabsOf(state.ownerId), state.tabs);
}

/** Replaces the open tabs (home stays first) and saves them for their owner. */
export function updateTabs(change: (tabs: Tab[]) => Tab[]): void {
  const current = tabsStore.get();
  const changed = change(current.tabs);
  if (changed === current.tabs && current.tabs[0]?.name === HOME_ROUTE) return;
  const next = { ...current, tabs: withHomeTab(changed, homeTab()) };
  tabsStore.set(next);
  save(next);
}

/** Restores a user's saved tabs, dropping routes that are gone or that the user may no longer open. */
export function attachTabs(userId: string, canOpen: (name: string) => boolean): void {
  if (tabsStore.get().ownerId === userId) return;
  const describe = (name: string): Tab | null => {
    const entry = findRouteByName(routes, name);
    const isPage = entry?.layout === 'backoffice' && entry.component !== undefined && !entry.redirect;
    return isPage && canOpen(name) ? tabFor(entry, entry.path, {}, {}) : null;
  };
  const saved = readJson<unknown>(localStorage, LocalKey.tabsOf(userId));
  tabsStore.set({ ownerId: userId, tabs: restoreTabs(saved, describe, homeTab()) });
}

/** Saves the tabs for their owner and closes them all (logout, expiry). */
export function detachTabs(): void {
  save(tabsStore.get());
  tabsStore.set({ ownerId: null, tabs: [] });
}
