import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
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
      <Avatar size={56} icon={<UserOutlined />} className="pm-avatar" />
      <p className="pm-home-welcome-hello">
        {loggedIn
          ? t('shop.hello', { name: userInfo?.userName || userInfo?.username })
          : t('mall.home.welcome')}
      </p>
      {loggedIn ? (
        <Button type="primary" block onClick={() => navigate(HOME_PATH)}>
          {t('layout.myHome')}
        </Button>
      ) : (
        <div className="pm-home-welcome-actions">
          <Button type="primary" onClick={() => navigate(loginAddress('/'))}>
            {t('shop.login')}
          </Button>
          <Button onClick={() => navigate('/register')}>{t('shop.register')}</Button>
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
