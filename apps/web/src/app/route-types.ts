import type { ComponentType, LazyExoticComponent } from 'react';

export type RouteLayout = 'storefront' | 'backoffice' | 'bare';

export interface RouteEntry {
  /** Route name; for back-office pages also the menu code. */
  name: string;
  path: string;
  titleKey: string;
  component?: LazyExoticComponent<ComponentType>;
  /** A route that only forwards to another path. */
  redirect?: string;
  /** Open to anyone (storefront pages). */
  public?: boolean;
  /** Open without login (login and registration pages). */
  noAuth?: boolean;
  /** Kept mounted while its tab is not shown, so its state survives. */
  cache?: boolean;
  /** Not offered in menus and search. */
  hidden?: boolean;
  /** false: its tab has no close button. */
  closable?: boolean;
  /** Nudges the window's scroll when the page becomes active, forcing a redraw (manifest flag, SPEC §2). */
  scrollNudge?: boolean;
  layout: RouteLayout;
  /** The frame for a visitor (no session), when it differs: pages open to both, e.g. messages (SPEC §2). */
  visitorLayout?: RouteLayout;
}
