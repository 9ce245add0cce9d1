import { Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { PageLoading } from '../PageLoading';
import { RouteMatchContext } from '../route-context';
import { findRouteByName, queryOf, type RouteMatch } from '../route-lookup';
import { routes } from '../routes';
import { useStore } from '../store';
import { useScrollNudge } from './scroll-nudge';
import { openTab, type Tab } from './tab-model';
import { tabFor, tabsStore, updateTabs } from './tabs-store';

/**
 * Renders the open tabs' pages: the active one shown; cached ones, once visited, stay mounted but hidden
 * so that their state (a typed filter, a page number) survives; non-cached ones unmount when left.
 */
export function TabWorkspace({ match, denied }: { match: RouteMatch; denied: boolean }) {
  const location = useLocation();
  const { tabs, ownerId } = useStore(tabsStore);
  const fullPath = `${location.pathname}${location.search}`;
  const activeName = denied ? '' : match.entry.name;
  const activeTab = tabFor(match.entry, fullPath, match.params, queryOf(location.search));

  // Opens (or updates) the tab on navigation and after the user's tabs were restored; not on every tab change,
  // so that closing the current tab does not reopen it before the navigation lands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per address and per owner on purpose
  useLayoutEffect(() => {
    if (!denied) updateTabs((current) => openTab(current, activeTab));
  }, [fullPath, ownerId, denied]);

  // SPEC §2: pages flagged in their manifest (the order lists) nudge the scroll when they become active.
  useScrollNudge(denied ? undefined : match.entry);

  // Restored tabs mount on their first visit, so a login does not load every page it restores.
  const visited = useRef(new Set<string>()).current;
  if (activeName) visited.add(activeName);
  for (const name of visited)
    if (name !== activeName && !tabs.some((tab) => tab.name === name)) visited.delete(name);

  const shown: Tab[] =
    activeName && !tabs.some((tab) => tab.name === activeName) ? [...tabs, activeTab] : tabs;
  return (
    <>
      {shown.map((tab) => {
        const entry = findRouteByName(routes, tab.name);
        const isActive = tab.name === activeName;
        if (!entry?.component || (!isActive && !(tab.cache && visited.has(tab.name)))) return null;
        const Page = entry.component;
        const tabMatch: RouteMatch = isActive ? match : { entry, params: tab.params };
        return (
          <div
            key={tab.name}
            className="pm-page"
            style={isActive ? undefined : { display: 'none' }}
            data-route={tab.name}
          >
            <RouteMatchContext.Provider value={tabMatch}>
              <PageErrorBoundary>
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              </PageErrorBoundary>
            </RouteMatchContext.Provider>
          </div>
        );
      })}
    </>
  );
}
