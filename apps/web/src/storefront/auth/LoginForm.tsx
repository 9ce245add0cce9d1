import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { UserKind } from '@procuremart/contract';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { login, WrongKindError } from '../../app/session';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule } from '../../forms/rules';
import { CaptchaField } from './CaptchaField';
import { useAfterSignIn } from './use-signed-in';

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
  captchaId?: string;
  captchaCode?: string;
}

/** Whether a refusal says the next attempt needs the picture verification code. */
const asksForCaptcha = (error: unknown): boolean =>
  isApiError(error) && error.facts?.captchaRequired !== undefined;

/** Account login (SPEC §2): username, password, remember me; server messages shown above the form. */
export function LoginForm({
  requireKind,
  wrongKindNotice,
}: {
  requireKind?: UserKind;
  wrongKindNotice?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  // Asked for after repeated failures; each failure after that shows a new picture.
  const [captcha, setCaptcha] = useState(0);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = captcha > 0 ? { captchaId: values.captchaId, captchaCode: values.captchaCode } : {};
      const user = await login(
        {
          username: values.username.trim(),
          password: values.password,
          rememberMe: values.rememberMe,
          ...answer,
        },
        { requireKind },
      );
      await afterSignIn(user);
    } catch (error) {
      if (asksForCaptcha(error) || captcha > 0) setCaptcha((n) => n + 1);
      if (error instanceof WrongKindError) setFailure(wrongKindNotice);
      else if (!showServerFieldError(form, error, ['username', 'password', 'captchaCode'])) {
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
      {captcha > 0 && <CaptchaField generation={captcha} />}
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
