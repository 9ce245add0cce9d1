import { useTranslation } from 'react-i18next';

/** Product data stays as entered; category, brand and supplier names show their English name in en-US. */
export function localName(locale: string, name: string, nameEn?: string | null): string {
  return locale === 'en-US' && nameEn?.trim() ? nameEn : name;
}

export function useLocalName(): (name: string, nameEn?: string | null) => string {
  const { i18n } = useTranslation();
  return (name, nameEn) => localName(i18n.language, name, nameEn);
}
