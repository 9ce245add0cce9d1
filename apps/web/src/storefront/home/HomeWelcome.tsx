import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { HOME_PATH } from '../../app/route-paths';
import { useSession } from '../../app/session';

/** The box beside the carousel: a greeting with login/register, or the way to the user's own home. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, userInfo } = useSession();
  const loggedIn = Boolean(token && userInfo);
  return (
    <aside className="pm-home-welcome">
      <span className="pm-home-avatar" aria-hidden="true">
        <UserOutlined />
      </span>
      <p className="pm-home-welcome-hello">
        {loggedIn
          ? t('shop.hello', { name: userInfo?.userName || userInfo?.username })
          : t('mall.home.welcome')}
      </p>
      {loggedIn ? (
        <button
          type="button"
          className="pm-btn pm-btn-primary pm-btn-block"
          onClick={() => navigate(HOME_PATH)}
        >
          {t('layout.myHome')}
        </button>
      ) : (
        <div className="pm-home-welcome-actions">
          <button type="button" className="pm-btn pm-btn-primary" onClick={() => navigate(loginAddress('/'))}>
            {t('shop.login')}
          </button>
          <button type="button" className="pm-btn" onClick={() => navigate('/register')}>
            {t('shop.register')}
          </button>
        </div>
      )}
      <ul className="pm-home-services">
        {(['ec', 'agr', 'supplier'] as const).map((key) => (
          <li key={key}>
            <strong>{t(`shop.${key}Title`)}</strong>
            <span>{t(`shop.${key}Text`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
