import { textLength } from '@procuremart/contract';
import type { FormRule } from 'antd';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { requiredRule } from '../forms/rules';
import { type FieldFacts, fieldFacts, schemaRule } from '../forms/schema-rules';
import { type Glossary, labelKeyOf } from './glossary-label';
import type { FieldDescriptor } from './types';
import { UploadField } from './UploadField';
import { shownOptions } from './use-options';

/** From how many options a form's select can be searched by typing. */
const SEARCHABLE_FROM = 8;

/** A field's facts and rules: from the call's input schema where one is given, else from the descriptor. */
export function fieldSetup(
  field: FieldDescriptor,
  schema?: z.ZodType,
): { facts: FieldFacts; rules: FormRule[] } {
  const extra = field.rules ?? [];
  if (!schema) {
    const facts: FieldFacts = { required: field.required ?? false, integer: false, base: 'other' };
    return { facts, rules: field.required ? [requiredRule(), ...extra] : extra };
  }
  return { facts: fieldFacts(schema, field.name), rules: [schemaRule(schema, field.name), ...extra] };
}

/** Form.Item hands its child `id`, `value` and `onChange`; they pass straight on to the antd control. */
type ControlProps = Record<string, unknown>;

function FieldControl({
  field,
  facts,
  label,
  ...control
}: { field: FieldDescriptor; facts: FieldFacts; label: string } & ControlProps) {
  const { t, i18n } = useTranslation();
  const placeholder = field.placeholderKey
    ? t(field.placeholderKey)
    : t(
        field.kind === 'select' || field.kind === 'control'
          ? 'resource.selectPlaceholder'
          : 'resource.inputPlaceholder',
        { label },
      );
  const maxLength = ('maxLength' in field ? field.maxLength : undefined) ?? facts.maxLength;
  switch (field.kind) {
    case 'password':
      return <Input.Password {...control} placeholder={placeholder} autoComplete="new-password" />;
    case 'text':
    case 'textarea': {
      // The counter counts as the server does: characters above code 255 count 2.
      const count = maxLength ? { show: true, max: maxLength, strategy: textLength } : undefined;
      return field.kind === 'text' ? (
        <Input {...control} placeholder={placeholder} count={count} autoComplete="off" />
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
          // No min, max or precision: they would silently rewrite what was typed (−5 saved as 0, 1.5 as 2);
          // the field's rule says what is wrong instead.
          style={{ width: '100%' }}
        />
      );
    case 'upload':
      return <UploadField {...control} group={field.group} />;
    case 'switch':
      return <Switch {...control} />;
    case 'control': {
      const Control = field.control;
      return <Control {...control} placeholder={placeholder} />;
    }
    default:
      return (
        <Select
          {...control}
          placeholder={placeholder}
          options={shownOptions(field.options, t, i18n.language)}
          // A long list (organisations, …) is found by typing a part of the name; a short one is just picked.
          showSearch={field.options.length > SEARCHABLE_FROM ? { optionFilterProp: 'label' } : false}
        />
      );
  }
}

export interface FormFieldProps {
  field: FieldDescriptor;
  /** The call's input schema: required, limits and messages come from it, as the server checks them. */
  schema?: z.ZodType;
  /** Label key used instead of the descriptor's (e.g. a contact name on the enterprise form). */
  labelKey?: string;
  /** The domain's field glossary: the label of an item that names none. */
  glossary?: Glossary;
  hasFeedback?: boolean;
}

/** One form field; the antd name gives the input its id (e.g. `brandName`). */
export function FormField({ field, schema, labelKey, glossary, hasFeedback }: FormFieldProps) {
  const { t } = useTranslation();
  const label = t(labelKey ?? labelKeyOf(field.name, field.labelKey, glossary));
  const { facts, rules } = fieldSetup(field, schema);
  return (
    <Form.Item
      name={field.name}
      label={label}
      rules={rules}
      required={facts.required || field.required}
      dependencies={field.dependencies}
      hasFeedback={hasFeedback}
      // A switch's value is its 'checked' prop; every other control keeps antd's 'value'.
      {...(field.kind === 'switch' ? { valuePropName: 'checked' } : {})}
      extra={field.extraKey ? t(field.extraKey) : undefined}
    >
      <FieldControl field={field} facts={facts} label={label} />
    </Form.Item>
  );
}
