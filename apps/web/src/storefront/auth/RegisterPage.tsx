import { Button, Card, Result, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';

/** Registration with personal and enterprise tabs, and its success state. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<string | null>(null);

  return (
    <AuthFrame heroTitle={t('auth.heroTitle')} heroText={t('auth.heroText')}>
      <Card variant="borderless" className="pm-auth-panel pm-register-panel">
        {registered ? (
          <Result
            status="success"
            title={t('register.successTitle')}
            subTitle={t('register.successText', { username: registered })}
            extra={
              <Button
                type="primary"
                size="large"
                onClick={() => navigate(`/login?username=${encodeURIComponent(registered)}`)}
                data-testid="register-go-login"
              >
                {t('register.goLogin')}
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={3}>{t('register.title')}</Typography.Title>
            <Tabs
              items={[
                {
                  key: 'person',
                  label: t('register.person'),
                  children: <RegisterForm kind="person" onRegistered={setRegistered} />,
                },
                {
                  key: 'enterprise',
                  label: t('register.enterprise'),
                  children: <RegisterForm kind="enterprise" onRegistered={setRegistered} />,
                },
              ]}
            />
            <div className="pm-auth-links">
              <span>
                {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
              </span>
              <Link to="/supplierRegister" data-testid="register-supplier">
                {t('register.toSupplier')}
              </Link>
            </div>
          </>
        )}
      </Card>
    </AuthFrame>
  );
}
