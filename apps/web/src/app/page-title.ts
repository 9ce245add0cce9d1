import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const PRODUCT_NAME = 'ProcureMart';

export function pageTitle(title: string): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

// The document title is composed here, once: SPEC §1 "(n messages) <page title> - ProcureMart". The page
// part comes from the route or the page's data; the prefix from the unread count of a logged-in user.
let base = PRODUCT_NAME;
let prefix = '';
const apply = () => {
  document.title = prefix ? `${prefix} ${base}` : base;
};

/** The page part of the title: `<title> - ProcureMart`. */
export function setPageTitle(title: string): void {
  base = pageTitle(title);
  apply();
}

/** The unread-messages prefix, e.g. "(3条消息)"; '' removes it. */
export function setTitlePrefix(text: string): void {
  prefix = text;
  apply();
}

/** Page titles `<page title> - ProcureMart`, in the current language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    setPageTitle(t(titleKey));
  }, [t, titleKey]);
}
