import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { loginAddress } from '../../app/guard';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { HOME_PATH } from '../../app/route-paths';
import { useSession } from '../../app/session';
import { CartLink } from './CartLink';

/** The thin bar above the header: who is here (or login/register), my home, log out, language; on phones the cart. */
export function TopBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { userInfo, token, logout } = useSession();
  const loggedIn = Boolean(token && userInfo);
  const here = `${location.pathname}${location.search}`;
  const onAuthPage = location.pathname === '/login' || location.pathname === '/register';

  const confirmLogout = () =>
    feedback.modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        void feedback.message.success(t('layout.logoutDone'));
      },
    });

  return (
    <div className="pm-store-topbar">
      <div className="pm-store-inner pm-store-topbar-inner">
        {!compact && (
          <span className="pm-store-welcome">
            {loggedIn
              ? t('shop.hello', { name: userInfo?.userName || userInfo?.username })
              : t('shop.topWelcome')}
          </span>
        )}
        <nav className="pm-topbar-links">
          {loggedIn ? (
            <>
              {compact && (
                <span className="pm-store-welcome pm-ellipsis" data-testid="store-user">
                  {userInfo?.userName || userInfo?.username}
                </span>
              )}
              <Link to={HOME_PATH} data-testid="store-workbench">
                {t('layout.myHome')}
              </Link>
              <button
                type="button"
                className="pm-link-button"
                onClick={confirmLogout}
                data-testid="store-logout"
              >
                {t('layout.logout')}
              </button>
            </>
          ) : (
            <>
              <Link to={onAuthPage ? '/login' : loginAddress(here)} data-testid="store-login">
                {t('shop.login')}
              </Link>
              <Link to="/register" data-testid="store-register">
                {t('shop.register')}
              </Link>
              {!compact && <Link to="/supplierLogin">{t('shop.supplierLogin')}</Link>}
            </>
          )}
          {compact && <CartLink />}
          <LanguageSwitch showLabel={!compact} />
        </nav>
      </div>
    </div>
  );
}
