import { ErrorCode, formatMessage, isMessageKey, type Locale, type MessageKey } from '@procuremart/contract';
import type { z } from 'zod';
import type { MessageParams } from './errors';
import { type PathLink, pathOf } from './value-path';

export interface FieldProblem {
  field: string;
  messageKey: MessageKey;
  params: MessageParams;
}

/** Input that does not match a call's schema (E400); nothing has been read or written yet. */
export class InputError extends Error {
  readonly code = ErrorCode.validation;
  constructor(readonly problems: FieldProblem[]) {
    super('invalid input');
    this.name = 'InputError';
  }
}

type Issue = z.core.$ZodIssue & { input?: unknown; params?: MessageParams };

// The contract's own messages are message keys; zod's built-in checks are mapped onto keys here.
function problemOf(issue: Issue): FieldProblem {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return {
      field: path ? `${path}.${issue.keys[0]}` : issue.keys[0],
      messageKey: 'validation.unknownField',
      params: {},
    };
  }
  const field = path;
  // A missing field is "required" even where the schema names a message for a wrong value.
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return { field, messageKey: 'validation.required', params: {} };
  }
  if (isMessageKey(issue.message)) return { field, messageKey: issue.message, params: issue.params ?? {} };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'string'
      ? { field, messageKey: 'validation.maxLength', params: { max } }
      : { field, messageKey: 'validation.maxValue', params: { max } };
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return issue.origin === 'string'
      ? { field, messageKey: min <= 1 ? 'validation.required' : 'validation.minLength', params: { min } }
      : { field, messageKey: 'validation.minValue', params: { min } };
  }
  return { field, messageKey: 'validation.invalid', params: {} };
}

// C0 controls other than tab, newline and carriage return, DEL, C1 controls, and UTF-16 surrogates that are
// not part of a pair: none has a place in any field, and PostgreSQL refuses U+0000 outright.
const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string (value or key) in a request body holding a forbidden character, or null.
 * Iterative, so that no body, however deep, can exhaust the stack.
 */
export function findControlCharacter(value: unknown): string | null {
  const stack: { value: unknown; at: PathLink | null }[] = [{ value, at: null }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (FORBIDDEN_CHARACTER.test(item.value)) return pathOf(item.at);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    // Pushed in reverse so that the first field is looked at first, as a reader would.
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (FORBIDDEN_CHARACTER.test(key))
        return pathOf({ key: key.replace(FORBIDDEN_CHARACTER, '?'), parent: item.at });
      stack.push({ value: child, at: { key, parent: item.at } });
    }
  }
  return null;
}

/**
 * Parses a call's input or throws InputError naming each field at fault. Every string of the body is
 * checked for control characters first, so that none reaches a handler or SQL.
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const controlAt = findControlCharacter(body);
  if (controlAt !== null) {
    throw new InputError([{ field: controlAt, messageKey: 'validation.controlCharacter', params: {} }]);
  }
  const parsed = schema.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new InputError(parsed.error.issues.map((issue) => problemOf(issue as Issue)));
}

export function describeInputError(error: InputError, locale: Locale) {
  const errors = error.problems.map((p) => ({
    field: p.field,
    message: formatMessage(p.messageKey, locale, p.params),
  }));
  const first = errors[0] ?? { field: '', message: formatMessage('validation.invalid', locale) };
  const detail = first.field ? `${first.field}: ${first.message}` : first.message;
  return {
    respDesc: formatMessage('error.invalidInput', locale, { detail }),
    data: { field: first.field, errors },
  };
}
