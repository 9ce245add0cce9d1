import { useTranslation } from 'react-i18next';

/**
 * Names with an English form (goods, categories, brands, suppliers, shops) show it in en-US; the Chinese name
 * stays the official one and is shown whenever there is no English.
 */
export function localName(locale: string, name: string, nameEn?: string | null): string {
  return locale === 'en-US' && nameEn?.trim() ? nameEn : name;
}

export function useLocalName(): (name: string, nameEn?: string | null) => string {
  const { i18n } = useTranslation();
  return (name, nameEn) => localName(i18n.language, name, nameEn);
}
