import type { CallDef, CallInput, DictCode } from '@procuremart/contract';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { fieldFacts, shapeOf, unwrapField } from '../forms/schema-rules';
import type { ColumnDescriptor, Row } from './types';

/** The array fields of a call's input, and the type of one of their items. */
type ArrayFieldOf<C extends CallDef> = {
  [K in keyof CallInput<C> & string]-?: NonNullable<CallInput<C>[K]> extends readonly unknown[] ? K : never;
}[keyof CallInput<C> & string];
export type ItemOf<C extends CallDef, F extends ArrayFieldOf<C>> =
  NonNullable<CallInput<C>[F]> extends readonly (infer I)[] ? I : never;

/** How an editable cell takes its value. */
export type CellControl<V extends Row> =
  /**
   * A whole number (pieces, stock): at least `min`, at most the line's `max` (a bound the item schema cannot
   * know, e.g. the pieces shipped), said by `maxKey` (`validation.maxValue` otherwise).
   */
  | { kind: 'count'; min?: number; max?: (line: V) => number; maxKey?: string }
  /** A decimal amount typed as text (never a float). */
  | { kind: 'money'; placeholderKey?: string }
  /** A text; its length limit comes from the item schema. */
  | { kind: 'text' }
  /** A dictionary's items. */
  | { kind: 'dict'; code: DictCode }
  /** Fixed choices (e.g. a spec attribute's values), labels as they are. */
  | { kind: 'select'; options: readonly { value: string; label: string }[] };

/** One editable cell of every line. */
export interface LineCell<V extends Row> {
  /** Where the line keeps the value (a field, or a path into one: `['specs', attributeId]`). */
  name: (keyof V & string) | readonly [keyof V & string, ...string[]];
  /** The header: an i18n key (the domain's glossary), or a text as it is (a name from the server). */
  titleKey?: string;
  title?: string;
  control: CellControl<V>;
  /**
   * The item field whose schema issues show here (the cell's name by default); `false`: the schema does not
   * check it (e.g. a value the item holds in another shape), only `rules` do.
   */
  itemField?: string | false;
  /** Fields of the same line whose change checks this cell again (a rule comparing the two, e.g. market ≥ sale price). */
  dependsOn?: (keyof V & string)[];
  /** Further rules of the cell (e.g. a spec value every line must pick). */
  rules?: FormRule[];
  /** The lines' total under the column (counts add up; amounts add up exactly as decimal strings). */
  total?: boolean;
  width?: number;
}

export interface LinesSpec<V extends Row, I> {
  /** i18n key of the card title. */
  titleKey: string;
  /** Prefix of the test ids: `<testId>-row-<n>`, `<testId>-<cell>-<key>`, `<testId>-add`, `<testId>-lines-error`. */
  testId: string;
  /** A line's own key (a source record's id), used in its cells' test ids; the line's position otherwise. */
  rowKey?: keyof V & string;
  /** Read-only columns of each line (the domain's glossary labels and value views, as lists have them). */
  columns?: ColumnDescriptor<V>[];
  cells: LineCell<V>[];
  /** The call's item for a line; null leaves the line out (e.g. 0 pieces to ship). Blank values arrive as undefined. */
  item: (line: V) => I | null;
  /** Lines the user adds and removes; without it the lines are the ones given. */
  add?: { blank: () => NoInfer<V>; max: number; labelKey: string; min?: number };
  /** Words a line for screen readers (its cells' labels): the line's number otherwise. */
  lineLabel?: (line: V, at: number) => string;
  /** i18n key of the empty state. */
  emptyKey?: string;
}

export interface LinesDescriptor<V extends Row, I> extends LinesSpec<V, I> {
  /** The call's input field the lines fill: the form list's name, and the head of the server's error paths. */
  field: string;
  /** The call's schema of the whole field (its count and cross-line rules) and of one item. */
  schema: z.ZodType;
  itemSchema: z.ZodType;
}

/** The array schema under optional/default wrappers, and its element. */
function arrayOf(schema: z.ZodType): { array: z.ZodType; element: z.ZodType } {
  const { core } = unwrapField(schema);
  const element = (core as unknown as { element?: z.ZodType }).element;
  if (!element) throw new Error('defineLines: the field is not an array');
  return { array: schema, element };
}

/**
 * Editable lines of one array field of a call's input (delivery lines, price items, SKU rows, …): each line
 * is checked by the call's item schema, cell by cell, and the lines as a whole by the field's schema.
 */
