import type { FormInstance } from 'antd';
import { serverFieldErrors } from '../forms/field-errors';
import { type LineCell, type LinesDescriptor, placeOfServerError } from './define-lines';
import type { Row } from './types';

/**
 * Shows a refused call's field errors on the lines (`items.2.price` under that line's cell, `items` under the
 * lines) and scrolls to the first. `lineOf` maps the call's items to the form's lines (linesInput). Returns
 * how many it placed and the field errors that name no line, for the caller's other fields or a notice.
 */
export function showLinesErrors<V extends Row>(
  form: FormInstance,
  lines: LinesDescriptor<V, unknown>,
  error: unknown,
  lineOf: readonly number[],
  moreCells: readonly LineCell<V>[] = [],
): { placed: number; rest: { field: string; message: string }[] } {
  const rest: { field: string; message: string }[] = [];
  const placed: { name: (string | number)[]; errors: string[] }[] = [];
  for (const fieldError of serverFieldErrors(error)) {
    const place = placeOfServerError(lines, fieldError.field, lineOf, [...moreCells, ...lines.cells]);
    if (!place) rest.push(fieldError);
    else if ('lines' in place) placed.push({ name: [lines.field], errors: [fieldError.message] });
    else placed.push({ name: [lines.field, place.line, ...place.cell], errors: [fieldError.message] });
  }
  if (placed.length > 0) {
    form.setFields(placed as never);
    form.scrollToField(placed[0].name, { block: 'center', focus: true });
  }
  return { placed: placed.length, rest };
}
