import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageTitle } from '../../app/page-title';

/**
 * A page whose title is its data (a product, a shop): `<name> - ProcureMart` once the data is there.
 * Set a moment later, so that it wins over the route title the shell sets (also after a language switch).
 */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!title || !language) return;
    const timer = setTimeout(() => {
      setPageTitle(title);
    }, 0);
    return () => clearTimeout(timer);
  }, [title, language]);
}
