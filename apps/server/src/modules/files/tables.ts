import { bigint, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';

/** An uploaded file: stored under a random key, served only to who may see the record it belongs to. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identityId(),
    storageKey: varchar('storage_key', { length: 80 }).notNull().unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** image, document or spreadsheet (SPEC §5 groups). */
    fileGroup: varchar('file_group', { length: 20 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: idRef('uploaded_by').notNull(),
    /** What uses it (e.g. 'brand'); null until a record takes it. */
    recordType: varchar('record_type', { length: 40 }),
    recordId: idRef('record_id'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [index('stored_files_record_idx').on(t.recordType, t.recordId)],
);

export type FileTaskStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * A user's file task (SPEC §7 file download platform): an export, or an import whose result file lists
 * every row and its outcome. "My downloads" lists them; the owner alone downloads the file until it expires.
 */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: identityId(),
    userId: idRef('user_id').notNull(),
    direction: varchar('direction', { length: 10 }).$type<'export' | 'import'>().notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The list filters of an export; an import's uploaded file id. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10 }).$type<FileTaskStatus>().notNull(),
    /** Rows written (export) or checked (import) so far. */
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    /** Imports: rows refused. */
    badRowCount: integer('bad_row_count'),
    fileKey: varchar('file_key', { length: 80 }),
    fileName: varchar('file_name', { length: 200 }),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** A message key (or plain text for an unexpected failure) saying why it failed. */
    errorKey: varchar('error_key', { length: 80 }),
    errorDetail: text('error_detail'),
    createdAt: timestampTz('created_at').notNull(),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
    expiresAt: timestampTz('expires_at'),
  },
  (t) => [index('file_tasks_user_idx').on(t.userId, t.createdAt)],
);
