import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';

type Column = PgColumn | SQL | SQL.Aliased;
/** What a field reads: a column or expression, a joined table, or several columns together (for `convert`). */
type Selectable = Column | PgTable | Record<string, Column>;
const DIGITS = /^-?\d{1,15}$/;
type Converters<R> = { [K in keyof R]?: (value: never) => R[K] };

/** A contract row's select and its mapping (`db.select(reader.columns)`, then `reader.toRow`). */
export interface RowReader<R> {
  columns: SelectedFields;
  toRow: (row: Record<string, unknown>) => R;
}

/** The type the schema wants of a field, nullability and defaults aside. */
function wantedType(field: z.ZodType): z.ZodType {
  let type: z.ZodType = field;
  while (type instanceof z.ZodNullable || type instanceof z.ZodOptional || type instanceof z.ZodDefault)
    type = type.unwrap() as z.ZodType;
  return type;
}

/**
 * A contract row read from a table, declared once: each field of the row schema is the table's column of the
 * same name, or what `from` names for it (a renamed column, a joined table's column or the joined table). The
 * mapping follows from the schema: a time becomes ISO text, a number becomes text where the schema wants text
 * (ids), digits become a number where the schema wants a number (a count, a status kept as text); `convert`
 * maps a field no rule covers (a joined file to the contract's StoredFile, a field computed from several
 * columns named together in `from`: `{ changePercent: { before: old, after: new } }`). A time read through a
 * SQL expression arrives as text: give it its column's mapping (`sql\`max(…)\`.mapWith(table.changedAt)`).
 */
export function rowReader<S extends z.ZodObject>(
  schema: S,
  table: PgTable,
  from: Record<string, Selectable> = {},
  convert: Converters<z.output<S>> = {},
): RowReader<z.output<S>> {
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.keys(schema.shape);
  const columns: Record<string, Selectable> = {};
  for (const field of fields) {
    const column = from[field] ?? tableColumns[field];
    if (!column)
      throw new Error(`rowReader: ${field} is no column of ${getTableName(table)}: name it in from`);
    columns[field] = column;
  }
  const wanted = (field: string) => wantedType(schema.shape[field] as z.ZodType);
  const text = new Set(fields.filter((field) => wanted(field) instanceof z.ZodString));
  const numbers = new Set(fields.filter((field) => wanted(field) instanceof z.ZodNumber));
  const converters = convert as Record<string, ((value: unknown) => unknown) | undefined>;
  const contractValue = (field: string, value: unknown) => {
    const converter = converters[field];
    if (converter) return converter(value);
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'number' && text.has(field)) return String(value);
    return typeof value === 'string' && numbers.has(field) && DIGITS.test(value) ? Number(value) : value;
  };
  return {
    columns,
    toRow: (row) =>
      Object.fromEntries(fields.map((field) => [field, contractValue(field, row[field])])) as z.output<S>,
  };
}
