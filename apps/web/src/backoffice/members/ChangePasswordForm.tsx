import { changePassword as changePasswordCall } from '@procuremart/contract';
import { changePassword } from '@procuremart/contract/refs';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { sameAsRule } from '../../forms/rules';
import { FormField } from '../../resources/FormField';
import type { FieldDescriptor } from '../../resources/types';

type Values = { oldPassword?: string; password?: string; confirmPassword?: string };

const fields: FieldDescriptor<keyof Values & string>[] = [
  { kind: 'password', name: 'oldPassword', labelKey: 'member.password.old' },
  { kind: 'password', name: 'password', labelKey: 'member.password.new', extraKey: 'member.passwordHint' },
  {
    kind: 'password',
    name: 'confirmPassword',
    labelKey: 'member.password.confirm',
    rules: [sameAsRule('password')],
    dependencies: ['password'],
  },
];

/**
 * The user's own password: the old one, a new one by SPEC §5, confirmed (umc_changePassword). The user's other
 * sessions end; this one goes on.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      await api(
        changePassword,
        {
          oldPassword: values.oldPassword ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
        },
        { notify: false },
      );
      form.resetFields();
      onChanged();
    } catch (error) {
      if (
        !showServerFieldError(
          form,
          error,
          fields.map((field) => field.name),
        )
      )
        setFailure(isApiError(error) ? error.respDesc : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      validateTrigger={['onChange', 'onBlur']}
      style={{ maxWidth: 420 }}
      {...formErrorBehaviour}
    >
      {failure && <Alert type="error" showIcon title={failure} />}
      {fields.map((field) => (
        <FormField key={field.name} field={field} schema={changePasswordCall.input} />
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="change-password-submit">
          {t('member.password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
