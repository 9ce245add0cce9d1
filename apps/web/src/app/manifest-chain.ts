import { allPages, MENU_GROUPS } from '@procuremart/contract';

const pagesByName = new Map(allPages.map((page) => [page.name, page]));
const groupNames = new Set(MENU_GROUPS.map((group) => group.name));

/** A manifest page's names from its menu group down to itself (a detail page sits under its list); [] for others. */
export function manifestChain(name: string): string[] {
  const chain: string[] = [];
  let page = pagesByName.get(name);
  while (page && !chain.includes(page.name)) {
    chain.unshift(page.name);
    if (groupNames.has(page.parent)) chain.unshift(page.parent);
    page = pagesByName.get(page.parent);
  }
  return chain;
}
