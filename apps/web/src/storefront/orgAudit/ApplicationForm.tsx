import {
  type OrgApplicationDetail,
  OrgApplicationKind,
  orgAuditGlossary,
  saveMyOrgApplication,
} from '@procuremart/contract';
import { saveMyOrgApplication as saveRef } from '@procuremart/contract/refs';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { FormField } from '../../resources/FormField';
import { certificationFields, licenceField, merchantFields } from './application-fields';

type Values = Record<string, unknown>;

/** The applicant completes or fixes its certification (a refused one goes back to review when saved). */
export function ApplicationForm({
  application,
  onSaved,
}: {
  application: OrgApplicationDetail;
  onSaved: (saved: OrgApplicationDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const supplier = application.kind === OrgApplicationKind.supplier;
  const fields = [...certificationFields, ...(supplier ? merchantFields : []), licenceField];
  const initial: Values = {
    ...application,
    licenceFileId: application.licence?.fileId ?? null,
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const input = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
      if (!supplier) input.brandNames = '';
      const saved = await api(saveRef, input as never, { notify: false });
      void feedback.message.success(t('orgAudit.apply.saved'));
      onSaved(saved);
    } catch (error) {
      if (
        !showServerFieldError(
          form,
          error,
          fields.map((field) => field.name),
        )
      )
        throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="orgApplication"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      {...formErrorBehaviour}
    >
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          schema={saveMyOrgApplication.input}
          glossary={orgAuditGlossary}
        />
      ))}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="application-submit">
        {application.state === '03' ? t('orgAudit.apply.resubmit') : t('orgAudit.apply.submit')}
      </Button>
    </Form>
  );
}
