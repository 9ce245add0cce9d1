import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame heroTitle={t('auth.heroTitle')} heroText={t('auth.heroText')}>
      <Card variant="borderless" className="pm-auth-panel">
        <Typography.Title level={3}>{t('auth.welcome')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.accountLogin')}</Typography.Paragraph>
        <LoginForm />
        <div className="pm-auth-links">
          <span>
            {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
          </span>
          <Link to="/supplierLogin">{t('auth.supplierEntry')}</Link>
        </div>
      </Card>
    </AuthFrame>
  );
}
