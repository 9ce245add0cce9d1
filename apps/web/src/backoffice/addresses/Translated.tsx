import { useTranslation } from 'react-i18next';

/** A text by its i18n key, for render functions declared outside components (list cells). */
export function Translated({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
