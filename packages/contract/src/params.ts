// System parameters (SPEC §2 "System configuration", §9 limits): each domain declares its own with their
// types and defaults in `calls/<name>.params.ts`, gathered by npm run gen; operators change the values, some
// per purchasing organisation. The server reads them through one cached service
// (apps/server/src/modules/config/params).
import { PARAMS } from './declared/params';
import type { ParamDecl } from './param-decl';
import { isMoney } from './validators';

export { PARAM_GROUPS, type ParamDecl, type ParamGroup, type ParamOption } from './param-decl';
export { PARAMS };

export type ParamKey = keyof typeof PARAMS;
export const PARAM_KEYS = Object.keys(PARAMS) as [ParamKey, ...ParamKey[]];
export const paramDecl = (key: ParamKey): ParamDecl => PARAMS[key];

/** A parameter's value as code reads it: a number, a boolean, a decimal string or a text. */
export type ParamValue<K extends ParamKey> = (typeof PARAMS)[K]['type'] extends 'integer'
  ? number
  : (typeof PARAMS)[K]['type'] extends 'boolean'
    ? boolean
    : string;

/** Values travel and are stored as text: `30`, `true`, `5000.00`, a bank's name. */
export const paramText = (value: number | boolean | string): string => String(value);

/**
 * The typed value of a parameter's text, or a message key saying why the text is refused (also used to
 * check what an operator types).
 */
export function parseParamValue(
  decl: ParamDecl,
  text: string,
):
  | { ok: true; value: number | boolean | string }
  | { ok: false; messageKey: string; params?: Record<string, number> } {
  const trimmed = text.trim();
  switch (decl.type) {
    case 'integer': {
      if (!/^-?\d{1,12}$/.test(trimmed)) return { ok: false, messageKey: 'validation.integer' };
      const value = Number(trimmed);
      if (value < decl.min)
        return { ok: false, messageKey: 'validation.minValue', params: { min: decl.min } };
      if (value > decl.max)
        return { ok: false, messageKey: 'validation.maxValue', params: { max: decl.max } };
      return { ok: true, value };
    }
    case 'boolean':
      if (trimmed !== 'true' && trimmed !== 'false') return { ok: false, messageKey: 'validation.invalid' };
      return { ok: true, value: trimmed === 'true' };
    case 'money':
      if (!isMoney(trimmed)) return { ok: false, messageKey: 'validation.money' };
      return { ok: true, value: trimmed };
    case 'choice':
      if (!decl.options.some((option) => option.value === trimmed))
        return { ok: false, messageKey: 'validation.invalid' };
      return { ok: true, value: trimmed };
    case 'text':
      if (trimmed === '') return { ok: false, messageKey: 'validation.required' };
      if (trimmed.length > decl.maxLength)
        return { ok: false, messageKey: 'validation.maxLength', params: { max: decl.maxLength } };
      return { ok: true, value: trimmed };
  }
}
