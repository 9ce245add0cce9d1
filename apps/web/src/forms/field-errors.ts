import type { FormInstance } from 'antd';

/** What the API client's ApiError carries that matters to a form: the field the server named. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** The field error inside a thrown value, if the server named one of the form's fields. */
export function serverFieldError(error: unknown, knownFields?: readonly string[]): ServerFieldError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { field, respDesc, message } = error as { field?: unknown; respDesc?: unknown; message?: unknown };
  if (typeof field !== 'string' || field === '') return null;
  if (knownFields && !knownFields.includes(field)) return null;
  const text = typeof respDesc === 'string' && respDesc !== '' ? respDesc : String(message ?? '');
  return { field, message: text };
}

/**
 * Shows a server error under the field it names and scrolls there (SPEC §5).
 * Returns false when the error names no field of this form, so the caller shows it another way.
 */
export function showServerFieldError(
  form: FormInstance,
  error: unknown,
  knownFields?: readonly string[],
): boolean {
  const fieldError = serverFieldError(error, knownFields);
  if (!fieldError) return false;
  form.setFields([{ name: fieldError.field, errors: [fieldError.message] }]);
  form.scrollToField(fieldError.field, { block: 'center', focus: true });
  return true;
}

/** Form-level props every form shares: scroll to and focus the first erroring field (SPEC §5). */
export const formErrorBehaviour = { scrollToFirstError: { block: 'center', focus: true } } as const;
