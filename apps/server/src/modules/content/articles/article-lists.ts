import {
  ArticleStatus,
  type AuditTab,
  type ContentArticleRow,
  type Page,
  queryContentArticleList,
  queryContentAuditList,
} from '@procuremart/contract';
import { count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList, runList } from '../../../platform/lists';
import { articleRow, articlesFrom } from './article-record';
import { contentArticles, contentColumns } from './tables';

type ListQuery = ParsedInput<typeof queryContentArticleList>;
type AuditQuery = ParsedInput<typeof queryContentAuditList>;

const columnTree = { table: contentColumns, id: contentColumns.id, parentId: contentColumns.parentId };
const sorts = {
  publishFrom: contentArticles.publishFrom,
  updatedAt: contentArticles.updatedAt,
  createdAt: contentArticles.createdAt,
};
const countFrom = (db: Db) =>
  db
    .select({ total: count() })
    .from(contentArticles)
    .innerJoin(contentColumns, eq(contentColumns.id, contentArticles.columnId))
    .$dynamic();

/** Content management's list: every article, newest window first (its export reads the same, without actions). */
export const articleList = (actor: Actor | null, at: Date) => {
  const row = articleRow(actor, at);
  return defineListQuery<ListQuery>()({
    rows: articlesFrom(row),
    count: countFrom,
    filters: filtersOf(queryContentArticleList, {
      title: [contentArticles.title, contentArticles.titleEn],
      columnId: { column: contentArticles.columnId, tree: columnTree },
      status: contentArticles.status,
      publishDate: contentArticles.publishFrom,
    }),
    sorts,
    defaultOrder: [desc(contentArticles.publishFrom)],
    tieBreaker: contentArticles.id,
    map: row.toRow,
  });
};

const auditList = (actor: Actor, at: Date) => {
  const row = articleRow(actor, at);
  return defineListQuery<AuditQuery>()({
    rows: articlesFrom(row),
    count: countFrom,
    // The review queue holds what was sent to review: drafts never were.
    where: ne(contentArticles.status, ArticleStatus.draft),
    filters: filtersOf(queryContentAuditList, {
      title: [contentArticles.title, contentArticles.titleEn],
      columnId: { column: contentArticles.columnId, tree: columnTree },
      publishDate: contentArticles.publishFrom,
      tab: appliedApart(),
    }),
    sorts,
    defaultOrder: [desc(contentArticles.updatedAt)],
    tieBreaker: contentArticles.id,
    map: row.toRow,
  });
};

export const listArticles = (db: Db, actor: Actor, input: ListQuery): Promise<Page<ContentArticleRow>> =>
  runList(db, articleList(actor, now()), input);

/** The review queue: awaiting review, or reviewed (published, refused, withdrawn), with both tabs' counts. */
export function listArticleAudit(
  db: Db,
  actor: Actor,
  input: AuditQuery,
): Promise<Page<ContentArticleRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(db, auditList(actor, now()), input, eq(contentArticles.status, ArticleStatus.pending));
}
