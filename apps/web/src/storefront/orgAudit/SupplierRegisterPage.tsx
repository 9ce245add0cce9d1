import { orgAuditGlossary, registerSupplier } from '@procuremart/contract';
import { registerSupplier as registerRef } from '@procuremart/contract/refs';
import { Alert, Button, Card, Divider, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api, isApiError } from '../../api/client';
import { LOGIN_PATH } from '../../app/route-paths';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { FormField } from '../../resources/FormField';
import { fieldsFor } from '../auth/register-fields';
import { certificationFields, merchantFields } from './application-fields';

type Values = Record<string, unknown>;

const accountFields = fieldsFor('person');
const groups = [
  { titleKey: 'orgAudit.register.account', fields: accountFields },
  { titleKey: 'orgAudit.register.company', fields: certificationFields },
  { titleKey: 'orgAudit.register.merchant', fields: merchantFields },
];
const allFields = groups.flatMap((group) => group.fields);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** /supplierRegister: a supplier applies (account, company, shop, bank, categories, brands) for the audit. */
export default function SupplierRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const input = Object.fromEntries(
        allFields.map((field) => [field.name, text(values[field.name] ?? '')]),
      );
      input.categoryIds = values.categoryIds ?? [];
      const result = await api(registerRef, input as never, { notify: false });
      setRegistered(result.username);
    } catch (error) {
      if (
        !showServerFieldError(
          form,
          error,
          allFields.map((field) => field.name),
        )
      )
        setFailure(isApiError(error) ? error.respDesc : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (registered)
    return (
      <Card style={{ maxWidth: 880, margin: '24px auto' }}>
        <Result
          status="success"
          title={t('orgAudit.register.successTitle')}
          subTitle={t('orgAudit.register.successText', { username: registered })}
          extra={
            <Button
              type="primary"
              data-testid="supplier-register-login"
              onClick={() =>
                navigate(
                  `${LOGIN_PATH}?username=${encodeURIComponent(registered)}&redirect=%2Fauthentication`,
                )
              }
            >
              {t('orgAudit.register.goLogin')}
            </Button>
          }
        />
      </Card>
    );

  return (
    <Card style={{ maxWidth: 880, margin: '24px auto' }}>
      <Typography.Title level={3}>{t('orgAudit.register.title')}</Typography.Title>
      <Form<Values>
        form={form}
        name="supplierRegister"
        layout="vertical"
        onFinish={submit}
        {...formErrorBehaviour}
      >
        {failure && <Alert type="error" showIcon title={failure} />}
        {groups.map((group) => (
          <div key={group.titleKey}>
            <Divider titlePlacement="start">{t(group.titleKey)}</Divider>
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                schema={registerSupplier.input}
                glossary={orgAuditGlossary}
              />
            ))}
          </div>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          data-testid="supplier-register-submit"
        >
          {t('orgAudit.register.submit')}
        </Button>
      </Form>
      <div className="pm-auth-links">
        {t('orgAudit.register.haveAccount')} <Link to={LOGIN_PATH}>{t('orgAudit.register.toLogin')}</Link>
      </div>
    </Card>
  );
}
