import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { isMobile } from '@procuremart/contract';
import { loginBySms } from '@procuremart/contract/refs';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule, validatorRule } from '../../forms/rules';
import { SmsCodeButton } from './SmsCodeButton';
import { useSmsCaptcha } from './sms-captcha';
import { useSignedIn } from './use-signed-in';

interface SmsLoginValues {
  mobile: string;
  code: string;
}

/** Sign-in with a mobile and the sign-in code sent to it. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const { captcha, validate, captchaField } = useSmsCaptcha(form);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = useSignedIn();

  const submit = async (values: SmsLoginValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await api(
        loginBySms,
        { mobile: values.mobile.trim(), code: values.code.trim() },
        { notify: false },
      );
      await signedIn(result, false);
    } catch (error) {
      if (!showServerFieldError(form, error, ['mobile', 'code']))
        setFailure(isApiError(error) ? error.respDesc : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<SmsLoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      {...formErrorBehaviour}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          className="pm-auth-alert"
          data-testid="sms-login-error"
        />
      )}
      <Form.Item
        name="mobile"
        label={t('signin.mobile')}
        rules={[validatorRule(isMobile, 'validation.mobile', { required: true })]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('signin.mobilePlaceholder')}
          autoComplete="tel"
          inputMode="numeric"
        />
      </Form.Item>
      {captchaField}
      <Form.Item label={t('signin.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[requiredRule()]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('signin.codePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton
            purpose="signIn"
            mobile={() => form.getFieldValue('mobile') ?? ''}
            validate={validate}
            captcha={captcha}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="sms-login-submit">
          {t('auth.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
