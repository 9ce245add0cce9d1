import type { DomainPageName } from '@procuremart/contract';
import type { ComponentType, LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType>;

/** A domain's page components by manifest page name; a name the domain's manifest does not declare is a type error. */
export type DomainPages<D extends string> = { readonly [K in DomainPageName<D>]?: PageComponent };

/**
 * What `backoffice/<domain>/pages.tsx` default-exports: its pages' lazy components, keyed by the names its
 * manifest declares (`definePages('<domain>', …)` in the contract; the folder is the domain).
 */
export function definePageComponents<D extends string>(_domain: D, pages: DomainPages<D>): DomainPages<D> {
  return pages;
}
