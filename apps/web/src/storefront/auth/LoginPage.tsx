import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';
import { QrLoginPanel } from './QrLoginPanel';
import { SmsLoginForm } from './SmsLoginForm';

export { default as ForgotPasswordPage } from './ForgotPasswordPage';
export { default as SupplierLoginPage } from './SupplierLoginPage';

/** SPEC §2 login page: password, SMS code or QR scan; forgot password; sign up. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame heroTitle={t('auth.heroTitle')} heroText={t('auth.heroText')}>
      <Card variant="borderless" className="pm-auth-panel">
        <Typography.Title level={3}>{t('auth.welcome')}</Typography.Title>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'password', label: t('signin.passwordTab'), children: <LoginForm /> },
            { key: 'sms', label: t('signin.smsTab'), children: <SmsLoginForm /> },
            { key: 'qr', label: t('signin.qrTab'), children: <QrLoginPanel /> },
          ]}
        />
        <div className="pm-auth-links">
          <Link to="/forgotPassword" data-testid="forgot-password-link">
            {t('signin.forgotPassword')}
          </Link>
          <span>
            {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
          </span>
          <Link to="/supplierLogin">{t('auth.supplierEntry')}</Link>
        </div>
      </Card>
    </AuthFrame>
  );
}
