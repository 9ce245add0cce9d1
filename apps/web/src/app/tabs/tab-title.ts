import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useRouteMatch } from '../route-context';
import { createStore, useStore } from '../store';
import { useTabs } from './tabs-store';

/** Texts a page adds to its tab's title (e.g. the record's name), by tab (route) name. */
export const tabTitlesStore = createStore<Record<string, string>>({});

export function useTabTitles(): Record<string, string> {
  return useStore(tabTitlesStore);
}

/** The tab label: the route's title, then the page's own text (e.g. "品牌详情 · 得力"). */
export function tabLabel(title: string, extra: string | undefined): string {
  return extra ? `${title} · ${extra}` : title;
}

/** Names the current page's tab after its record; cleared when the page goes. */
export function useTabTitle(text: string | undefined): void {
  const name = useRouteMatch()?.entry.name;
  useEffect(() => {
    if (!name) return;
    tabTitlesStore.set((titles) => {
      if ((titles[name] ?? '') === (text ?? '')) return titles;
      const next = { ...titles };
      if (text) next[name] = text;
      else delete next[name];
      return next;
    });
  }, [name, text]);
  useEffect(
    () => () => {
      if (name) tabTitlesStore.set(({ [name]: _gone, ...rest }) => rest);
    },
    [name],
  );
}

/**
 * The query the page's tab was opened with (e.g. `?brandId=…`): the address while the page is shown,
 * the tab's saved query while it waits hidden in the cache (the address then belongs to another page).
 */
export function useTabQuery(): Record<string, string> {
  const match = useRouteMatch();
  const location = useLocation();
  const tabs = useTabs();
  if (!match) return Object.fromEntries(new URLSearchParams(location.search));
  if (matchPath(match.entry.path, location.pathname)) {
    return Object.fromEntries(new URLSearchParams(location.search));
  }
  return tabs.find((tab) => tab.name === match.entry.name)?.query ?? {};
}
