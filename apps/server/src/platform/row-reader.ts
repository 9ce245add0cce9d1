import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';

type Selectable = PgColumn | SQL | SQL.Aliased | PgTable;
type Converters<R> = { [K in keyof R]?: (value: never) => R[K] };

/** A contract row's select and its mapping (`db.select(reader.columns)`, then `reader.toRow`). */
export interface RowReader<R> {
  columns: SelectedFields;
  toRow: (row: Record<string, unknown>) => R;
}

/** Whether the schema wants text of a field (an id is a number in the database and text in the contract). */
function wantsText(field: z.ZodType): boolean {
  let type: z.ZodType = field;
  while (type instanceof z.ZodNullable || type instanceof z.ZodOptional || type instanceof z.ZodDefault)
    type = type.unwrap() as z.ZodType;
  return type instanceof z.ZodString;
}

/**
 * A contract row read from a table, declared once: each field of the row schema is the table's column of the
 * same name, or what `from` names for it (a renamed column, a joined table's column or the joined table). The
 * mapping follows from the schema: a time becomes ISO text, a number becomes text where the schema wants text
 * (ids); `convert` maps a field no rule covers (a joined file to the contract's StoredFile).
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
  const text = new Set(fields.filter((field) => wantsText(schema.shape[field] as z.ZodType)));
  const converters = convert as Record<string, ((value: unknown) => unknown) | undefined>;
  const contractValue = (field: string, value: unknown) => {
    const converter = converters[field];
    if (converter) return converter(value);
    if (value instanceof Date) return value.toISOString();
    return typeof value === 'number' && text.has(field) ? String(value) : value;
  };
  return {
    columns,
    toRow: (row) =>
      Object.fromEntries(fields.map((field) => [field, contractValue(field, row[field])])) as z.output<S>,
  };
}
