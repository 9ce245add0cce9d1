import {
  type ContentArticleDetail,
  type ContentArticleRow,
  contentArticleDetailSchema,
  contentArticleMachine,
  contentArticleRowSchema,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { type RowReader, rowReader } from '../../../platform/row-reader';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { articleNotFound, articleSteps } from './article-machine';
import { contentArticles, contentColumns } from './tables';

const creators = alias(users, 'creators');

/** An article's columns, its column's names, its cover, who created and last changed it. */
const articleFrom = {
  articleId: contentArticles.id,
  columnName: contentColumns.name,
  columnNameEn: contentColumns.nameEn,
  cover: storedFiles,
  createdBy: creators.username,
  updatedBy: users.username,
  actions: contentArticles,
};
/** Its cover as a stored file, and the steps `actor` may take on it now (the machine's table and guards). */
const articleConvert = (actor: Actor | null, at: Date) => ({
  cover: (cover: typeof storedFiles.$inferSelect | null) => (cover ? toStoredFile(cover) : null),
  actions: (article: typeof contentArticles.$inferSelect) =>
    actor ? eventsAllowed(articleSteps, article, actor, { at }) : [],
});

/** An article row as `actor` sees it at `at`; an export's row, read without an actor, has no steps. */
export const articleRow = (actor: Actor | null, at: Date) =>
  rowReader(contentArticleRowSchema, contentArticles, articleFrom, articleConvert(actor, at));

/** The detail's row: the list's with the bodies. */
const articleDetailRow = (actor: Actor, at: Date) =>
  rowReader(
    contentArticleDetailSchema.omit({ history: true }),
    contentArticles,
    articleFrom,
    articleConvert(actor, at),
  );

/** The joins every article read makes (lists, export, detail), selecting what `row` reads. */
export const articlesFrom =
  <R>(row: RowReader<R>) =>
  (db: Db | Tx) =>
    db
      .select(row.columns)
      .from(contentArticles)
      .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
      .leftJoin(storedFiles, eq(storedFiles.id, contentArticles.coverFileId))
      .leftJoin(creators, eq(creators.id, contentArticles.createdBy))
      .leftJoin(users, eq(users.id, contentArticles.updatedBy))
      .$dynamic();

/** One article as `row` reads it, or "not found". */
export async function loadArticle<R>(db: Db | Tx, row: RowReader<R>, articleId: number): Promise<R> {
  const [found] = await articlesFrom(row)(db).where(eq(contentArticles.id, articleId));
  if (!found) throw articleNotFound();
  return row.toRow(found);
}

/** An article row as the actor sees it now (the answer of a write). */
export const loadArticleRow = (
  db: Db | Tx,
  actor: Actor,
  articleId: number,
  at: Date,
): Promise<ContentArticleRow> => loadArticle(db, articleRow(actor, at), articleId);

/** The article with its bodies and its status history (newest first). */
export async function loadArticleDetail(
  db: Db | Tx,
  actor: Actor,
  articleId: number,
  at: Date,
): Promise<ContentArticleDetail> {
  return {
    ...(await loadArticle(db, articleDetailRow(actor, at), articleId)),
    history: await statusHistoryOf(db, contentArticleMachine, articleId, {
      id: users.id,
      name: users.username,
    }),
  };
}
