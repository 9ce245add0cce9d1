import { textLength } from '@procuremart/contract';
import type { FormRule } from 'antd';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxTextLengthRule, requiredRule } from '../forms/rules';
import type { FieldDescriptor } from './types';

/** The rules a field descriptor implies, contract messages included. */
export function fieldRules(field: FieldDescriptor): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push(requiredRule());
  if ((field.kind === 'text' || field.kind === 'textarea') && field.maxLength) {
    rules.push(maxTextLengthRule(field.maxLength));
  }
  return [...rules, ...(field.rules ?? [])];
}

/** Form.Item hands its child `id`, `value` and `onChange`; they pass straight on to the antd control. */
type ControlProps = Record<string, unknown>;

function FieldControl({
  field,
  label,
  ...control
}: { field: FieldDescriptor; label: string } & ControlProps) {
  const { t } = useTranslation();
  const placeholder = field.placeholderKey
    ? t(field.placeholderKey)
    : t(field.kind === 'select' ? 'resource.selectPlaceholder' : 'resource.inputPlaceholder', { label });
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      // The counter counts as the server does: characters above code 255 count 2.
      const count = field.maxLength ? { show: true, max: field.maxLength, strategy: textLength } : undefined;
      return field.kind === 'text' ? (
        <Input {...control} placeholder={placeholder} count={count} />
      ) : (
        <Input.TextArea
          {...control}
          placeholder={placeholder}
          count={count}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
    }
    case 'number':
      return (
        <InputNumber
          {...control}
          placeholder={placeholder}
          min={field.min}
          max={field.max}
          precision={0}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Select
          {...control}
          placeholder={placeholder}
          options={field.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
  }
}

/** One form field from its descriptor; the antd name gives the input its id (e.g. `brandName`). */
export function FormField({ field }: { field: FieldDescriptor }) {
  const { t } = useTranslation();
  const label = t(field.labelKey);
  return (
    <Form.Item
      name={field.name}
      label={label}
      rules={fieldRules(field)}
      extra={field.extraKey ? t(field.extraKey) : undefined}
    >
      <FieldControl field={field} label={label} />
    </Form.Item>
  );
}
