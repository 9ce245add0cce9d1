let loading: Promise<void> | null = null;

/**
 * Loads the contract's message catalogue of every centre into i18n (once). The first bundle carries only the
 * common centre's texts; back-office pages (domain-texts.tsx) and storefront pages (routes.tsx) wait for the
 * rest before they render, so a field message never shows as its key.
 */
export function loadContractTexts(): Promise<void> {
  if (!loading) {
    loading = import('./contract-catalogue').then((mod) => mod.addContractCatalogue());
    // A failed chunk load may be retried by the page's error boundary.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** A lazy page's loader that also waits for the contract's texts, both downloads at once. */
export function withContractTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadContractTexts()]))[0];
}
