import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { SkuStatus } from '@procuremart/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type FileStorage, StorageNotFound } from '../../../platform/storage';
import { storedFiles } from '../../files/shared-tables';
import { skus, spuPictures } from '../tables';

// The pictures a supplier uploads for its goods, on the storefront: an SPU with uploads has the picture key
// `upload/<spuId>/<token>`; view n of the key is its n-th picture. The token changes with every save, so a
// browser's day-long cache never shows replaced pictures; an old key (an order line's snapshot) still shows
// the SPU's pictures. Only goods that have been listed are served: drafts stay in the back office.

const UPLOAD_KEY = /^upload\/([1-9]\d{0,15})\/[0-9a-z]{1,16}$/;

/** SKU statuses of goods that are, or have been, on the storefront. */
const LISTED = [SkuStatus.onShelf, SkuStatus.offShelf, SkuStatus.forcedOffShelf];

/** A fresh picture key for an SPU whose pictures were (re)saved. */
export const uploadedPictureKey = (spuId: number): string =>
  `upload/${spuId}/${randomBytes(6).toString('hex')}`;

export const isUploadedPictureKey = (key: string): boolean => UPLOAD_KEY.test(key);

/** How many uploaded pictures the SPU of a key has (0 for a generated picture's key). */
export const uploadedPictureCount = sql<number>`(select count(*)::int from ${spuPictures}
  where ${spuPictures.spuId} = ${skus.spuId})`;

export interface PictureFile {
  stream: Readable;
  contentType: string;
  etag: string;
}

/** The n-th (1-based) uploaded picture of a listed SPU's key, or null when there is none to show. */
export async function readUploadedPicture(
  db: Db,
  storage: FileStorage,
  key: string,
  view: number,
): Promise<PictureFile | null> {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  const spuId = Number(match[1]);
  const [file] = await db
    .select({ storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(spuPictures)
    .innerJoin(storedFiles, eq(storedFiles.id, spuPictures.fileId))
    .where(
      and(
        eq(spuPictures.spuId, spuId),
        sql`exists (select 1 from ${skus} where ${skus.spuId} = ${spuId} and ${inArray(skus.status, LISTED)})`,
      ),
    )
    .orderBy(asc(spuPictures.sortNo))
    .offset(view - 1)
    .limit(1);
  if (!file) return null;
  try {
    const stream = await storage.read(file.storageKey);
    return { stream, contentType: file.contentType, etag: `"${file.storageKey}"` };
  } catch (error) {
    if (error instanceof StorageNotFound) return null;
    throw error;
  }
}
