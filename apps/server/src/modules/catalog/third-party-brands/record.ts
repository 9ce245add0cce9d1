import { ErrorCode, type ThirdPartyBrand, thirdPartyBrandSchema } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { brands, suppliers } from '../tables';
import { thirdPartyBrands } from './tables';

export const updater = alias(users, 'third_party_brand_updater');

/** A third-party brand row: its own columns, its supplier, its platform brand's name and its last editor. */
const thirdPartyBrandRow = rowReader(thirdPartyBrandSchema, thirdPartyBrands, {
  thirdPartyBrandId: thirdPartyBrands.id,
  supplierName: suppliers.name,
  supplierCode: suppliers.supplierCode,
  brandName: brands.brandName,
  updatedBy: updater.username,
});
export const thirdPartyBrandColumns = thirdPartyBrandRow.columns;
export const toThirdPartyBrand = thirdPartyBrandRow.toRow;

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
