import { createContext, useContext } from 'react';
import type { RouteMatch } from './route-lookup';

/** The registry entry and params a page was opened with (also for cached pages shown later). */
export const RouteMatchContext = createContext<RouteMatch | null>(null);

export function useRouteMatch(): RouteMatch | null {
  return useContext(RouteMatchContext);
}
