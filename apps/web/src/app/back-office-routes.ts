import { allPages, type PageEntry } from '@procuremart/contract';
import { createElement, lazy } from 'react';
import { loadContractTexts } from '../i18n/contract-texts';
import { loadDomainTexts, withDomainTexts } from '../i18n/domain-texts';
import { menuTitleKey } from '../i18n/manifest-texts';
import type { PageComponent } from './page-components';
import type { RouteEntry } from './route-types';

type DomainPagesModule = {
  default: Readonly<Record<string, PageComponent | undefined>>;
  /** Other domains whose texts its pages show (e.g. the one order detail design of `orders`). */
  textsOf?: readonly string[];
};

// Each domain's page components: src/backoffice/<domain>/pages.tsx, loaded with the domain's first page opened
// (the storefront's first load carries none of them), and src/storefront/<domain>/pages.tsx for the storefront
// pages a domain declares, eager (they hold lazy() only). The manifest names each page's domain, which is its folder.
const backOfficeModules = import.meta.glob<DomainPagesModule>('../backoffice/*/pages.tsx');
const storefrontModules = import.meta.glob<DomainPagesModule>('../storefront/*/pages.tsx', { eager: true });

const folderOf = (page: PageEntry) =>
  `../${page.kind === 'public' ? 'storefront' : 'backoffice'}/${page.domain}/pages.tsx`;

/** Every domain's page components, loaded (for the routes test: each manifest page has exactly one). */
export async function loadPageComponentsByDomain(): Promise<Map<string, DomainPagesModule['default']>> {
  const byDomain = new Map<string, DomainPagesModule['default']>();
  const modules = await Promise.all(
    Object.entries(backOfficeModules).map(async ([path, load]) => [path, await load()] as const),
  );
  for (const [path, mod] of [...modules, ...Object.entries(storefrontModules)]) {
    const domain = path.split('/')[2];
    byDomain.set(domain, { ...byDomain.get(domain), ...mod.default });
  }
  return byDomain;
}

/** A back-office page: its domain's pages.tsx, then the texts of its domain (and `textsOf`), then the page. */
function backOfficePage(page: PageEntry): PageComponent {
  return lazy(async () => {
    const load = backOfficeModules[folderOf(page)];
    const mod = load ? await load() : undefined;
    const Page = mod?.default[page.name];
    if (!mod || !Page) throw new Error(`page ${page.name} has no component in ${folderOf(page)}`);
    await Promise.all([...[page.domain, ...(mod.textsOf ?? [])].map(loadDomainTexts), loadContractTexts()]);
    return { default: () => createElement(Page) };
  });
}

/** A domain's storefront page, from its eager pages.tsx; undefined when it has none (routes.test.ts fails). */
function storefrontPage(page: PageEntry): PageComponent | undefined {
  const mod = storefrontModules[folderOf(page)];
  const Page = mod?.default[page.name];
  return mod && Page ? withDomainTexts([page.domain, ...(mod.textsOf ?? [])], Page) : undefined;
}

/**
 * A route for every manifest page (kind 'page', and 'public' for a domain's storefront pages): name, path,
 * title and flags from the manifest, the component from its domain's pages.tsx, shown once the domain's texts
 * (and those of the domains its pages.tsx names in `textsOf`) are loaded.
 */
export const backOfficeRoutes: RouteEntry[] = allPages.flatMap((page): RouteEntry[] => {
  if (page.kind === 'access') return [];
  const route = {
    name: page.name,
    path: page.path,
    titleKey: menuTitleKey(page.name),
    scrollNudge: page.scrollNudge,
  };
  if (page.kind === 'public') {
    const component = storefrontPage(page);
    return component ? [{ ...route, component, public: true, hidden: true, layout: 'storefront' }] : [];
  }
  return [
    {
      ...route,
      component: backOfficePage(page),
      cache: page.cache,
      hidden: page.hidden,
      closable: page.closable,
      layout: 'backoffice',
    },
  ];
});
