import {
  ArticleStatus,
  BUILT_IN_COLUMNS,
  type CallOutput,
  CONTENT_COVER_ROUTE,
  ColumnStatus,
  getPublicArticle,
  type Page,
  type PublicArticle,
  publicArticleSchema,
  queryHelpTree,
  type queryPublicArticles,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { escapeLike } from '../../../platform/lists';
import { type RowReader, rowReader } from '../../../platform/row-reader';
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

/** The cover's public address: served only while the article is shown (coverRoute). */
export const coverUrl = (article: { id: number; coverFileId: number | null }) =>
  article.coverFileId === null ? null : `${CONTENT_COVER_ROUTE}?articleId=${article.id}`;

/** A shown article: its columns, its top column's code, its column's names, summaries and cover address. */
const publicFrom = {
  articleId: contentArticles.id,
  columnCode: sql<string>`coalesce(${parents.code}, ${contentColumns.code})`,
  columnName: contentColumns.name,
  columnNameEn: contentColumns.nameEn,
  summary: contentArticles.plainText,
  summaryEn: contentArticles.plainTextEn,
  coverUrl: { id: contentArticles.id, coverFileId: contentArticles.coverFileId },
};
const publicConvert = { summary: summaryOf, summaryEn: summaryOf, coverUrl };
const publicRow = rowReader(publicArticleSchema, contentArticles, publicFrom, publicConvert);
/** The article page's row: the list's with the bodies. */
const publicDetailRow = rowReader(getPublicArticle.output, contentArticles, publicFrom, publicConvert);

/** Shown articles (and their columns) as `row` reads them. */
const shownFrom = <R>(db: Db, row: RowReader<R>) =>
  db
    .select(row.columns)
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .leftJoin(parents, eq(parents.id, contentColumns.parentId))
    .$dynamic();

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
  const rows = await shownFrom(db, publicRow)
    .where(where)
    .orderBy(desc(contentArticles.pinned), desc(contentArticles.publishFrom), desc(contentArticles.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    rows: rows.map(publicRow.toRow),
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
  const [row] = await shownFrom(db, publicDetailRow).where(
    and(shownAt(at), eq(contentArticles.id, parseId(articleId))),
  );
  if (!row) throw articleNotFound();
  return publicDetailRow.toRow(row);
}

const helpShape = queryHelpTree.output.shape;
/** A help centre sub-column (its parent is the help centre itself: not named). */
const helpColumnRow = rowReader(helpShape.columns.element, contentColumns, {
  columnId: contentColumns.id,
  parentId: sql<null>`null`,
});
const helpArticleRow = rowReader(helpShape.articles.element, contentArticles, {
  articleId: contentArticles.id,
});

/** The help centre's enabled sub-columns and their shown articles' titles, each in order. */
export async function helpTree(db: Db, at: Date): Promise<CallOutput<typeof queryHelpTree>> {
  const columns = await db
    .select(helpColumnRow.columns)
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
  const articles = await shownFrom(db, helpArticleRow)
    .where(and(shownAt(at), inColumn(BUILT_IN_COLUMNS.help)))
    .orderBy(desc(contentArticles.pinned), asc(contentArticles.publishFrom), asc(contentArticles.id));
  return { columns: columns.map(helpColumnRow.toRow), articles: articles.map(helpArticleRow.toRow) };
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
