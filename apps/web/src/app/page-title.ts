import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const PRODUCT_NAME = 'ProcureMart';

export function pageTitle(title: string): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Page titles `<page title> - ProcureMart`, in the current language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t(titleKey));
  }, [t, titleKey]);
}
