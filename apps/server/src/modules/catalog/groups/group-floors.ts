import { type GoodsCard, SkuStatus } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idText } from '../../../platform/ids';
import { goodsCardFrom, toGoodsCard } from '../goods/goods-card';
import { openShop } from '../goods/shop-summary';
import { skus, supplierShops } from '../tables';
import { commodityGroupSkus, commodityGroups } from './tables';

export interface GroupFloor {
  groupId: string;
  name: string;
  nameEn: string;
  goods: GoodsCard[];
}

const ON = 1;

/**
 * The enabled groups shown as home floors, by sort number, each with its first `limit` SKUs on shelf in
 * open shops in the group's order; a group with none of them on shelf is left out.
 */
export async function loadGroupFloors(db: Db, limit: number): Promise<GroupFloor[]> {
  const groups = await db
    .select({ id: commodityGroups.id, name: commodityGroups.groupName, nameEn: commodityGroups.groupNameEn })
    .from(commodityGroups)
    .where(and(eq(commodityGroups.enabled, ON), eq(commodityGroups.homeFloor, ON)))
    .orderBy(asc(commodityGroups.sortNo), asc(commodityGroups.id));
  const floors: GroupFloor[] = [];
  for (const group of groups) {
    const rows = await goodsCardFrom(db)
      .innerJoin(commodityGroupSkus, eq(commodityGroupSkus.skuId, skus.id))
      .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
      .where(and(eq(commodityGroupSkus.groupId, group.id), eq(skus.status, SkuStatus.onShelf), openShop))
      .orderBy(asc(commodityGroupSkus.sortNo), asc(commodityGroupSkus.skuId))
      .limit(limit);
    if (rows.length === 0) continue;
    floors.push({
      groupId: idText(group.id),
      name: group.name,
      nameEn: group.nameEn,
      goods: rows.map(toGoodsCard),
    });
  }
  return floors;
}
