import {
  ErrorCode,
  type StatusHistory,
  type ThirdPartyBrand,
  thirdPartyBrandMachine,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { idText, isoText } from '../../../platform/ids';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';
import { brands, suppliers } from '../tables';
import { thirdPartyBrands } from './tables';

export const updater = alias(users, 'third_party_brand_updater');

/** The columns of a third-party brand row with its supplier, platform brand and last editor. */
export const thirdPartyBrandColumns = {
  entry: thirdPartyBrands,
  supplierName: suppliers.name,
  supplierCode: suppliers.supplierCode,
  brandName: brands.brandName,
  updatedBy: updater.username,
};

export function toThirdPartyBrand(row: {
  entry: typeof thirdPartyBrands.$inferSelect;
  supplierName: string;
  supplierCode: string | null;
  brandName: string | null;
  updatedBy: string | null;
}): ThirdPartyBrand {
  const { entry } = row;
  return {
    thirdPartyBrandId: idText(entry.id),
    supplierId: idText(entry.supplierId),
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    externalCode: entry.externalCode,
    externalName: entry.externalName,
    brandId: entry.brandId === null ? null : idText(entry.brandId),
    brandName: row.brandName,
    status: entry.status,
    version: entry.version,
    updatedBy: row.updatedBy,
    updatedAt: isoText(entry.updatedAt),
  };
}

export const notFound = () => new BusinessError(ErrorCode.notFound, 'thirdPartyBrand.notFound');

export async function loadThirdPartyBrand(db: Db | Tx, id: number): Promise<ThirdPartyBrand> {
  const [row] = await db
    .select(thirdPartyBrandColumns)
    .from(thirdPartyBrands)
    .innerJoin(suppliers, eq(suppliers.id, thirdPartyBrands.supplierId))
    .leftJoin(brands, eq(brands.id, thirdPartyBrands.brandId))
    .leftJoin(updater, eq(updater.id, thirdPartyBrands.updatedBy))
    .where(eq(thirdPartyBrands.id, id));
  if (!row) throw notFound();
  return toThirdPartyBrand(row);
}

/** Status changes, newest first. */
export function loadThirdPartyBrandHistory(db: Db | Tx, id: number): Promise<StatusHistory[]> {
  return statusHistoryOf(db, thirdPartyBrandMachine, id, { id: users.id, name: users.username });
}
