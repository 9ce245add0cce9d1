import { ErrorCode, FILE_ROUTES, type StoredFile } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { BusinessError, fieldError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { storedFiles } from './tables';

type StoredFileRow = typeof storedFiles.$inferSelect;

export function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    fileId: String(row.id),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: `${FILE_ROUTES.file}?fileId=${row.id}`,
  };
}

/** Who may see the files of a kind of record: the same rule as seeing the record itself. */
export type RecordAccess = (db: Db, actor: Actor, recordId: number) => Promise<boolean>;
const recordAccess = new Map<string, RecordAccess>();

/** A module says who may see its records' files (e.g. brands: whoever may see brands). */
export function defineFileRecordAccess(recordType: string, access: RecordAccess): void {
  recordAccess.set(recordType, access);
}

/** A file the actor may see: their own upload, or one attached to a record they may see; else "not found". */
export async function loadVisibleFile(db: Db, actor: Actor, fileId: string): Promise<StoredFileRow> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, parseId(fileId)));
  const mayAccess = row?.recordType && row.recordId !== null ? recordAccess.get(row.recordType) : undefined;
  const visible =
    row &&
    (row.uploadedBy === actor.userId ||
      (mayAccess !== undefined && row.recordId !== null && (await mayAccess(db, actor, row.recordId))));
  if (!row || !visible) throw new BusinessError(ErrorCode.notFound, 'file.notFound');
  return row;
}

/**
 * Attaches an uploaded picture or document to a record in the caller's transaction: the file must be the
 * actor's own fresh upload of the right group, or already this record's. Answers the file id.
 */
export async function attachFile(
  tx: Tx,
  actor: Actor,
  fileId: string,
  target: { recordType: string; recordId: number; group: string; field: string },
): Promise<number> {
  const id = parseId(fileId);
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id));
  const own = row?.recordType === null && row.uploadedBy === actor.userId;
  const already = row?.recordType === target.recordType && row.recordId === target.recordId;
  if (!row || row.fileGroup !== target.group || !(own || already))
    throw fieldError('file.notFound', target.field);
  await tx
    .update(storedFiles)
    .set({ recordType: target.recordType, recordId: target.recordId })
    .where(and(eq(storedFiles.id, id)));
  return id;
}

export async function loadStoredFile(db: Db | Tx, fileId: number | null): Promise<StoredFile | null> {
  if (fileId === null) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row ? toStoredFile(row) : null;
}
