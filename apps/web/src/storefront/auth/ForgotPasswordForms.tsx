import { isEmail, isMobile, isPassword } from '@procuremart/contract';
import { resetForgottenPassword, sendResetEmail } from '@procuremart/contract/refs';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule, sameAsRule, validatorRule } from '../../forms/rules';
import { SmsCodeButton } from './SmsCodeButton';
import { useSmsCaptcha } from './sms-captcha';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** The new password twice, by SPEC §5's rules. */
function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('forgot.newPassword')}
        rules={[validatorRule(isPassword, 'validation.password', { required: true })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('forgot.confirmPassword')}
        dependencies={['password']}
        rules={[requiredRule('validation.passwordConfirm'), sameAsRule('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Runs a form's call, showing the server's refusal under its field or above the form. */
function useSubmit<V>(fields: string[], run: (values: V) => Promise<unknown>, onDone?: () => void) {
  const [form] = Form.useForm<V>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: V) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await run(values);
      onDone?.();
    } catch (error) {
      if (!showServerFieldError(form, error, fields))
        setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { form, submitting, failure, submit };
}

/** A code to the bound mobile, then the new password. */
export function ResetBySmsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submitting, failure, submit } = useSubmit<NewPassword & { mobile: string; code: string }>(
    ['mobile', 'code', 'password', 'confirmPassword'],
    (values) =>
      api(
        resetForgottenPassword,
        {
          mobile: values.mobile.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
        { notify: false },
      ),
    onDone,
  );
  const { captcha, validate, captchaField } = useSmsCaptcha(form);
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} {...formErrorBehaviour}>
      {failure && <Alert type="error" showIcon title={failure} className="pm-auth-alert" />}
      <Form.Item
        name="mobile"
        label={t('signin.mobile')}
        rules={[validatorRule(isMobile, 'validation.mobile', { required: true })]}
      >
        <Input
          placeholder={t('signin.mobilePlaceholder')}
          inputMode="numeric"
          autoComplete="tel"
          data-testid="forgot-mobile"
        />
      </Form.Item>
      {captchaField}
      <Form.Item label={t('signin.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[requiredRule()]}>
            <Input
              placeholder={t('signin.codePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              data-testid="forgot-code"
            />
          </Form.Item>
          <SmsCodeButton
            purpose="resetPassword"
            mobile={() => form.getFieldValue('mobile') ?? ''}
            validate={validate}
            captcha={captcha}
          />
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="forgot-submit">
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}

/** The e-mail bound to the account: a link is sent if an account uses it (the answer is the same either way). */
export function EmailLinkForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { form, submitting, failure, submit } = useSubmit<{ email: string }>(
    ['email'],
    (values) => api(sendResetEmail, { email: values.email.trim() }, { notify: false }),
    () => setSent(true),
  );
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} {...formErrorBehaviour}>
      {failure && <Alert type="error" showIcon title={failure} className="pm-auth-alert" />}
      {sent && <Alert type="success" showIcon title={t('forgot.linkSent')} className="pm-auth-alert" />}
      <Form.Item
        name="email"
        label={t('forgot.email')}
        rules={[validatorRule(isEmail, 'validation.email', { required: true })]}
      >
        <Input placeholder={t('forgot.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('forgot.sendLink')}
      </Button>
    </Form>
  );
}

/** The page an e-mailed link opens: the new password for the link's account. */
export function NewPasswordByLinkForm({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submitting, failure, submit } = useSubmit<NewPassword>(
    ['password', 'confirmPassword', 'resetToken'],
    (values) => api(resetForgottenPassword, { resetToken, ...values }, { notify: false }),
    onDone,
  );
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} {...formErrorBehaviour}>
      {failure && <Alert type="error" showIcon title={failure} className="pm-auth-alert" />}
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}
