import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { storedFiles } from '../../files/shared-tables';

/** Columns (栏目) filing the storefront's articles: built-in notice, news and help, and their sub-columns. */
export const contentColumns = pgTable(
  'content_columns',
  {
    id: identityId(),
    parentId: idRef('parent_id'),
    /** Unique; the storefront reads the built-in top columns by code. */
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** ColumnStatus: 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by'),
  },
  (t) => [
    uniqueIndex('content_columns_code_key').on(t.code),
    index('content_columns_parent_id_idx').on(t.parentId),
  ],
);

/** Articles (article machine): the body is sanitised HTML, shown publicly only while published in its window. */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: identityId(),
    columnId: idRef('column_id')
      .notNull()
      .references(() => contentColumns.id),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 400 }).notNull().default(''),
    content: text('content').notNull(),
    contentEn: text('content_en').notNull().default(''),
    /** The bodies as plain text (both languages), for the storefront's search and summaries. */
    plainText: text('plain_text').notNull().default(''),
    plainTextEn: text('plain_text_en').notNull().default(''),
    coverFileId: idRef('cover_file_id').references(() => storedFiles.id),
    publishFrom: timestampTz('publish_from').notNull(),
    publishTo: timestampTz('publish_to'),
    pinned: boolean('pinned').notNull().default(false),
    /** ArticleStatus: 1 draft, 2 pending review, 3 published, 4 refused, 5 withdrawn. */
    status: smallint('status').notNull(),
    /** The last review note, refusal or withdrawal reason. */
    reason: text('reason').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: idRef('created_by'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by'),
  },
  (t) => [
    index('content_articles_column_id_idx').on(t.columnId),
    index('content_articles_status_publish_from_idx').on(t.status, t.publishFrom),
  ],
);
