import { Layout, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../app/layout/LanguageSwitch';
import { Logo } from '../app/layout/Logo';
import { HOME_PATH } from '../app/route-paths';
import { useSession } from '../app/session';

/** Storefront frame: a top bar (login/register or the user, language), the logo header and a footer. */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { userInfo, token } = useSession();
  const loggedIn = Boolean(token && userInfo);
  return (
    <Layout className="pm-store">
      <div className="pm-store-topbar">
        <div className="pm-store-inner pm-store-topbar-inner">
          <span className="pm-store-welcome">
            {loggedIn ? t('shop.hello', { name: userInfo?.userName }) : t('shop.topWelcome')}
          </span>
          <Space size={16} wrap>
            {loggedIn ? (
              <Link to={HOME_PATH} data-testid="store-workbench">
                {t('shop.workbench')}
              </Link>
            ) : (
              <>
                <Link to="/login" data-testid="store-login">
                  {t('shop.login')}
                </Link>
                <Link to="/register" data-testid="store-register">
                  {t('shop.register')}
                </Link>
                <Link to="/supplierLogin">{t('shop.supplierLogin')}</Link>
              </>
            )}
            <LanguageSwitch />
          </Space>
        </div>
      </div>
      <header className="pm-store-header">
        <div className="pm-store-inner">
          <Logo />
          <span className="pm-store-tagline">{t('common.appNameLocal')}</span>
        </div>
      </header>
      <Layout.Content>{children}</Layout.Content>
      <Layout.Footer className="pm-store-footer">{t('shop.footer')}</Layout.Footer>
    </Layout>
  );
}
