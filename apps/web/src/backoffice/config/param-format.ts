import { PARAMS, type ParamDecl, type ParamKey } from '@procuremart/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../resources/formatters';

export const paramDeclOf = (key: ParamKey): ParamDecl => PARAMS[key];

const localeOf = (language: string) => (language === 'en-US' ? 'en-US' : 'zh-CN');

export const paramLabel = (key: ParamKey, language: string): string =>
  paramDeclOf(key).label[localeOf(language)];

export const paramDescription = (key: ParamKey, language: string): string =>
  paramDeclOf(key).description[localeOf(language)];

/**
 * A stored value as operators read it: yes/no, an amount with two decimals, a number with its unit, a
 * choice's label.
 */
export function formatParamValue(key: ParamKey, value: string, t: TFunction, language: string): string {
  const decl = paramDeclOf(key);
  if (decl.type === 'boolean') return t(value === 'true' ? 'param.yes' : 'param.no');
  if (decl.type === 'money') return formatAmount(value);
  if (decl.type === 'integer' && decl.unit) return `${value} ${decl.unit[localeOf(language)]}`;
  if (decl.type === 'choice')
    return decl.options.find((option) => option.value === value)?.label[localeOf(language)] ?? value;
  return value;
}