export function defineLines<C extends CallDef, F extends ArrayFieldOf<C>, V extends Row>(
  call: C,
  field: F,
  spec: LinesSpec<V, ItemOf<C, F>>,
): LinesDescriptor<V, ItemOf<C, F>> {
  const fieldSchema = shapeOf(call.input)[field];
  if (!fieldSchema) throw new Error(`defineLines: ${call.name} has no input field ${field}`);
  const { array, element } = arrayOf(fieldSchema);
  return { ...spec, field, schema: array, itemSchema: element };
}

export const cellName = <V extends Row>(cell: LineCell<V>): string[] =>
  typeof cell.name === 'string' ? [cell.name] : [...cell.name];
/** The item field a cell's schema issues come from, or null when the schema does not check the cell. */
export const cellItemField = <V extends Row>(cell: LineCell<V>): string | null =>
  cell.itemField === false ? null : (cell.itemField ?? cellName(cell)[0]);

/** Whether the item schema requires the cell's field (its required mark). */
export function cellRequired<V extends Row>(lines: LinesDescriptor<V, unknown>, cell: LineCell<V>): boolean {
  const field = cellItemField(cell);
  if (!field || !(field in shapeOf(lines.itemSchema))) return false;
  return fieldFacts(lines.itemSchema, field).required;
}

/** The cell's text limit from the item schema. */
export function cellMaxLength<V extends Row>(
  lines: LinesDescriptor<V, unknown>,
  cell: LineCell<V>,
): number | undefined {
  const field = cellItemField(cell);
  if (!field || !(field in shapeOf(lines.itemSchema))) return undefined;
  return fieldFacts(lines.itemSchema, field).maxLength;
}

const isBlank = (value: unknown) => value === '' || value === null;

/** A line as its item sees it: blank texts and cleared numbers are missing values. */
export function withoutBlanks<V extends Row>(line: V): V {
  return Object.fromEntries(
    Object.entries(line ?? {}).map(([key, value]) => [
      key,
      isBlank(value) || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    ]),
  ) as V;
}

/** The call's items from the lines, and for each item the line it came from (to place the server's errors). */
export function linesInput<V extends Row, I>(
  lines: LinesDescriptor<V, I>,
  values: readonly V[] | undefined,
): { items: I[]; lineOf: number[] } {
  const items: I[] = [];
  const lineOf: number[] = [];
  (values ?? []).forEach((line, at) => {
    const item = lines.item(withoutBlanks(line));
    if (item === null) return;
    items.push(item);
    lineOf.push(at);
  });
  return { items, lineOf };
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
}

/** The first issue of one line's item at the cell's field, if the item schema refuses it. */
export function lineIssue<V extends Row>(
  lines: LinesDescriptor<V, unknown>,
  line: V,
  cell: LineCell<V>,
): Issue | null {
  const field = cellItemField(cell);
  if (!field) return null;
  const item = lines.item(withoutBlanks(line));
  if (item === null) return null;
  const parsed = lines.itemSchema.safeParse(item, { reportInput: true });
  if (parsed.success) return null;
  return (parsed.error.issues.find((issue) => issue.path[0] === field) as Issue | undefined) ?? null;
}

/** The issue of the lines as a whole (their count, a line twice), if the field's schema refuses them. */
export function linesIssue<V extends Row>(
  lines: LinesDescriptor<V, unknown>,
  values: readonly V[] | undefined,
): Issue | null {
  const { items } = linesInput(lines, values);
  const parsed = lines.schema.safeParse(items, { reportInput: true });
  if (parsed.success) return null;
  return (parsed.error.issues.find((issue) => issue.path.length === 0) as Issue | undefined) ?? null;
}

/** Where a server error lands: a cell of a line (`items.2.price`), the lines as a whole, or elsewhere (null). */
export type LinesErrorPlace = { line: number; cell: string[] } | { lines: true } | null;

/**
 * The place of one server field error (`lines.2.num`, `items.0.skuId`, `lines`): the item's index is mapped back
 * to its line; an item field no cell shows (an id) lands on the line's first cell, where the user typed.
 */
export function placeOfServerError<V extends Row>(
  lines: LinesDescriptor<V, unknown>,
  field: string,
  lineOf: readonly number[],
  cells: readonly LineCell<V>[] = lines.cells,
): LinesErrorPlace {
  if (field === lines.field) return { lines: true };
  const match = new RegExp(`^${lines.field}\\.(\\d+)(?:\\.(.+))?$`).exec(field);
  if (!match) return null;
  const line = lineOf[Number(match[1])];
  if (line === undefined) return { lines: true };
  const itemField = match[2]?.split('.')[0];
  const cell = cells.find((c) => cellItemField(c) === itemField) ?? cells[0];
  return cell ? { line, cell: cellName(cell) } : { lines: true };
}
