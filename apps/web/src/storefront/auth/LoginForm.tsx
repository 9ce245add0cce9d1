import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { UserKind } from '@procuremart/contract';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { feedback } from '../../app/feedback';
import { safeRedirect } from '../../app/guard';
import { APPLICATION_PATH, HOME_PATH } from '../../app/route-paths';
import { login, userKind, WrongKindError } from '../../app/session';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule } from '../../forms/rules';
import { mergeVisitorCartAfterLogin } from '../cart/visitor-cart-merge';

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Account login (SPEC §2): username, password, remember me; server messages shown above the form. */
export function LoginForm({
  requireKind,
  wrongKindNotice,
}: {
  requireKind?: UserKind;
  wrongKindNotice?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const user = await login(
        { username: values.username.trim(), password: values.password, rememberMe: values.rememberMe },
        { requireKind },
      );
      // A purchaser's visitor cart goes into the account first, so the page returned to shows it; other
      // kinds of users leave it in the browser.
      if (userKind(user) === 'purchaser') await mergeVisitorCartAfterLogin();
      void feedback.message.success(t('auth.loginSuccess'));
      // An applicant whose registration is under audit goes to its application (/authentication).
      const home = user.awaitingAudit ? APPLICATION_PATH : HOME_PATH;
      navigate(safeRedirect(params.get('redirect'), home), { replace: true });
    } catch (error) {
      if (error instanceof WrongKindError) setFailure(wrongKindNotice);
      else if (!showServerFieldError(form, error, ['username', 'password'])) {
        setFailure(isApiError(error) ? error.respDesc : String(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: params.get('username') ?? '', rememberMe: false }}
      onFinish={submit}
      {...formErrorBehaviour}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} className="pm-auth-alert" data-testid="login-error" />
      )}
      <Form.Item name="username" label={t('auth.username')} rules={[requiredRule()]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[requiredRule()]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('auth.rememberMe')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
