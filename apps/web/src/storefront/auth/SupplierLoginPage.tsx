import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';

/** The suppliers' own sign-in: same call; another kind of account is logged out again and sent to the main login. */
export default function SupplierLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginLink = `/login${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : ''}`;
  const wrongKind = (
    <span data-testid="supplier-login-refused">
      {t('auth.notSupplier')} <Link to={loginLink}>{t('auth.toMemberLogin')}</Link>
    </span>
  );
  return (
    <AuthFrame heroTitle={t('auth.supplierTitle')} heroText={t('auth.supplierSubtitle')}>
      <Card variant="borderless" className="pm-auth-panel">
        <Typography.Title level={3}>{t('auth.supplierTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.accountLogin')}</Typography.Paragraph>
        <LoginForm requireKind="supplier" wrongKindNotice={wrongKind} />
        <div className="pm-auth-links">
          <span />
          <Link to="/login">{t('auth.memberEntry')}</Link>
        </div>
      </Card>
    </AuthFrame>
  );
}
