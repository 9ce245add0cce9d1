import { bilingual, defineFilters, listInput } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../platform/actor';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { defineListQuery } from '../../../platform/lists';
import { skus, supplierShops } from '../../catalog/shared-tables';
import { dictionaryLabelSql } from '../../config';
import { cartLines } from '../tables';
import { CART_FILE_PERMISSION } from './cart-file-permission';

/** The export's saved filters: none but the order (the whole cart, newest line first). */
const cartExportFilters = listInput(defineFilters(null, {}), ['createdAt'] as const);

const unitLabels = dictionaryLabelSql('UNIT', skus.unit);

const cartLineList = defineListQuery<z.output<typeof cartExportFilters>>()({
  rows: (db) =>
    db
      .select({
        skuId: skus.id,
        skuName: skus.skuName,
        model: skus.model,
        unit: unitLabels.label,
        unitEn: unitLabels.labelEn,
        price: skus.salePrice,
        num: cartLines.num,
        shopName: supplierShops.shopName,
      })
      .from(cartLines)
      .innerJoin(skus, eq(skus.id, cartLines.skuId))
      .innerJoin(supplierShops, eq(supplierShops.id, cartLines.shopId))
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(cartLines).$dynamic(),
  sorts: { createdAt: cartLines.createdAt },
  defaultOrder: [desc(cartLines.createdAt)],
  tieBreaker: cartLines.id,
  defaultTieBreak: 'DESC',
  map: (row) => row,
});

/**
 * Cart export (SPEC §7): the buyer's own lines. Code and quantity come first, under the import template's
 * headers, so an exported cart can be imported again as it is.
 */
export const cartExport = defineExport({
  kind: 'cart',
  audience: ['purchaser'],
  permission: CART_FILE_PERMISSION,
  filters: cartExportFilters,
  list: cartLineList,
  scope: (actor: Actor) => eq(cartLines.userId, actor.userId),
  columns: {
    template: [
      { title: bilingual('商品编码', 'Goods code'), width: 24, value: (line) => String(line.skuId) },
      { title: bilingual('数量', 'Quantity'), width: 10, value: (line) => line.num },
      { title: bilingual('商品名称', 'Goods name'), width: 40, value: (line) => line.skuName },
      { title: bilingual('型号', 'Model'), width: 20, value: (line) => line.model },
      {
        title: bilingual('单位', 'Unit'),
        width: 8,
        value: (line, locale) => (locale === 'en-US' ? line.unitEn : line.unit),
      },
      { title: bilingual('单价', 'Unit price'), width: 12, value: (line) => line.price },
      { title: bilingual('店铺', 'Shop'), width: 24, value: (line) => line.shopName },
    ],
  },
});
