import { type CommodityGroup, commodityGroupSchema, ErrorCode, type MemberSku } from '@procuremart/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { idText } from '../../../platform/ids';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';
import { commodityGroupSkus, commodityGroups } from './tables';

export const groupNotFound = () => new BusinessError(ErrorCode.notFound, 'group.notFound');

/** A group row: its own columns and the username of whoever changed it last. */
const groupRow = rowReader(commodityGroupSchema, commodityGroups, {
  groupId: commodityGroups.id,
  updatedBy: users.username,
});
export const groupColumns = groupRow.columns;
export const toGroup = groupRow.toRow;

export async function loadGroup(db: Db | Tx, groupId: number): Promise<CommodityGroup> {
  const [row] = await db
    .select(groupColumns)
    .from(commodityGroups)
    .leftJoin(users, eq(users.id, commodityGroups.updatedBy))
    .where(eq(commodityGroups.id, groupId));
  if (!row) throw groupNotFound();
  return toGroup(row);
}

/** Columns of a member SKU as lists of picked SKUs show it. */
export const memberColumns = {
  id: skus.id,
  skuName: skus.skuName,
  supplierSkuCode: skus.supplierSkuCode,
  model: skus.model,
  salePrice: skus.salePrice,
  status: skus.status,
  supplierName: suppliers.name,
};

export function toMemberSku(row: {
  id: number;
  skuName: string;
  supplierSkuCode: string;
  model: string;
  salePrice: string;
  status: number;
  supplierName: string;
}): MemberSku {
  const { id, ...rest } = row;
  return { skuId: idText(id), ...rest };
}

/** The SKUs of a group in display order. */
export async function loadGroupSkus(db: Db | Tx, groupId: number): Promise<MemberSku[]> {
  const rows = await db
    .select(memberColumns)
    .from(commodityGroupSkus)
    .innerJoin(skus, eq(skus.id, commodityGroupSkus.skuId))
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .where(eq(commodityGroupSkus.groupId, groupId))
    .orderBy(asc(commodityGroupSkus.sortNo), asc(commodityGroupSkus.skuId));
  return rows.map(toMemberSku);
}

/** Member rows of the given SKUs in the order given (unknown ids skipped). */
export async function loadMemberSkus(db: Db | Tx, skuIds: readonly number[]): Promise<MemberSku[]> {
  if (skuIds.length === 0) return [];
  const rows = await db
    .select(memberColumns)
    .from(skus)
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .where(inArray(skus.id, [...skuIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return skuIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMemberSku(row)] : [];
  });
}
