import {
  BusinessKind,
  type CommodityDetail,
  commodityDetailSchema,
  ErrorCode,
  type OperatorCommodityDetail,
  skuMachine,
} from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { rowReader } from '../../../platform/row-reader';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { dictionaryItems } from '../../config/shared-tables';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { subjectApprovalHistory } from '../../process';
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
import { commodityRow, commodityRowsFrom } from './commodity-lists';
import { visibleGoods } from './goods-scope';
import { skuActionsOf } from './sku-actions';

/** The SPU's own columns with its category's, brand's and supplier's names. */
const headRow = rowReader(
  commodityDetailSchema.pick({
    spuId: true,
    spuName: true,
    categoryId: true,
    categoryName: true,
    brandId: true,
    brandName: true,
    supplierName: true,
    description: true,
  }),
  spus,
  {
    spuId: spus.id,
    categoryName: categories.name,
    brandName: brands.brandName,
    supplierName: suppliers.name,
  },
);

async function loadSpuHead(db: Db, actor: Actor, spuId: number) {
  const [head] = await db
    .select(headRow.columns)
    .from(spus)
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .innerJoin(brands, eq(brands.id, spus.brandId))
    .innerJoin(suppliers, eq(suppliers.id, spus.supplierId))
    .where(and(eq(spus.id, spuId), visibleGoods(actor, spus.supplierId)));
  if (!head) throw new BusinessError(ErrorCode.notFound, 'commodity.notFound');
  return headRow.toRow(head);
}

/** An attribute value a SKU holds, with the SKU's id and whether the attribute tells the SKUs apart. */
const choiceRow = rowReader(
  commodityDetailSchema.shape.attributes.element.extend({ skuId: z.number(), isVariant: z.boolean() }),
  attributes,
  {
    attributeId: attributes.id,
    valueId: attributeValues.id,
    value: attributeValues.value,
    valueEn: attributeValues.valueEn,
    skuId: skuAttributeValues.skuId,
  },
);

async function loadChoices(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  const rows = await db
    .select(choiceRow.columns)
    .from(skuAttributeValues)
    .innerJoin(attributes, eq(attributes.id, skuAttributeValues.attributeId))
    .innerJoin(attributeValues, eq(attributeValues.id, skuAttributeValues.valueId))
    .where(inArray(skuAttributeValues.skuId, skuIds))
    .orderBy(asc(attributes.sortNo), asc(attributes.id));
  return rows.map(choiceRow.toRow);
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

/**
 * One SPU with its SKUs, pictures, attribute values, the SKUs' status history and their listing audits' tasks
 * (scoped to the actor).
 */
export async function loadCommodity(db: Db, actor: Actor, spuIdText: string): Promise<CommodityDetail> {
  const spuId = parseId(spuIdText);
  const head = await loadSpuHead(db, actor, spuId);
  const skuRows = (await commodityRowsFrom(db).where(eq(skus.spuId, spuId)).orderBy(asc(skus.id))).map(
    commodityRow.toRow,
  );
  const skuIds = skuRows.map((sku) => Number(sku.skuId));
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
  const choicesOf = (skuId: number | undefined, variant: boolean) =>
    choices
      .filter((c) => c.skuId === skuId && c.isVariant === variant)
      .map(({ skuId: _sku, isVariant: _variant, ...choice }) => choice);
  return {
    ...head,
    pictures: pictures.map((p) => toStoredFile(p.file)),
    attributes: choicesOf(skuIds[0], false),
    skus: skuRows.map((sku, index) => ({
      ...sku,
      unitCode: unitCodes.has(sku.unit) ? sku.unit : '',
      specs: choicesOf(skuIds[index], true),
    })),
    history,
    approvals: (await subjectApprovalHistory(db, BusinessKind.listingAudit, skuIds)).map(
      ({ subjectId, ...task }) => ({ ...task, skuId: subjectId }),
    ),
  };
}

/** Any supplier's SPU as operators see it: {@link loadCommodity} with the steps the operator may take on each SKU. */
export async function loadOperatorCommodity(
  db: Db,
  actor: Actor,
  spuIdText: string,
): Promise<OperatorCommodityDetail> {
  const detail = await loadCommodity(db, actor, spuIdText);
  const actions = await skuActionsOf(
    db,
    actor,
    detail.skus.map((sku) => parseId(sku.skuId)),
  );
  return { ...detail, skus: detail.skus.map((sku) => ({ ...sku, actions: actions.get(sku.skuId) ?? [] })) };
}
