import type { Brand, StatusHistory } from '@procuremart/contract';
import { brandMachine } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { throwIfNotFound } from '../../../platform/errors';
import { isoText } from '../../../platform/ids';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { brands } from '../tables';

/** Brand columns with the username of whoever changed it last. */
export const brandColumns = {
  brand: brands,
  updatedByName: users.username,
  logo: storedFiles,
};

export function toBrand(row: {
  brand: typeof brands.$inferSelect;
  updatedByName: string | null;
  logo: typeof storedFiles.$inferSelect | null;
}): Brand {
  const { brand } = row;
  return {
    brandId: String(brand.id),
    brandName: brand.brandName,
    brandNameEn: brand.brandNameEn,
    description: brand.description,
    sortNo: brand.sortNo,
    status: brand.status,
    version: brand.version,
    createdAt: isoText(brand.createdAt),
    updatedAt: isoText(brand.updatedAt),
    updatedBy: row.updatedByName,
    logo: row.logo ? toStoredFile(row.logo) : null,
  };
}

export async function loadBrand(db: Db | Tx, brandId: number): Promise<Brand> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(users, eq(users.id, brands.updatedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, brands.logoFileId))
    .where(eq(brands.id, brandId));
  return toBrand(throwIfNotFound(row));
}

/** Status changes of a brand, newest first. */
export function loadBrandHistory(db: Db | Tx, brandId: number): Promise<StatusHistory[]> {
  return statusHistoryOf(db, brandMachine, brandId, { id: users.id, name: users.username });
}
