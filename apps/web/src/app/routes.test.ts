import { allPages, MENU_GROUPS } from '@procuremart/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuTitleKey } from '../i18n/manifest-texts';
import { loadPageComponentsByDomain } from './back-office-routes';
import { decideNavigation } from './guard';
import { manifestChain } from './manifest-chain';
import { findRouteByName, layoutOf, matchRoute } from './route-lookup';
import { routes } from './routes';

const manifestPages = allPages.filter((page) => page.kind === 'page');
/** Back-office and storefront pages: each has a component in its domain's pages.tsx. */
const routedPages = allPages.filter((page) => page.kind !== 'access');
let componentNames: string[] = [];
beforeAll(async () => {
  componentNames = [...(await loadPageComponentsByDomain()).values()].flatMap((pages) => Object.keys(pages));
});

describe('routes and manifests agree', () => {
  it('gives every manifest page a component in its domain’s pages.tsx', () => {
    expect(routedPages.map((p) => p.name).filter((name) => !componentNames.includes(name))).toEqual([]);
  });

  it('keys pages.tsx by manifest pages only, each in one domain', () => {
    const pageNames = new Set(routedPages.map((p) => p.name));
    expect(componentNames.filter((name) => !pageNames.has(name))).toEqual([]);
    expect(componentNames.filter((name, i) => componentNames.indexOf(name) !== i)).toEqual([]);
  });

  it('routes every manifest page with the manifest’s path, title and flags', () => {
    for (const page of manifestPages) {
      const route = findRouteByName(routes, page.name);
      expect(route, page.name).toMatchObject({
        path: page.path,
        titleKey: menuTitleKey(page.name),
        cache: page.cache,
        hidden: page.hidden,
        closable: page.closable,
        scrollNudge: page.scrollNudge,
        layout: 'backoffice',
      });
      expect(route?.component, page.name).toBeDefined();
      expect(matchRoute(routes, page.path)?.entry.name).toBe(page.name);
    }
  });

  it('routes a domain’s storefront pages at /<name> in the storefront frame, open to visitors', () => {
    for (const page of allPages.filter((p) => p.kind === 'public')) {
      const route = findRouteByName(routes, page.name);
      expect(route, page.name).toMatchObject({ path: `/${page.name}`, public: true, layout: 'storefront' });
      expect(matchRoute(routes, page.path)?.entry.name).toBe(page.name);
      const visitor = { hasToken: false, allMenuCodes: null, menuCodeList: null };
      if (route) expect(decideNavigation(route, visitor, page.path)).toEqual({ type: 'allow' });
    }
  });

  it('has unique route names and paths, and no route for an access code', () => {
    const names = routes.map((r) => r.name);
    const paths = routes.map((r) => r.path);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    const accessCodes = allPages.filter((p) => p.kind === 'access').map((p) => p.name);
    expect(names.filter((n) => accessCodes.includes(n))).toEqual([]);
  });

  it('puts a hidden detail page under its list and group in the breadcrumbs', () => {
    expect(manifestChain('brandDetail')).toEqual(['commodityCenter', 'brandManage', 'brandDetail']);
    expect(manifestChain('memberCenter')).toEqual([]);
    for (const page of manifestPages)
      expect(MENU_GROUPS.map((g) => g.name)).toContain(manifestChain(page.name)[0]);
  });

  it('guards a hidden page like any menu page (SPEC §4): 404 unless the user holds its code', () => {
    const entry = findRouteByName(routes, 'brandDetail');
    if (!entry) throw new Error('no brandDetail route');
    expect(entry.hidden).toBe(true);
    const allMenuCodes = allPages.map((p) => p.name);
    const session = (menuCodeList: string[]) => ({ hasToken: true, allMenuCodes, menuCodeList });
    const address = '/index/brandDetail?brandId=1';
    expect(decideNavigation(entry, session(['brandManage', 'brandDetail']), address)).toEqual({
      type: 'allow',
    });
    expect(decideNavigation(entry, session(['brandManage']), address)).toEqual({ type: 'notFound' });
  });

  it('opens the fast order and the messages to visitors (SPEC §2), messages in the storefront frame for them', () => {
    const noSession = { hasToken: false, allMenuCodes: null, menuCodeList: null };
    for (const name of ['fastOrder', 'messageList', 'messageDetail']) {
      const entry = findRouteByName(routes, name);
      if (!entry) throw new Error(`no ${name} route`);
      expect(decideNavigation(entry, noSession, entry.path)).toEqual({ type: 'allow' });
      expect(layoutOf(entry, false)).toBe('storefront');
    }
    const messages = findRouteByName(routes, 'messageList');
    expect(messages && layoutOf(messages, true)).toBe('backoffice');
  });
});
