import { ErrorCode, type Locale, QUICK_ORDER_MAX_LINES } from '@procuremart/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError, fieldError } from '../../../platform/errors';
import { readImportSheet } from '../../../platform/files/import-reader';
import type { FileStorage } from '../../../platform/storage/storage';
import { loadVisibleFile } from '../../files';
import { cartImport } from './cart-import';
import { checkQuickOrderLines } from './check-quick-order';

/**
 * A quick-order sheet read at once (not as an import task: nothing is written, the buyer waits for the
 * checked lines): the cart import template's columns and header check, at most QUICK_ORDER_MAX_LINES rows.
 */
export async function readQuickOrderSheet(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  fileId: string,
  locale: Locale,
) {
  const file = await loadVisibleFile(db, actor, fileId);
  if (file.fileGroup !== 'spreadsheet') throw fieldError('file.notFound', 'fileId');
  const read = await readImportSheet(
    await storage.read(file.storageKey),
    cartImport,
    QUICK_ORDER_MAX_LINES,
    actor.userId,
  );
  if (!read.ok) throw new BusinessError(ErrorCode.business, read.reason, read.params);
  const lines = read.rows.map(({ values }) => ({
    code: String(values.code ?? '').trim(),
    // A blank or text quantity is a bad quantity on its line.
    num: typeof values.num === 'number' ? values.num : 0,
  }));
  return checkQuickOrderLines(db, lines, locale, actor);
}
