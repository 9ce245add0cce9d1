import { allPages } from '@procuremart/contract';
import { withDomainTexts } from '../i18n/domain-texts';
import { menuTitleKey } from '../i18n/manifest-texts';
import type { PageComponent } from './page-components';
import type { RouteEntry } from './route-types';

type DomainPagesModule = {
  default: Readonly<Record<string, PageComponent | undefined>>;
  /** Other domains whose texts its pages show (e.g. the one order detail design of `orders`). */
  textsOf?: readonly string[];
};

// Each domain's page components (src/backoffice/<domain>/pages.tsx, and src/storefront/<domain>/pages.tsx for
// the storefront pages a domain declares); eager, as those files hold lazy() only.
const pageModules = import.meta.glob<DomainPagesModule>(
  ['../backoffice/*/pages.tsx', '../storefront/*/pages.tsx'],
  { eager: true },
);

/** Page components by domain folder (its back-office and storefront pages together), then by page name. */
export const pageComponentsByDomain: ReadonlyMap<string, DomainPagesModule['default']> = Object.entries(
  pageModules,
).reduce((byDomain, [path, mod]) => {
  const domain = path.split('/')[2];
  return byDomain.set(domain, { ...byDomain.get(domain), ...mod.default });
}, new Map<string, DomainPagesModule['default']>());

function componentOf(name: string): { domains: string[]; component: PageComponent } | undefined {
  for (const [path, mod] of Object.entries(pageModules)) {
    const component = mod.default[name];
    if (component) return { domains: [path.split('/')[2], ...(mod.textsOf ?? [])], component };
  }
  return undefined;
}

/**
 * A route for every manifest page (kind 'page', and 'public' for a domain's storefront pages): name, path,
 * title and flags from the manifest, the component from its domain's pages.tsx, shown once the domain's texts
 * (and those of the domains its pages.tsx names in `textsOf`) are loaded. A page without a component gets no
 * route (routes.test.ts fails on it).
 */
export const backOfficeRoutes: RouteEntry[] = allPages.flatMap((page): RouteEntry[] => {
  const found = page.kind !== 'access' ? componentOf(page.name) : undefined;
  if (!found) return [];
  const route = {
    name: page.name,
    path: page.path,
    titleKey: menuTitleKey(page.name),
    component: withDomainTexts(found.domains, found.component),
    scrollNudge: page.scrollNudge,
  };
  if (page.kind === 'public') return [{ ...route, public: true, hidden: true, layout: 'storefront' }];
  return [
    {
      ...route,
      cache: page.cache,
      hidden: page.hidden,
      closable: page.closable,
      layout: 'backoffice',
    },
  ];
});
