import { type ContentColumnRow, ErrorCode, type saveContentColumn } from '@procuremart/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { columnNotFound, isEnabled } from './article-machine';
import { contentArticles, contentColumns } from './tables';

type Column = typeof contentColumns.$inferSelect;

function toColumnRow(column: Column, articleCount: number): ContentColumnRow {
  return {
    columnId: idText(column.id),
    parentId: column.parentId === null ? null : idText(column.parentId),
    code: column.code,
    name: column.name,
    nameEn: column.nameEn,
    sortNo: column.sortNo,
    status: column.status,
    builtIn: column.builtIn,
    level: column.parentId === null ? 1 : 2,
    articleCount,
  };
}

/** Every column, top columns first, each level by sort number and code, with its own articles counted. */
export async function listColumns(db: Db | Tx): Promise<ContentColumnRow[]> {
  const rows = await db
    .select({ column: contentColumns, articles: count(contentArticles.id) })
    .from(contentColumns)
    .leftJoin(contentArticles, eq(contentArticles.columnId, contentColumns.id))
    .groupBy(contentColumns.id)
    .orderBy(
      sql`${contentColumns.parentId} nulls first`,
      asc(contentColumns.sortNo),
      asc(contentColumns.code),
    );
  return rows.map((row) => toColumnRow(row.column, Number(row.articles)));
}

export async function loadColumnRow(tx: Tx, columnId: number): Promise<ContentColumnRow> {
  const row = (await listColumns(tx)).find((column) => column.columnId === idText(columnId));
  if (!row) throw columnNotFound();
  return row;
}

export async function lockColumn(tx: Tx, columnId: number): Promise<Column> {
  const [column] = await tx
    .select()
    .from(contentColumns)
    .where(eq(contentColumns.id, columnId))
    .for('update');
  if (!column) throw columnNotFound();
  return column;
}

/** The parent a column may go under: an enabled top column (two levels at most). */
async function throwIfNoParent(tx: Tx, parentId: number): Promise<void> {
  const [parent] = await tx
    .select()
    .from(contentColumns)
    .where(eq(contentColumns.id, parentId))
    .for('update');
  if (!parent) throw fieldError('content.columnNotFound', 'parentId');
  if (parent.parentId !== null) throw fieldError('content.columnTooDeep', 'parentId');
  if (!isEnabled(parent)) throw fieldError('content.columnDisabled', 'parentId');
}

const codeTaken = () => fieldError('content.columnCodeTaken', 'code');

/**
 * Creates or edits a column in a savepoint, so that a concurrent duplicate code still answers the field
 * message. A built-in column keeps its code and its place at the top.
 */
export async function saveColumn(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof saveContentColumn>,
): Promise<ContentColumnRow> {
  const parentId = input.parentId === null ? null : parseId(input.parentId);
  const fields = { code: input.code, name: input.name, nameEn: input.nameEn, sortNo: input.sortNo };
  try {
    const columnId = await tx.transaction(async (tx) => {
      const at = now();
      const taken = await tx
        .select({ id: contentColumns.id })
        .from(contentColumns)
        .where(
          input.columnId
            ? and(eq(contentColumns.code, input.code), ne(contentColumns.id, parseId(input.columnId)))
            : eq(contentColumns.code, input.code),
        );
      if (taken.length > 0) throw codeTaken();
      if (!input.columnId) {
        if (parentId !== null) await throwIfNoParent(tx, parentId);
        const [created] = await tx
          .insert(contentColumns)
          .values({ ...fields, parentId, createdAt: at, updatedAt: at, updatedBy: actor.userId })
          .returning({ id: contentColumns.id });
        return created.id;
      }
      const column = await lockColumn(tx, parseId(input.columnId));
      if (column.builtIn && (column.code !== input.code || parentId !== null))
        throw new BusinessError(ErrorCode.business, 'content.columnBuiltIn');
      if (parentId !== null && parentId !== column.parentId) {
        if (parentId === column.id) throw fieldError('content.columnTooDeep', 'parentId');
        await throwIfNoParent(tx, parentId);
        const [child] = await tx
          .select({ id: contentColumns.id })
          .from(contentColumns)
          .where(eq(contentColumns.parentId, column.id))
          .limit(1);
        if (child) throw fieldError('content.columnTooDeep', 'parentId');
      }
      await tx
        .update(contentColumns)
        .set({ ...fields, parentId, updatedAt: at, updatedBy: actor.userId })
        .where(eq(contentColumns.id, column.id));
      return column.id;
    });
    return await loadColumnRow(tx, columnId);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'content_columns_code_key') throw codeTaken();
    throw error;
  }
}

/** Deletes an empty column of the operators' own: each reason it is kept is refused with its own message. */
export async function deleteColumn(tx: Tx, input: { columnId: string }): Promise<{ columnId: string }> {
  const column = await lockColumn(tx, parseId(input.columnId));
  if (column.builtIn) throw new BusinessError(ErrorCode.business, 'content.columnBuiltIn');
  const [child] = await tx
    .select({ id: contentColumns.id })
    .from(contentColumns)
    .where(eq(contentColumns.parentId, column.id))
    .limit(1);
  if (child) throw new BusinessError(ErrorCode.business, 'content.columnHasChildren');
  const [article] = await tx
    .select({ id: contentArticles.id })
    .from(contentArticles)
    .where(eq(contentArticles.columnId, column.id))
    .limit(1);
  if (article) throw new BusinessError(ErrorCode.business, 'content.columnHasArticles');
  await tx.delete(contentColumns).where(eq(contentColumns.id, column.id));
  return { columnId: input.columnId };
}
