import { textLength } from '@procuremart/contract';
import type { FormRule } from 'antd';
import { getI18n } from 'react-i18next';

// Messages are resolved when the rule runs, not when the form renders, so a language switch applies.
function translate(key: string, params?: Record<string, unknown>): string {
  const i18n = getI18n();
  return i18n ? i18n.t(key, params) : key;
}

/** Form values arrive as strings, numbers or nothing; rules judge their trimmed text. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value).trim();
}

export interface RuleOptions {
  /** Empty fails with 'validation.required' (and the label shows the required mark). */
  required?: boolean;
  /** Message key for an empty value when required; 'validation.required' by default. */
  requiredKey?: string;
}

/** A required field: empty or blank text fails with the contract's 'validation.required' message. */
export function requiredRule(messageKey = 'validation.required'): FormRule {
  return {
    required: true,
    validator: (_rule, value) =>
      asText(value) === '' ? Promise.reject(new Error(translate(messageKey))) : Promise.resolve(),
  };
}

/**
 * A contract validator as a form rule: `validatorRule(isMobile, 'validation.mobile', { required: true })`.
 * Empty values pass unless required, so optional fields may stay blank.
 */
export function validatorRule(
  isValid: (value: string) => boolean,
  messageKey: string,
  opts: RuleOptions = {},
): FormRule {
  return {
    required: opts.required ?? false,
    validator: (_rule, value) => {
      const text = asText(value);
      if (text === '') {
        return opts.required
          ? Promise.reject(new Error(translate(opts.requiredKey ?? 'validation.required')))
          : Promise.resolve();
      }
      return isValid(text) ? Promise.resolve() : Promise.reject(new Error(translate(messageKey)));
    },
  };
}

/** At most `max` characters where characters above code 255 count as 2 (SPEC §5), as the server counts. */
export function maxTextLengthRule(max: number): FormRule {
  return {
    validator: (_rule, value) =>
      textLength(asText(value)) > max
        ? Promise.reject(new Error(translate('validation.tooLong', { max })))
        : Promise.resolve(),
  };
}

/** The confirmation field must equal another field (e.g. password): 'validation.passwordMismatch'. */
export function sameAsRule(otherField: string, messageKey = 'validation.passwordMismatch'): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value) => {
      const text = value === undefined || value === null ? '' : String(value);
      if (text === '') return Promise.resolve();
      return text === String(getFieldValue(otherField) ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(translate(messageKey)));
    },
  });
}
