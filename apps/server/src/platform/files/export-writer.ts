import { type CellContext, MAX_EXPORT_ROWS } from '@procuremart/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../actor';
import { type ListInput, listOrder, listWhere } from '../lists';
import type { ExportDefinition } from './define-file-kinds';
import { sheetColumnsOf } from './list-sheet';
import { openSheetWriter } from './sheet-writer';

/** An export reads the list this many rows at a time. */
export const EXPORT_BATCH_ROWS = 5000;

/** The WHERE of an export: the list's own filters for this input and the actor's row scope. */
export const exportWhere = (definition: ExportDefinition, input: ListInput, actor: Actor) =>
  and(listWhere(definition.list, input), definition.scope?.(actor));

/**
 * Streams the rows of a declared list (cells read with `context`: the reader's language, time zone, labels), as its filters and sort select them for this actor, into an xlsx at
 * `path`: read in pages of 5,000, written and released row by row, at most MAX_EXPORT_ROWS. Answers the
 * number of rows written; `progress` hears after each page.
 */
export async function writeExport(
  db: Db,
  definition: ExportDefinition,
  actor: Actor,
  input: ListInput,
  context: CellContext,
  sheetName: string,
  path: string,
  progress: (rows: number) => Promise<void>,
): Promise<number> {
  const where = exportWhere(definition, input, actor);
  const order = listOrder(definition.list, input.sort);
  const columns =
    'list' in definition.columns
      ? sheetColumnsOf(definition.columns.list, context)
      : definition.columns.template;
  const writer = openSheetWriter(path, sheetName, columns, context.locale);
  let written = 0;
  while (written < MAX_EXPORT_ROWS) {
    const rows = await definition.list
      .rows(db)
      .where(where)
      .orderBy(...order)
      .limit(Math.min(EXPORT_BATCH_ROWS, MAX_EXPORT_ROWS - written))
      .offset(written);
    for (const row of rows) writer.add(definition.list.map(row));
    written += rows.length;
    await progress(written);
    if (rows.length < EXPORT_BATCH_ROWS) break;
  }
  await writer.close();
  return written;
}

/** How many rows the export would hold (before the cap). */
export async function countExportRows(
  db: Db | Tx,
  definition: ExportDefinition,
  actor: Actor,
  input: ListInput,
): Promise<number> {
  const [counted] = await definition.list.count(db).where(exportWhere(definition, input, actor));
  return Number(counted?.total ?? 0);
}

/** The saved filters read with the list call's own input schema: paging dropped, unknown fields refused. */
export function parseExportFilters(definition: ExportDefinition, filters: Record<string, unknown>) {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = filters;
  const parsed = (definition.filters as z.ZodType).safeParse(rest);
  if (!parsed.success) return null;
  return parsed.data as ListInput;
}
