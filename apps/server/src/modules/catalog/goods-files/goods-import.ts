import {
  type GoodsFileRow,
  goodsFileRow,
  MAX_SKUS_PER_SPU,
  SKU_PERMISSION,
  type saveSpu as saveSpuCall,
} from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError, forbiddenError } from '../../../platform/errors';
import { defineImport } from '../../../platform/files/define-file-kinds';
import { saveSpu } from '../commodity/save-spu';
import { GOODS_COLUMNS, GOODS_INSTRUCTIONS, type GoodsField } from './goods-columns';
import { attributeReader, brandIdOf, categoryIdOf, unitCodeReader } from './goods-refs';

type SpuInput = ParsedInput<typeof saveSpuCall>;

/** The columns that describe the SPU: the same on every row of a product. */
const SPU_FIELDS = ['categoryCode', 'brandName', 'spuName', 'attributes', 'description'] as const;

function throwIfGroupDiffers(rows: GoodsFileRow[]) {
  if (rows.length > MAX_SKUS_PER_SPU)
    throw fieldError('goodsFile.tooManySkus', `${MAX_SKUS_PER_SPU}.productKey`, { max: MAX_SKUS_PER_SPU });
  rows.forEach((row, index) => {
    const field = SPU_FIELDS.find((f) => (row[f] ?? '') !== (rows[0][f] ?? ''));
    if (field) throw fieldError('goodsFile.groupDiffers', `${index}.${field}`);
  });
}

/** saveSpu's field paths (`brandId`, `skus.2.unit`) as the file's cells (`0.brandName`, `2.unit`). */
function cellOf(field: string | undefined): string | undefined {
  const spuCells: Record<string, GoodsField> = {
    categoryId: 'categoryCode',
    brandId: 'brandName',
    spuName: 'spuName',
    description: 'description',
    attributes: 'attributes',
  };
  if (field === undefined) return undefined;
  if (spuCells[field]) return `0.${spuCells[field]}`;
  const [, index, column] = /^skus\.(\d+)\.(\w+)/.exec(field) ?? [];
  return index === undefined ? undefined : `${index}.${column}`;
}

/** One product of the file as ucc_saveSpu's input: a new SPU (never an edit) without pictures. */
async function spuInputOf(tx: Tx, rows: GoodsFileRow[]): Promise<SpuInput> {
  const first = rows[0];
  const categoryId = await categoryIdOf(tx, first.categoryCode);
  const brandId = await brandIdOf(tx, first.brandName);
  const [choicesOf, unitCode] = await Promise.all([attributeReader(tx, categoryId), unitCodeReader(tx)]);
  return {
    categoryId,
    brandId,
    spuName: first.spuName,
    description: first.description ?? '',
    pictureFileIds: [],
    attributes: choicesOf(first.attributes, false, '0.attributes'),
    skus: rows.map((row, index) => ({
      specs: choicesOf(row.specs, true, `${index}.specs`),
      model: row.model ?? '',
      unit: unitCode(row.unit),
      salePrice: row.salePrice,
      marketPrice: row.marketPrice,
      taxRate: row.taxRate,
      stock: row.stock,
      supplierSkuCode: row.supplierSkuCode,
    })),
  };
}

/**
 * Saves one product of the goods file through ucc_saveSpu's own use-case (the same rules: leaf category,
 * brand authorisation, required attributes, units, tax rates, unique goods codes) as drafts of the
 * caller's own supplier. A goods code the supplier already has is refused, never overwritten.
 */
export async function importGoodsGroup(tx: Tx, actor: Actor, rows: GoodsFileRow[]) {
  if (actor.supplierId === null) throw forbiddenError();
  throwIfGroupDiffers(rows);
  const input = await spuInputOf(tx, rows);
  try {
    return await saveSpu(tx, actor, input);
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    throw new BusinessError(error.code, error.messageKey, error.params, cellOf(error.field));
  }
}

/** Goods file import (issue 13 "Bulk"): one row per SKU, grouped into SPUs by the product key. */
export const goodsImport = defineImport({
  kind: 'goods',
  audience: ['supplier'],
  permission: SKU_PERMISSION.create,
  columns: GOODS_COLUMNS,
  row: goodsFileRow,
  uniqueField: 'supplierSkuCode',
  instructions: GOODS_INSTRUCTIONS,
  group: { field: 'productKey', write: importGoodsGroup },
});
