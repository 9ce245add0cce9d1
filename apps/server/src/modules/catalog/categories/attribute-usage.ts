import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { skuAttributeValues, skus } from '../tables';

export interface Usage {
  attributes: Set<number>;
  values: Set<number>;
}

/**
 * The attributes and values the SKUs of a category hold. A category's attributes are held only by its own
 * SKUs, so this reads through the SKUs' category index rather than scanning every SKU's values.
 */
export async function categoryUsage(db: Db | Tx, categoryId: number): Promise<Usage> {
  const rows = await db
    .selectDistinct({ attributeId: skuAttributeValues.attributeId, valueId: skuAttributeValues.valueId })
    .from(skus)
    .innerJoin(skuAttributeValues, eq(skuAttributeValues.skuId, skus.id))
    .where(eq(skus.categoryId, categoryId));
  return {
    attributes: new Set(rows.map((r) => r.attributeId)),
    values: new Set(rows.map((r) => r.valueId)),
  };
}
