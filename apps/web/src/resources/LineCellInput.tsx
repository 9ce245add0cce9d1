import { Form, type FormRule, Input, InputNumber, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDict } from '../dictionaries/use-dict';
import { issueMessage } from '../forms/schema-rules';
import {
  cellMaxLength,
  cellName,
  type LineCell,
  type LinesDescriptor,
  lineIssue,
  linesIssue,
} from './define-lines';
import type { Row } from './types';

/** What one cell's control gets besides its value. */
interface ControlProps {
  'aria-label': string;
  'data-testid': string;
  autoFocus?: boolean;
}

type IssueLike = Parameters<typeof issueMessage>[0];
const says = (t: TFunction, issue: object) => {
  const { key, params } = issueMessage(issue as IssueLike);
  return t(key, params);
};

/** The rule of one cell: the line's item checked by the call's item schema, its issue at this cell shown. */
export function cellRule<V extends Row>(
  lines: LinesDescriptor<V, unknown>,
  cell: LineCell<V>,
  lineAt: () => V,
  t: TFunction,
): FormRule {
  return {
    validator: async () => {
      const issue = lineIssue(lines, lineAt(), cell);
      if (issue) throw new Error(says(t, issue));
    },
  };
}

/** The rule of the lines as a whole: their count and the field's cross-line rules (e.g. a line twice). */
export function linesRule<V extends Row>(lines: LinesDescriptor<V, unknown>, t: TFunction) {
  return {
    validator: async (_rule: unknown, values: V[] | undefined) => {
      const issue = linesIssue(lines, values);
      if (issue) throw new Error(says(t, issue));
    },
  };
}

/** A count's bound of the line (the control clamps on leaving it; this says so before sending). */
function maxRule<V extends Row>(control: LineCell<V>['control'], line: V, t: TFunction): FormRule[] {
  if (control.kind !== 'count' || !control.max) return [];
  const max = control.max(line);
  return [
    {
      validator: async (_rule, value) => {
        if (typeof value === 'number' && value > max)
          throw new Error(t(control.maxKey ?? 'validation.maxValue', { max }));
      },
    },
  ];
}

function DictSelect({ code, ...props }: { code: Parameters<typeof useDict>[0] } & ControlProps) {
  const dict = useDict(code);
  return <Select options={dict.choices()} style={{ width: '100%', minWidth: 96 }} {...props} />;
}

/** One editable cell: a form item at the line's value, its control by the cell's kind. */
export function LineCellInput<V extends Row>({
  lines,
  cell,
  listName,
  line,
  control,
}: {
  lines: LinesDescriptor<V, unknown>;
  cell: LineCell<V>;
  listName: number;
  line: V;
  control: ControlProps;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const lineAt = () => form.getFieldValue([lines.field, listName]) as V;
  const c = cell.control;
  const input = (() => {
    switch (c.kind) {
      case 'count':
        return (
          <InputNumber
            min={c.min ?? 0}
            max={c.max?.(line)}
            precision={0}
            style={{ width: '100%', minWidth: 96 }}
            {...control}
          />
        );
      case 'money':
        return (
          <Input
            inputMode="decimal"
            placeholder={c.placeholderKey ? t(c.placeholderKey) : undefined}
            style={{ minWidth: 96 }}
            {...control}
          />
        );
      case 'dict':
        return <DictSelect code={c.code} {...control} />;
      case 'select':
        return <Select options={[...c.options]} style={{ width: '100%', minWidth: 96 }} {...control} />;
      default:
        return <Input maxLength={cellMaxLength(lines, cell)} style={{ minWidth: 120 }} {...control} />;
    }
  })();
  return (
    <Form.Item
      name={[listName, ...cellName(cell)]}
      rules={[cellRule(lines, cell, lineAt, t), ...maxRule(c, line, t), ...(cell.rules ?? [])]}
      dependencies={(cell.dependsOn ?? []).map((field) => [lines.field, listName, field])}
      style={{ margin: 0 }}
    >
      {input}
    </Form.Item>
  );
}
