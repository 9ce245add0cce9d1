import type { FormRule } from 'antd';
import { getI18n } from 'react-i18next';
import type { z } from 'zod';
import { issueMessage } from '../../forms/schema-rules';

/** A form rule checking a value with one contract schema (blank counts as missing unless `optional`). */
export function schemaCheck(schema: z.ZodType, { optional = false } = {}): FormRule {
  return {
    required: !optional,
    validator: (_rule, value) => {
      const blank = value === undefined || value === null || value === '';
      if (blank && optional) return Promise.resolve();
      const parsed = schema.safeParse(blank ? undefined : value, { reportInput: true });
      if (parsed.success) return Promise.resolve();
      const { key, params } = issueMessage(parsed.error.issues[0] as never);
      return Promise.reject(new Error(getI18n()?.t(key, params) ?? key));
    },
  };
}

/** Server field errors of an items call (`items.3.salePrice`) as form fields `[3, 'salePrice']`. */
export function itemFieldErrors(
  errors: readonly { field: string; message: string }[],
  fallbackField: string,
): { name: (string | number)[]; errors: string[] }[] {
  return errors.flatMap(({ field, message }) => {
    const match = /^items\.(\d+)\.(\w+)$/.exec(field);
    if (!match) return [];
    const name = match[2] === 'skuId' ? fallbackField : match[2];
    return [{ name: [Number(match[1]), name], errors: [message] }];
  });
}
