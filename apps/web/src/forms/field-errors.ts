import type { FormInstance } from 'antd';

/** What the API client's ApiError carries that matters to a form: the field(s) the server named. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The field errors inside a thrown value that name fields of the form: the envelope's `data.errors`
 * (every field at fault) where the error carries them, else its `field` with the description.
 */
export function serverFieldErrors(error: unknown, knownFields?: readonly string[]): ServerFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const { field, respDesc, message, errors } = error as {
    field?: unknown;
    respDesc?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const known = (name: string) => name !== '' && (!knownFields || knownFields.includes(name));
  if (Array.isArray(errors)) {
    const listed = errors.filter(
      (e): e is ServerFieldError =>
        typeof e?.field === 'string' && typeof e?.message === 'string' && known(e.field),
    );
    if (listed.length > 0) return listed;
  }
  if (typeof field !== 'string' || !known(field)) return [];
  const text = typeof respDesc === 'string' && respDesc !== '' ? respDesc : String(message ?? '');
  return [{ field, message: text }];
}

/** The first field error inside a thrown value, if the server named one of the form's fields. */
export function serverFieldError(error: unknown, knownFields?: readonly string[]): ServerFieldError | null {
  return serverFieldErrors(error, knownFields)[0] ?? null;
}

/**
 * Shows server errors under the fields they name and scrolls to the first (SPEC §5).
 * Returns false when the error names no field of this form, so the caller shows it another way.
 */
export function showServerFieldError(
  form: FormInstance,
  error: unknown,
  knownFields?: readonly string[],
): boolean {
  const fieldErrors = serverFieldErrors(error, knownFields);
  if (fieldErrors.length === 0) return false;
  form.setFields(fieldErrors.map((e) => ({ name: e.field, errors: [e.message] })));
  form.scrollToField(fieldErrors[0].field, { block: 'center', focus: true });
  return true;
}

/** Form-level props every form shares: scroll to and focus the first erroring field (SPEC §5). */
export const formErrorBehaviour = { scrollToFirstError: { block: 'center', focus: true } } as const;
