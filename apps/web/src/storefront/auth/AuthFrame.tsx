import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { Logo } from '../../app/layout/Logo';

/** Frame of the sign-in and sign-up pages: logo and language on top, a hero beside the form card. */
export function AuthFrame({
  heroTitle,
  heroText,
  children,
}: {
  heroTitle: string;
  heroText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="pm-auth">
      <header className="pm-auth-top">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="pm-auth-main">
        <section className="pm-auth-hero">
          <Typography.Title level={2} className="pm-auth-hero-title">
            {heroTitle}
          </Typography.Title>
          <Typography.Paragraph className="pm-auth-hero-text">{heroText}</Typography.Paragraph>
          <Typography.Text className="pm-auth-hero-brand">{t('common.appNameLocal')}</Typography.Text>
        </section>
        <section className="pm-auth-card">{children}</section>
      </main>
    </div>
  );
}
