import { matchPath } from 'react-router-dom';
import type { RouteEntry, RouteLayout } from './route-types';

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

/** The first registry entry whose path matches (the catch-all is last). */
export function matchRoute(registry: readonly RouteEntry[], pathname: string): RouteMatch | null {
  for (const entry of registry) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { entry, params };
    }
  }
  return null;
}

export function findRouteByName(registry: readonly RouteEntry[], name: string): RouteEntry | undefined {
  return registry.find((entry) => entry.name === name);
}

export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The frame a route renders in: its visitor frame for someone without a session, where it has one. */
export function layoutOf(entry: RouteEntry, hasToken: boolean): RouteLayout {
  return !hasToken && entry.visitorLayout ? entry.visitorLayout : entry.layout;
}
