import { type CommodityDetail, ErrorCode, skuMachine } from '@procuremart/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { idText, isoText, parseId } from '../../../platform/ids';
import { ownsRow } from '../../../platform/scope';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { dictionaryItems } from '../../config/shared-tables';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  skuAttributeValues,
  skus,
  spuPictures,
  spus,
  suppliers,
} from '../tables';

async function loadSpuHead(db: Db, actor: Actor, spuId: number) {
  const [spu] = await db
    .select({
      spu: spus,
      categoryName: categories.name,
      brandName: brands.brandName,
      supplierName: suppliers.name,
    })
    .from(spus)
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .innerJoin(suppliers, eq(suppliers.id, spus.supplierId))
    .where(eq(spus.id, spuId));
  if (!spu || !ownsRow(actor, spu.spu)) throw new BusinessError(ErrorCode.notFound, 'commodity.notFound');
  return spu;
}

async function loadChoices(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: skuAttributeValues.skuId,
      attributeId: attributes.id,
      name: attributes.name,
      nameEn: attributes.nameEn,
      isVariant: attributes.isVariant,
      valueId: attributeValues.id,
      value: attributeValues.value,
      valueEn: attributeValues.valueEn,
    })
    .from(skuAttributeValues)
    .innerJoin(attributes, eq(attributes.id, skuAttributeValues.attributeId))
    .innerJoin(attributeValues, eq(attributeValues.id, skuAttributeValues.valueId))
    .where(inArray(skuAttributeValues.skuId, skuIds))
    .orderBy(asc(attributes.sortNo), asc(attributes.id));
}

async function loadHistory(db: Db, skuIds: number[]) {
  const entries = await readStatusHistory(db, {
    machine: skuMachine,
    targetIds: skuIds,
    names: { id: users.id, name: users.username },
  });
  return entries.map(({ targetId, fromStatus, toStatus, ...entry }) => ({
    ...entry,
    skuId: idText(targetId),
    fromStatus: Number(fromStatus),
    toStatus: Number(toStatus),
  }));
}

/** One SPU with its SKUs, pictures, attribute values and the SKUs' status history (scoped to the actor). */
export async function loadCommodity(db: Db, actor: Actor, spuIdText: string): Promise<CommodityDetail> {
  const spuId = parseId(spuIdText);
  const head = await loadSpuHead(db, actor, spuId);
  const skuRows = await db.select().from(skus).where(eq(skus.spuId, spuId)).orderBy(asc(skus.id));
  const skuIds = skuRows.map((s) => s.id);
  const [choices, pictures, history, units] = await Promise.all([
    loadChoices(db, skuIds),
    db
      .select({ file: storedFiles })
      .from(spuPictures)
      .innerJoin(storedFiles, eq(storedFiles.id, spuPictures.fileId))
      .where(eq(spuPictures.spuId, spuId))
      .orderBy(asc(spuPictures.sortNo)),
    loadHistory(db, skuIds),
    db
      .select({ code: dictionaryItems.code })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.dictCode, 'UNIT')),
  ]);
  // Text saved before units were codes (and matching no label) is no choice of the form: it asks again.
  const unitCodes = new Set(units.map((u) => u.code));
  const choice = (c: (typeof choices)[number]) => ({
    attributeId: idText(c.attributeId),
    name: c.name,
    nameEn: c.nameEn,
    valueId: idText(c.valueId),
    value: c.value,
    valueEn: c.valueEn,
  });
  const firstSku = skuIds[0];
  return {
    spuId: idText(spuId),
    spuName: head.spu.spuName,
    categoryId: idText(head.spu.categoryId),
    categoryName: head.categoryName,
    brandId: idText(head.spu.brandId),
    brandName: head.brandName,
    supplierName: head.supplierName,
    description: head.spu.description,
    pictures: pictures.map((p) => toStoredFile(p.file)),
    attributes: choices.filter((c) => c.skuId === firstSku && !c.isVariant).map(choice),
    skus: skuRows.map((sku) => ({
      skuId: idText(sku.id),
      spuId: idText(spuId),
      skuName: sku.skuName,
      supplierSkuCode: sku.supplierSkuCode,
      model: sku.model,
      unit: sku.unit,
      unitCode: unitCodes.has(sku.unit) ? sku.unit : '',
      salePrice: sku.salePrice,
      marketPrice: sku.marketPrice,
      taxRate: sku.taxRate,
      stock: sku.stock,
      status: sku.status,
      categoryName: head.categoryName,
      brandName: head.brandName,
      supplierName: head.supplierName,
      updatedAt: isoText(sku.updatedAt),
      specs: choices.filter((c) => c.skuId === sku.id && c.isVariant).map(choice),
    })),
    history,
  };
}
