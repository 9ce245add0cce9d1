import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { loginAddress } from '../../app/guard';
import { HOME_PATH } from '../../app/route-paths';
import { loadUser, logout, useSession } from '../../app/session';
import { AuthFrame } from '../../storefront/auth/AuthFrame';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * The change a user must make before anything else after an administrator set or reset its password (EPWD):
 * the new password, then the user's menus load and it goes to its home; or it signs out.
 */
export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  if (!token) return <Navigate to={loginAddress(HOME_PATH)} replace />;
  const changed = async () => {
    feedback.message.success(t('member.password.changed'));
    await loadUser();
    navigate(HOME_PATH, { replace: true });
  };
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <AuthFrame heroTitle={t('member.password.forcedHero')} heroText={t('member.password.forcedText')}>
      <Card variant="borderless" className="pm-auth-panel">
        <Typography.Title level={3}>{t('member.password.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('member.password.forcedText')}</Typography.Paragraph>
        <ChangePasswordForm onChanged={() => void changed().catch(() => undefined)} />
        <Button type="link" onClick={() => void signOut()} data-testid="change-password-logout">
          {t('member.password.signOut')}
        </Button>
      </Card>
    </AuthFrame>
  );
}
