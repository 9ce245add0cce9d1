import type { Bilingual } from '../texts';
import type { MenuIcon } from './icons';

/** The path prefix of back-office pages: each lives at `/index/<route name>` unless it says otherwise. */
export const BACK_OFFICE_PREFIX = '/index';

/** The path of a storefront page: each lives at `/<route name>` unless it says otherwise. */
export const STOREFRONT_PREFIX = '';

/**
 * One entry of a domain's manifest: a back-office page (route name = menu code), an access code (a
 * permission for an action inside a page, never a route) or a storefront page (`kind: 'public'`: open to
 * anyone in the storefront frame, no menu, no roles; SPEC §2 "pages open to anyone without login"). Declared once; the web route registry, menus,
 * titles, icons, breadcrumbs and tabs read it, and the server upserts the menus from it at every start.
 */
export interface PageDecl {
  name: string;
  /** A menu group's name or another page's (detail pages sit under their list); a storefront page names none. */
  parent?: string;
  title: Bilingual;
  kind?: 'page' | 'access' | 'public';
  icon?: MenuIcon;
  /** Defaults to `/index/<name>` (a storefront page: `/<name>`). */
  path?: string;
  /** Kept alive while its tab is not shown; pages default to true. */
  cache?: boolean;
  /** Not in the menu (detail and edit pages). */
  hidden?: boolean;
  /** false: its tab cannot be closed. */
  closable?: boolean;
  /** Role codes that hold it by default; a hidden page or an access code defaults to its parent's. */
  roles?: readonly string[];
  /**
   * Its place among its siblings when they come from several domains' manifests (a menu group's pages);
   * without it, pages follow the one before them in their own manifest.
   */
  menuOrder?: number;
  /**
   * SPEC §2 layout rule: the page nudges the window's scroll when it becomes the active tab, forcing the
   * browser to redraw its wide tables (the order pages). Applied once by the tab workspace.
   */
  scrollNudge?: boolean;
  /** A storefront page linked from the storefront's footer (in manifest order), e.g. the notices. */
  footer?: boolean;
  /**
   * The query parameters the page reads from its address (`?orderId=…`), e.g. `['orderId'] as const`; a
   * name ending in `?` is optional (`'shipmentId?'`). `pageLink` requires exactly these and `usePageParams`
   * reads only these, so a page and its links cannot disagree.
   */
  params?: readonly string[];
}

/** A page as the registry keeps it: every default filled in. */
export interface PageEntry extends Required<Omit<PageDecl, 'icon' | 'roles' | 'menuOrder' | 'parent'>> {
  /** The domain whose manifest declares it (its web folder: src/backoffice/<domain>, src/storefront/<domain>). */
  domain: string;
  /** '' for a storefront page. */
  parent: string;
  icon: MenuIcon | null;
  roles: readonly string[];
  /** Position among its siblings in the menu. */
  sortNo: number;
}

export interface MenuGroup {
  name: string;
  title: Bilingual;
  icon: MenuIcon;
  sortNo: number;
}

const PAGE_SET = Symbol.for('procuremart.pageSet');

/**
 * A domain's manifest; `D` and `P` keep the domain and its declarations as literals for the typed page
 * names, links and the web's page maps.
 */
export interface PageSet<D extends string = string, P extends PageDecl = PageDecl> {
  readonly [PAGE_SET]: true;
  readonly domain: D;
  readonly pages: readonly P[];
}

/** A domain's manifest of back-office pages and access codes, in menu order. */
export function definePages<const D extends string, const P extends PageDecl>(
  domain: D,
  pages: readonly P[],
): PageSet<D, P> {
  return { [PAGE_SET]: true, domain, pages };
}

/** The declarations of a union of manifests (of domain `D`, by default any). */
export type PageDeclOf<S, D extends string = string> = S extends PageSet<D, infer P> ? P : never;

/** The names (pages and access codes) a domain declares, out of a union of manifests. */
export type PageNameOf<S, D extends string> = PageDeclOf<S, D>['name'];

/** The parameters a declaration's `params` list names, as an object: `'x'` required, `'x?'` optional. */
export type ParamsOfDecl<P> = P extends { params: readonly (infer L extends string)[] }
  ? { [K in L as K extends `${string}?` ? never : K]: string } & {
      [K in L as K extends `${infer O}?` ? O : never]?: string;
    }
  : Record<never, never>;

/** A declared parameter's name without its optional mark. */
export const paramName = (declared: string): string => declared.replace(/\?$/, '');

export const isPageSet = (value: unknown): value is PageSet =>
  typeof value === 'object' && value !== null && PAGE_SET in value;

/**
 * Joins the domains' manifests under the menu groups: fills defaults, orders siblings as declared, and
 * inherits roles from the parent where a page names none. Throws on a duplicate name or a missing parent.
 */
export function resolvePages(groups: readonly MenuGroup[], sets: readonly PageSet[]): PageEntry[] {
  const groupNames = new Set(groups.map((g) => g.name));
  const declared = sets.flatMap((set) => set.pages);
  const domainOf = new Map(sets.flatMap((set) => set.pages.map((page) => [page, set.domain] as const)));
  const byName = new Map<string, PageDecl>();
  for (const page of declared) {
    if (byName.has(page.name) || groupNames.has(page.name))
      throw new Error(`page ${page.name} is declared twice`);
    byName.set(page.name, page);
  }
  const rolesOf = (page: PageDecl, seen: Set<string> = new Set()): readonly string[] => {
    if (page.kind === 'public') return [];
    if (page.roles) return page.roles;
    if (seen.has(page.name)) throw new Error(`page ${page.name} is its own ancestor`);
    seen.add(page.name);
    const parent = byName.get(page.parent ?? '');
    if (!parent) throw new Error(`page ${page.name} names no roles and its parent ${page.parent} is no page`);
    return rolesOf(parent, seen);
  };
  const siblings = new Map<string, number>();
  return declared.map((page) => {
    const kind = page.kind ?? 'page';
    const parentName = page.parent ?? '';
    if (kind === 'public' ? parentName !== '' : !groupNames.has(parentName) && !byName.has(parentName)) {
      throw new Error(`page ${page.name}: no menu group or page is called ${parentName}`);
    }
    // A page placed by menuOrder leaves the running order of its manifest's other pages alone.
    const sortNo = page.menuOrder ?? (siblings.get(parentName) ?? 0) + 10;
    if (page.menuOrder === undefined) siblings.set(parentName, sortNo);
    const prefix = kind === 'public' ? STOREFRONT_PREFIX : BACK_OFFICE_PREFIX;
    return {
      name: page.name,
      domain: domainOf.get(page) ?? '',
      parent: parentName,
      title: page.title,
      kind,
      icon: page.icon ?? null,
      path: page.path ?? `${prefix}/${page.name}`,
      cache: page.cache ?? kind === 'page',
      hidden: page.hidden ?? kind !== 'page',
      closable: page.closable ?? true,
      scrollNudge: page.scrollNudge ?? false,
      footer: page.footer ?? false,
      params: page.params ?? [],
      roles: rolesOf(page),
      sortNo,
    };
  });
}
