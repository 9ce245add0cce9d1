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

// Each domain's page components (src/backoffice/<domain>/pages.tsx); eager, as those files hold lazy() only.
const pageModules = import.meta.glob<DomainPagesModule>('../backoffice/*/pages.tsx', { eager: true });

/** Page components by domain folder, then by page name. */
export const pageComponentsByDomain: ReadonlyMap<string, DomainPagesModule['default']> = new Map(
  Object.entries(pageModules).map(([path, mod]) => [path.split('/')[2], mod.default]),
);

function componentOf(name: string): { domains: string[]; component: PageComponent } | undefined {
  for (const [path, mod] of Object.entries(pageModules)) {
    const component = mod.default[name];
    if (component) return { domains: [path.split('/')[2], ...(mod.textsOf ?? [])], component };
  }
  return undefined;
}

/**
 * A route for every manifest page (kind 'page'): name, path, title and flags from the manifest, the component
 * from its domain's pages.tsx, shown once the domain's texts (and those of the domains its pages.tsx names
 * in `textsOf`) are loaded. A page without a component gets no
 * route (routes.test.ts fails on it).
 */
export const backOfficeRoutes: RouteEntry[] = allPages.flatMap((page) => {
  const found = page.kind === 'page' ? componentOf(page.name) : undefined;
  if (!found) return [];
  return [
    {
      name: page.name,
      path: page.path,
      titleKey: menuTitleKey(page.name),
      component: withDomainTexts(found.domains, found.component),
      cache: page.cache,
      hidden: page.hidden,
      closable: page.closable,
      scrollNudge: page.scrollNudge,
      layout: 'backoffice',
    },
  ];
});
