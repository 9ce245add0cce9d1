import { registerEnterprise, registerPerson } from '@procuremart/contract/refs';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { FormField } from '../../resources/FormField';
import { fieldsFor, type RegisterKind, registerSchema } from './register-fields';

type RegisterValues = Record<string, string | undefined>;

const text = (value: string | undefined) => (value ?? '').trim();

/** Personal or enterprise registration; server field errors appear under their field. */
export function RegisterForm({
  kind,
  onRegistered,
}: {
  kind: RegisterKind;
  onRegistered: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = fieldsFor(kind);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setFailure(null);
    const person = {
      username: text(values.username),
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      userName: text(values.userName),
      mobile: text(values.mobile),
      email: text(values.email),
    };
    try {
      const result =
        kind === 'enterprise'
          ? await api(
              registerEnterprise,
              { ...person, orgName: text(values.orgName), creditCode: text(values.creditCode) },
              { notify: false },
            )
          : await api(registerPerson, person, { notify: false });
      onRegistered(result.username);
    } catch (error) {
      const names = fields.map((field) => field.name);
      if (!showServerFieldError(form, error, names))
        setFailure(isApiError(error) ? error.respDesc : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      name={kind}
      layout="vertical"
      onFinish={submit}
      validateTrigger={['onChange', 'onBlur']}
      {...formErrorBehaviour}
    >
      {failure && <Alert type="error" showIcon title={failure} className="pm-auth-alert" />}
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          schema={registerSchema}
          labelKey={kind === 'enterprise' && field.name === 'userName' ? 'register.contactName' : undefined}
          hasFeedback={field.name === 'username'}
        />
      ))}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={submitting}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
