import { Button, Card, Result, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../app/route-paths';
import { AuthFrame } from './AuthFrame';
import { EmailLinkForm, NewPasswordByLinkForm, ResetBySmsForm } from './ForgotPasswordForms';

/**
 * Forgotten password (SPEC §2 login page): a code to the bound mobile, or a link to the bound e-mail; the page a
 * link opens sets the new password. Nothing here tells whether an account exists.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get('token');
  const [done, setDone] = useState(false);

  const body = done ? (
    <Result
      status="success"
      title={t('forgot.done')}
      data-testid="reset-done"
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('forgot.toLogin')}</Button>
        </Link>
      }
    />
  ) : resetToken ? (
    <NewPasswordByLinkForm resetToken={resetToken} onDone={() => setDone(true)} />
  ) : (
    <Tabs
      items={[
        { key: 'sms', label: t('forgot.bySms'), children: <ResetBySmsForm onDone={() => setDone(true)} /> },
        { key: 'email', label: t('forgot.byEmail'), children: <EmailLinkForm /> },
      ]}
    />
  );

  return (
    <AuthFrame heroTitle={t('auth.heroTitle')} heroText={t('auth.heroText')}>
      <Card variant="borderless" className="pm-auth-panel">
        <Typography.Title level={3}>{t('forgot.title')}</Typography.Title>
        {body}
        <div className="pm-auth-links">
          <Link to={LOGIN_PATH}>{t('forgot.toLogin')}</Link>
        </div>
      </Card>
    </AuthFrame>
  );
}
