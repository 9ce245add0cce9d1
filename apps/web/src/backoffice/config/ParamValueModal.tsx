import { type Param, type ParamDecl, type ParamKey, parseParamValue } from '@procuremart/contract';
import { searchParamOrgs, updateParam } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client';
import { feedback } from '../../app/feedback';
import { useRemoteOptions } from '../../resources/use-options';
import { configKeys } from './keys';
import { paramDeclOf, paramDescription, paramLabel } from './param-format';

export interface ValueEditing {
  param: Param;
  /** Editing an organisation's own value: null picks the organisation in the form. */
  org?: { orgId: string; orgName: string } | null;
}

interface FormValues {
  value: string | number | boolean;
  orgId?: string;
}

const searchOrgs = async (keyword: string) =>
  (await api(searchParamOrgs, { keyword })).map((org) => ({ value: org.orgId, label: org.orgName }));

/** The value control for the parameter's type; rules come from the contract's parseParamValue. */
function ValueControl({ decl, ...control }: { decl: ParamDecl } & Record<string, unknown>) {
  const { t, i18n } = useTranslation();
  const kind = decl.type;
  if (kind === 'boolean') return <Switch {...control} data-testid="param-value" />;
  if (decl.type === 'choice') {
    const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
    const options = decl.options.map((option) => ({ value: option.value, label: option.label[locale] }));
    return <Select {...control} options={options} data-testid="param-value" />;
  }
  if (kind === 'integer')
    return <InputNumber {...control} precision={0} style={{ width: '100%' }} data-testid="param-value" />;
  if (kind === 'text') return <Input {...control} data-testid="param-value" />;
  return (
    <Input
      {...control}
      inputMode="decimal"
      placeholder={t('param.valuePlaceholder')}
      data-testid="param-value"
    />
  );
}

/** Changes a parameter's value, or sets an organisation's own value where the parameter allows one. */
export function ParamValueModal({ editing, onClose }: { editing: ValueEditing | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const orgs = useRemoteOptions(searchOrgs, 300);
  const key = editing?.param.key as ParamKey | undefined;
  const decl = key ? paramDeclOf(key) : null;
  const pickOrg = editing?.org === null;

  useEffect(() => {
    if (!editing || !decl) return;
    const text = editing.org
      ? (editing.param.overrides.find((o) => o.orgId === editing.org?.orgId)?.value ?? editing.param.value)
      : editing.param.value;
    const value = decl.type === 'boolean' ? text === 'true' : decl.type === 'integer' ? Number(text) : text;
    form.setFieldsValue({ value, orgId: undefined });
  }, [editing, decl, form]);

  if (!editing || !decl || !key) return null;
  const save = async () => {
    const values = await form.validateFields();
    const orgId = editing.org ? editing.org.orgId : values.orgId;
    setSaving(true);
    try {
      await api(
        updateParam,
        { key, value: String(values.value), ...(orgId ? { orgId } : {}) },
        { notify: false },
      );
      feedback.message.success(t('param.success.saved'));
      await queryClient.invalidateQueries({ queryKey: configKeys.params() });
      onClose();
    } catch (error) {
      const field = isApiError(error) && error.field === 'orgId' ? 'orgId' : 'value';
      form.setFields([{ name: field, errors: [isApiError(error) ? (error.respDesc ?? '') : String(error)] }]);
    } finally {
      setSaving(false);
    }
  };
  const checkValue = async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error(t('validation.required'));
    const parsed = parseParamValue(decl, String(value));
    if (!parsed.ok) throw new Error(t(parsed.messageKey, parsed.params));
  };
  return (
    <Modal
      open
      title={t('param.editTitle', { label: paramLabel(key, i18n.language) })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'param-save' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{paramDescription(key, i18n.language)}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        {pickOrg && (
          <Form.Item
            name="orgId"
            label={t('param.field.org')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: orgs.onSearch }}
              onFocus={() => orgs.onSearch('')}
              loading={orgs.loading}
              placeholder={t('param.orgPlaceholder')}
              options={orgs.options.map((o) => ({ value: o.value, label: o.label ?? String(o.value) }))}
              data-testid="param-org"
            />
          </Form.Item>
        )}
        {editing.org && <Typography.Paragraph strong>{editing.org.orgName}</Typography.Paragraph>}
        <Form.Item
          name="value"
          label={t('param.field.value')}
          valuePropName={decl.type === 'boolean' ? 'checked' : 'value'}
          rules={[{ validator: checkValue }]}
          extra={
            decl.type === 'integer' && decl.unit
              ? decl.unit[i18n.language === 'en-US' ? 'en-US' : 'zh-CN']
              : undefined
          }
        >
          <ValueControl decl={decl} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
