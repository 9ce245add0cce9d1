import { bilingual, ErrorCode, PRICING_PERMISSION, priceFileRow, stockFileRow } from '@procuremart/contract';
import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { defineImport } from '../../../platform/files/define-file-kinds';
import { idText } from '../../../platform/ids';
import { rowScope } from '../../../platform/scope';
import { skus } from '../tables';
import { changePrice } from './price-change';
import { updateStock } from './stock';

/** The actor's own SKU by its goods code, or by its SKU id; another supplier's is "not yours". */
async function ownSkuIdOf(tx: Tx, actor: Actor, code: string): Promise<string> {
  const byId = /^[1-9]\d{0,17}$/.test(code) ? eq(skus.id, Number(code)) : undefined;
  const [sku] = await tx
    .select({ id: skus.id })
    .from(skus)
    .where(and(rowScope(actor, { supplier: skus.supplierId }), or(eq(skus.supplierSkuCode, code), byId)))
    .limit(1);
  if (!sku) throw new BusinessError(ErrorCode.business, 'pricing.codeNotFound', { code });
  return idText(sku.id);
}

const codeColumn = { field: 'skuCode', title: bilingual('商品编码', 'Goods code'), width: 24 } as const;

/** Stock file: goods code and stock per row; each good row is set on its own, bad rows reported. */
export const stockImport = defineImport({
  kind: 'stock',
  audience: ['supplier'],
  permission: PRICING_PERMISSION.stock,
  columns: [codeColumn, { field: 'stock', title: bilingual('库存', 'Stock'), width: 12, type: 'number' }],
  row: stockFileRow,
  perRow: true,
  uniqueField: 'skuCode',
  write: async (tx, actor, row: z.output<typeof stockFileRow>) =>
    updateStock(tx, actor, {
      items: [{ skuId: await ownSkuIdOf(tx, actor, row.skuCode), stock: row.stock }],
    }),
});

/**
 * Price file (SPEC "price file management"): goods code, sale price and market price per row, each good
 * row through the same use-case as ucc_changePrice (a direct change or a change request), bad rows reported.
 */
export const priceFileImport = defineImport({
  kind: 'priceFile',
  audience: ['supplier'],
  permission: PRICING_PERMISSION.change,
  columns: [
    codeColumn,
    { field: 'salePrice', title: bilingual('销售价', 'Sale price'), width: 14 },
    { field: 'marketPrice', title: bilingual('市场价', 'Market price'), width: 14 },
  ],
  row: priceFileRow,
  perRow: true,
  uniqueField: 'skuCode',
  write: async (tx, actor, row: z.output<typeof priceFileRow>) =>
    changePrice(tx, actor, {
      items: [
        {
          skuId: await ownSkuIdOf(tx, actor, row.skuCode),
          salePrice: row.salePrice,
          marketPrice: row.marketPrice,
        },
      ],
    }),
});
