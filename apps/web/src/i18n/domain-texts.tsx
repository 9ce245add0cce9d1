import { LOCALES } from '@procuremart/contract';
import i18n from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadContractTexts } from './contract-texts';
import type { BilingualTexts } from './define-texts';
import type { TextTree } from './merge';

// Texts that load with the pages showing them, not in the first bundle: back-office domains' (src/backoffice/
// <domain>/texts.ts) and the storefront's pages' own (src/storefront/<folder>/page-texts.ts: a folder's texts.ts is
// in the first load, for what its layout and page titles show). Each is named by its folder.
const domainTexts = import.meta.glob<{ default: BilingualTexts }>([
  '../backoffice/*/texts.ts',
  '../storefront/*/page-texts.ts',
]);
const loads = new Map<string, Promise<void>>();

const loaderOf = (domain: string) =>
  domainTexts[`../backoffice/${domain}/texts.ts`] ?? domainTexts[`../storefront/${domain}/page-texts.ts`];

/** Adds a domain's texts in both languages (once), so a later language switch finds them too. */
export function loadDomainTexts(domain: string): Promise<void> {
  const load = loaderOf(domain);
  if (!load) return Promise.resolve();
  let loading = loads.get(domain);
  if (!loading) {
    loading = load().then((mod) => {
      for (const locale of LOCALES)
        i18n.addResourceBundle(locale, 'translation', mod.default[locale] as TextTree, true, true);
    });
    // A failed chunk load may be retried by the page's error boundary.
    loading.catch(() => loads.delete(domain));
    loads.set(domain, loading);
  }
  return loading;
}

/** A lazy page's loader that also waits for these domains' texts and the contract's: all downloads at once. */
export function withTextsOf<T>(domains: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ...domains.map(loadDomainTexts), loadContractTexts()]))[0];
}

/**
 * The page, rendered only once its domain's texts (and any other domains' it shows) and the contract's
 * message texts are in. It resolves to a component that renders the page
 * (React does not accept a lazy component resolving to another lazy one).
 */
export function withDomainTexts(
  domains: string | readonly string[],
  Page: ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const names = typeof domains === 'string' ? [domains] : domains;
    await Promise.all([...names.map(loadDomainTexts), loadContractTexts()]);
    return { default: () => <Page /> };
  });
}

/** Every back-office domain's texts and the contract's at once (component tests render pages outside their routes). */
export async function loadAllDomainTexts(): Promise<void> {
  await Promise.all([
    ...Object.keys(domainTexts).map((path) => loadDomainTexts(path.split('/')[2])),
    loadContractTexts(),
  ]);
}
