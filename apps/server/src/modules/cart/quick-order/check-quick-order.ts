import {
  formatMessage,
  type Locale,
  type QuickOrderCheck,
  type QuickOrderCheckedLine,
} from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText } from '../../../platform/ids';
import { hiddenSkuIds, stockStateOf } from '../../catalog';
import { type CodedSku, findSkusByCodes } from './goods-codes';
import { lineProblemOf, problemMessageKey } from './line-problem';

export interface QuickOrderLine {
  code: string;
  num: number;
}

/** Lines with the same code become one (the first line's place, the quantities summed). */
function mergeDuplicates(lines: readonly QuickOrderLine[]) {
  const merged = new Map<string, { code: string; num: number; mergedLines: number }>();
  for (const { code, num } of lines) {
    const line = merged.get(code);
    if (line) {
      line.num += num;
      line.mergedLines += 1;
    } else merged.set(code, { code, num, mergedLines: 1 });
  }
  return [...merged.values()];
}

function toSku(row: CodedSku): NonNullable<QuickOrderCheckedLine['sku']> {
  return {
    skuId: idText(row.skuId),
    supplierShopId: idText(row.shopId),
    supplierId: idText(row.supplierId),
    shopName: row.shopName,
    shopNameEn: row.shopNameEn,
    supplierName: row.supplierName,
    supplierNameEn: row.supplierNameEn,
    skuName: row.skuName,
    skuNameEn: row.skuNameEn,
    model: row.model,
    unit: row.unit,
    price: row.price,
    stock: row.stock,
    stockState: stockStateOf(row.stock),
  };
}

/**
 * A quick-order list checked line by line (SPEC §7): duplicates merged, each code's SKU and the one
 * problem that keeps it from being bought, in input order. Reads only: the catalogue is public to buyers,
 * except goods outside the buyer's channels and pools (catalog/visibility), which no code finds.
 */
export async function checkQuickOrderLines(
  db: Db | Tx,
  lines: readonly QuickOrderLine[],
  locale: Locale,
  actor: Actor | null = null,
): Promise<QuickOrderCheck> {
  const merged = mergeDuplicates(lines);
  const found = await findSkusByCodes(
    db,
    merged.map((line) => line.code),
  );
  const hidden = await hiddenSkuIds(
    db,
    actor,
    [...found.values()].flatMap((skus) => skus.map((sku) => sku.skuId)),
  );
  if (hidden.size > 0)
    for (const [code, skus] of found)
      found.set(
        code,
        skus.filter((sku) => !hidden.has(sku.skuId)),
      );
  return {
    lines: merged.map((line) => {
      const candidates = found.get(line.code) ?? [];
      const problem = lineProblemOf(candidates, line.num);
      return {
        ...line,
        sku: candidates.length === 1 ? toSku(candidates[0]) : null,
        problem: problem?.problem ?? null,
        problemText: problem
          ? formatMessage(problemMessageKey(problem.problem), locale, { stock: problem.stock ?? 0 })
          : null,
      };
    }),
  };
}
