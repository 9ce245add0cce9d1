import { useTranslation } from 'react-i18next';

/** The banner shown when no carousel slide is published. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <div className="pm-home-hero">
      <h2>{t('shop.heroTitle')}</h2>
      <p>{t('shop.heroText')}</p>
    </div>
  );
}
