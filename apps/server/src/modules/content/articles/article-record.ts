import {
  type ContentArticleDetail,
  type ContentArticleRow,
  contentArticleMachine,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText, isoOrNull, isoText } from '../../../platform/ids';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { articleNotFound, articleSteps } from './article-machine';
import { contentArticles, contentColumns } from './tables';

const creators = alias(users, 'creators');

/** An article's columns with its column's names, its cover and who created and last changed it. */
export const articleColumns = {
  article: contentArticles,
  columnName: contentColumns.name,
  columnNameEn: contentColumns.nameEn,
  cover: storedFiles,
  createdByName: creators.username,
  updatedByName: users.username,
};
export type ArticleJoined = {
  article: typeof contentArticles.$inferSelect;
  columnName: string;
  columnNameEn: string;
  cover: typeof storedFiles.$inferSelect | null;
  createdByName: string | null;
  updatedByName: string | null;
};

/** The joins every article read makes (lists, export, detail). */
export const articlesFrom = (db: Db | Tx) =>
  db
    .select(articleColumns)
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .leftJoin(storedFiles, eq(storedFiles.id, contentArticles.coverFileId))
    .leftJoin(creators, eq(creators.id, contentArticles.createdBy))
    .leftJoin(users, eq(users.id, contentArticles.updatedBy))
    .$dynamic();

/** A row with the steps `actor` may take on it now (the machine's table and guards); none for an export's row. */
export function toArticleRow(joined: ArticleJoined, actor: Actor | null, at: Date): ContentArticleRow {
  const { article } = joined;
  return {
    articleId: idText(article.id),
    columnId: idText(article.columnId),
    columnName: joined.columnName,
    columnNameEn: joined.columnNameEn,
    title: article.title,
    titleEn: article.titleEn,
    cover: joined.cover ? toStoredFile(joined.cover) : null,
    publishFrom: isoText(article.publishFrom),
    publishTo: isoOrNull(article.publishTo),
    pinned: article.pinned,
    status: article.status,
    reason: article.reason,
    version: article.version,
    createdBy: joined.createdByName,
    createdAt: isoText(article.createdAt),
    updatedAt: isoText(article.updatedAt),
    updatedBy: joined.updatedByName,
    actions: actor ? eventsAllowed(articleSteps, article, actor, { at }) : [],
  };
}

export async function loadArticleJoined(db: Db | Tx, articleId: number): Promise<ArticleJoined> {
  const [row] = await articlesFrom(db).where(eq(contentArticles.id, articleId));
  if (!row) throw articleNotFound();
  return row;
}

/** The article with its bodies and its status history (newest first). */
export async function loadArticleDetail(
  db: Db | Tx,
  actor: Actor,
  articleId: number,
  at: Date,
): Promise<ContentArticleDetail> {
  const joined = await loadArticleJoined(db, articleId);
  return {
    ...toArticleRow(joined, actor, at),
    content: joined.article.content,
    contentEn: joined.article.contentEn,
    history: await statusHistoryOf(db, contentArticleMachine, articleId, {
      id: users.id,
      name: users.username,
    }),
  };
}
