import { isMessageKey } from '@procuremart/contract';
import type { FormRule } from 'antd';
import { getI18n } from 'react-i18next';
import type { z } from 'zod';

/** What a form needs to know about one input field, read from the call's zod schema. */
export interface FieldFacts {
  required: boolean;
  /** Text limit as the contract counts it (characters above code 255 count 2 where a refinement says so). */
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
  /** Values of an enum or a union of literals. */
  values?: readonly (string | number)[];
  base: 'string' | 'number' | 'boolean' | 'enum' | 'other';
}

type AnySchema = z.ZodType;
interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  options?: AnySchema[];
  values?: unknown[];
  entries?: Record<string, string | number>;
}
const defOf = (schema: AnySchema) => (schema as unknown as { def: Def }).def;

/** The field's own schema under optional/default/nullable wrappers, and whether a value may be left out. */
export function unwrapField(schema: AnySchema): { core: AnySchema; optional: boolean } {
  let core = schema;
  let optional = false;
  for (;;) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') {
      optional = true;
      core = def.innerType as AnySchema;
    } else if (def.type === 'pipe' && def.in) core = def.in;
    else return { core, optional };
  }
}

/** The shape of an object schema (also one refined as a whole, e.g. matching passwords). */
export function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  return (schema as unknown as { shape: Record<string, AnySchema> }).shape ?? {};
}

/** Required, limits and allowed values of one field of an object schema. */
export function fieldFacts(objectSchema: AnySchema, name: string): FieldFacts {
  const field = shapeOf(objectSchema)[name];
  if (!field) throw new Error(`the schema has no field ${name}`);
  const { core, optional } = unwrapField(field);
  const def = defOf(core);
  const facts: FieldFacts = { required: !optional, integer: false, base: 'other' };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') facts.maxLength = Number(c.maximum);
    if (c.check === 'less_than') facts.max = Number(c.value);
    if (c.check === 'greater_than') facts.min = Number(c.value);
    if (c.check === 'number_format' && String(c.format).includes('int')) facts.integer = true;
    const params = c.params as { max?: unknown } | undefined;
    if (c.check === 'custom' && typeof params?.max === 'number') facts.maxLength = params.max;
  }
  if (def.type === 'string') facts.base = 'string';
  if (def.type === 'number') facts.base = 'number';
  if (def.type === 'boolean') facts.base = 'boolean';
  if (def.type === 'enum') {
    facts.base = 'enum';
    facts.values = Object.values(def.entries ?? {});
  }
  if (def.type === 'union') {
    const literals = (def.options ?? []).map((option) => defOf(option).values?.[0]);
    if (literals.every((v) => typeof v === 'string' || typeof v === 'number')) {
      facts.base = 'enum';
      facts.values = literals as (string | number)[];
    }
  }
  return facts;
}

interface Issue {
  code: string;
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

/**
 * The message key and params of a zod issue, mapped as the server maps them (apps/server/src/platform/input.ts),
 * so the web and the server say the same thing.
 */
export function issueMessage(issue: Issue): { key: string; params: Record<string, unknown> } {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return { key: 'validation.required', params: {} };
  }
  if (isMessageKey(issue.message)) return { key: issue.message, params: issue.params ?? {} };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'string'
      ? { key: 'validation.maxLength', params: { max } }
      : { key: 'validation.maxValue', params: { max } };
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string') {
      return min <= 1
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.minLength', params: { min } };
    }
    return { key: 'validation.minValue', params: { min } };
  }
  if (issue.code === 'invalid_format' || issue.code === 'invalid_type') {
    return { key: issue.origin === 'number' ? 'validation.integer' : 'validation.invalid', params: {} };
  }
  return { key: 'validation.invalid', params: {} };
}

function translate(key: string, params: Record<string, unknown>): string {
  const i18n = getI18n();
  return i18n ? i18n.t(key, params) : key;
}

/** Blank form values count as missing, as an untouched input would be. */
function formValue(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  return value;
}

/**
 * The field's schema as one antd rule: the value is checked by the contract's own schema and the first issue
 * shows as the contract's message. `requiredKey` replaces 'validation.required' for an empty value.
 */
export function schemaRule(objectSchema: AnySchema, name: string, requiredKey?: string): FormRule {
  const field = shapeOf(objectSchema)[name];
  if (!field) throw new Error(`the schema has no field ${name}`);
  const { required } = fieldFacts(objectSchema, name);
  return {
    required,
    validator: (_rule, value) => {
      const parsed = field.safeParse(formValue(value), { reportInput: true });
      if (parsed.success) return Promise.resolve();
      let { key, params } = issueMessage(parsed.error.issues[0] as unknown as Issue);
      if (key === 'validation.required') {
        // A field may name its own message for an empty value (e.g. 'validation.creditCodeRequired').
        const empty = field.safeParse('').error?.issues[0] as unknown as Issue | undefined;
        if (empty?.code === 'too_small' && isMessageKey(empty.message))
          ({ key, params } = issueMessage(empty));
      }
      const shown = key === 'validation.required' && requiredKey ? requiredKey : key;
      return Promise.reject(new Error(translate(shown, params)));
    },
  };
}
