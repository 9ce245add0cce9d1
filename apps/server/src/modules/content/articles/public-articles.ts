import {
  ArticleStatus,
  BUILT_IN_COLUMNS,
  type CallOutput,
  CONTENT_COVER_ROUTE,
  ColumnStatus,
  type getPublicArticle,
  type Page,
  type PublicArticle,
  type queryHelpTree,
  type queryPublicArticles,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { idText, isoText, parseId } from '../../../platform/ids';
import { escapeLike } from '../../../platform/lists';
import { storedFiles } from '../../files/shared-tables';
import { articleNotFound } from './article-machine';
import { contentArticles, contentColumns } from './tables';

// What visitors read: published articles inside their window, of an enabled column under an enabled parent.

const parents = alias(contentColumns, 'parent_columns');

/** Shown now: published, its window open at `at`, its column and the column's parent enabled. */
export const shownAt = (at: Date): SQL =>
  and(
    eq(contentArticles.status, ArticleStatus.published),
    lte(contentArticles.publishFrom, at),
    or(isNull(contentArticles.publishTo), gt(contentArticles.publishTo, at)),
    eq(contentColumns.status, ColumnStatus.enabled),
    or(isNull(contentColumns.parentId), eq(parents.status, ColumnStatus.enabled)),
  ) as SQL;

const SUMMARY_LENGTH = 120;
const summaryOf = (text: string) =>
  text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;

const publicColumns = {
  article: contentArticles,
  columnCode: contentColumns.code,
  topCode: parents.code,
  columnName: contentColumns.name,
  columnNameEn: contentColumns.nameEn,
};
type PublicJoined = {
  article: typeof contentArticles.$inferSelect;
  columnCode: string;
  topCode: string | null;
  columnName: string;
  columnNameEn: string;
};

const publicFrom = (db: Db) =>
  db
    .select(publicColumns)
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .leftJoin(parents, eq(parents.id, contentColumns.parentId))
    .$dynamic();

/** The cover's public address: served only while the article is shown (coverRoute). */
export const coverUrl = (article: { id: number; coverFileId: number | null }) =>
  article.coverFileId === null ? null : `${CONTENT_COVER_ROUTE}?articleId=${article.id}`;

function toPublicArticle({
  article,
  columnCode,
  topCode,
  columnName,
  columnNameEn,
}: PublicJoined): PublicArticle {
  return {
    articleId: idText(article.id),
    columnCode: topCode ?? columnCode,
    columnName,
    columnNameEn,
    title: article.title,
    titleEn: article.titleEn,
    summary: summaryOf(article.plainText),
    summaryEn: summaryOf(article.plainTextEn),
    coverUrl: coverUrl(article),
    publishFrom: isoText(article.publishFrom),
    pinned: article.pinned,
  };
}

/** A column given by code: the column itself or any column under it. */
const inColumn = (code: string): SQL => or(eq(contentColumns.code, code), eq(parents.code, code)) as SQL;

function keywordWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    ilike(contentArticles.title, pattern),
    ilike(contentArticles.titleEn, pattern),
    ilike(contentArticles.plainText, pattern),
    ilike(contentArticles.plainTextEn, pattern),
  );
}

/** A column's shown articles, pinned first, then the newest window. */
export async function queryShownArticles(
  db: Db,
  input: ParsedInput<typeof queryPublicArticles>,
  at: Date,
): Promise<Page<PublicArticle>> {
  const where = and(shownAt(at), inColumn(input.columnCode), keywordWhere(input.keyword));
  const [{ total }] = await db
    .select({ total: count() })
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .leftJoin(parents, eq(parents.id, contentColumns.parentId))
    .where(where);
  const rows = await publicFrom(db)
    .where(where)
    .orderBy(desc(contentArticles.pinned), desc(contentArticles.publishFrom), desc(contentArticles.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    rows: rows.map(toPublicArticle),
    total: Number(total),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/** A shown article with its bodies; any other (a draft, one out of its window) is "not found". */
export async function getShownArticle(
  db: Db,
  articleId: string,
  at: Date,
): Promise<CallOutput<typeof getPublicArticle>> {
  const [row] = await publicFrom(db).where(and(shownAt(at), eq(contentArticles.id, parseId(articleId))));
  if (!row) throw articleNotFound();
  return { ...toPublicArticle(row), content: row.article.content, contentEn: row.article.contentEn };
}

/** The help centre's enabled sub-columns and their shown articles' titles, each in order. */
export async function helpTree(db: Db, at: Date): Promise<CallOutput<typeof queryHelpTree>> {
  const columns = await db
    .select({ column: contentColumns })
    .from(contentColumns)
    .innerJoin(parents, eq(parents.id, contentColumns.parentId))
    .where(
      and(
        eq(parents.code, BUILT_IN_COLUMNS.help),
        eq(parents.status, ColumnStatus.enabled),
        eq(contentColumns.status, ColumnStatus.enabled),
      ),
    )
    .orderBy(asc(contentColumns.sortNo), asc(contentColumns.code));
  const articles = await publicFrom(db)
    .where(and(shownAt(at), inColumn(BUILT_IN_COLUMNS.help)))
    .orderBy(desc(contentArticles.pinned), asc(contentArticles.publishFrom), asc(contentArticles.id));
  return {
    columns: columns.map(({ column }) => ({
      columnId: idText(column.id),
      parentId: null,
      name: column.name,
      nameEn: column.nameEn,
    })),
    articles: articles.map(({ article }) => ({
      articleId: idText(article.id),
      columnId: idText(article.columnId),
      title: article.title,
      titleEn: article.titleEn,
    })),
  };
}

/** The stored cover of a shown article, or undefined. */
export async function shownCover(db: Db, articleId: string, at: Date) {
  if (!/^[1-9]\d{0,17}$/.test(articleId)) return undefined;
  const [row] = await db
    .select({ file: storedFiles })
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .leftJoin(parents, eq(parents.id, contentColumns.parentId))
    .innerJoin(storedFiles, eq(storedFiles.id, contentArticles.coverFileId))
    .where(and(shownAt(at), eq(contentArticles.id, parseId(articleId))));
  return row?.file;
}
