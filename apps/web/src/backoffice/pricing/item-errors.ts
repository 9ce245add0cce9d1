import type { FormInstance } from 'antd';
import { isApiError } from '../../api/client';
import { feedback } from '../../app/feedback';
import { itemFieldErrors } from './schema-check';

/** Shows a refused items call under the rows' fields it names, or as a notice when it names none. */
export function showItemErrors(form: FormInstance, error: unknown, fallbackField: string): void {
  if (!isApiError(error)) {
    feedback.message.error(String(error));
    return;
  }
  const named = error.errors ?? (error.field ? [{ field: error.field, message: error.respDesc ?? '' }] : []);
  const fields = itemFieldErrors(named, fallbackField);
  if (fields.length > 0) form.setFields(fields);
  else feedback.message.error(error.respDesc ?? '');
}
