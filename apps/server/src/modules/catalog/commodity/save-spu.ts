import { ErrorCode, SkuStatus, type saveSpu as saveSpuCall, skuEvents } from '@procuremart/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError, forbiddenError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { publish } from '../../../platform/steps/domain-events';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { attachFile } from '../../files';
import { uploadedPictureKey } from '../goods/uploaded-pictures';
import { skuAttributeValues, skus, spuPictures, spus, supplierShops } from '../tables';
import { EDITABLE_STATUSES, throwIfNotOwnSpu } from './sku-scope';
import { type CheckedSpu, checkSpu } from './spu-rules';

type SpuInput = ParsedInput<typeof saveSpuCall>;

async function supplierShopOf(tx: Tx, supplierId: number): Promise<number> {
  const [shop] = await tx
    .select({ id: supplierShops.id })
    .from(supplierShops)
    .where(eq(supplierShops.supplierId, supplierId))
    .orderBy(asc(supplierShops.id))
    .limit(1);
  if (!shop) throw new BusinessError(ErrorCode.business, 'commodity.notFound');
  return shop.id;
}

async function throwIfCodeTaken(tx: Tx, supplierId: number, input: SpuInput, ownSkuIds: number[]) {
  const codes = input.skus.map((s) => s.supplierSkuCode);
  const taken = await tx
    .select({ code: skus.supplierSkuCode })
    .from(skus)
    .where(
      and(
        eq(skus.supplierId, supplierId),
        inArray(skus.supplierSkuCode, codes),
        ownSkuIds.length ? sql`${skus.id} <> all(${sql.param(ownSkuIds)}::bigint[])` : undefined,
      ),
    );
  if (taken.length > 0) {
    const index = codes.indexOf(taken[0].code);
    throw fieldError('commodity.codeTaken', `skus.${index}.supplierSkuCode`);
  }
}

/** The SKUs named by an edit are this SPU's and may still be edited (draft or off shelf). */
async function throwIfSkusNotEditable(tx: Tx, spuId: number, input: SpuInput): Promise<number[]> {
  const ids = input.skus.flatMap((s) => (s.skuId ? [parseId(s.skuId)] : []));
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: skus.id, status: skus.status })
    .from(skus)
    .where(and(eq(skus.spuId, spuId), inArray(skus.id, ids)));
  if (rows.length !== new Set(ids).size) throw new BusinessError(ErrorCode.notFound, 'commodity.notFound');
  if (rows.some((r) => !EDITABLE_STATUSES.includes(r.status)))
    throw new BusinessError(ErrorCode.business, 'commodity.notEditable');
  return ids;
}

async function writeSpu(tx: Tx, actor: Actor, input: SpuInput, checked: CheckedSpu, shopId: number) {
  const at = now();
  const fields = {
    spuName: input.spuName,
    categoryId: checked.categoryId,
    brandId: checked.brandId,
    unit: checked.skus[0].unit,
    description: input.description,
    skuCount: input.skus.length,
    updatedAt: at,
  };
  if (input.spuId) {
    const spuId = parseId(input.spuId);
    await tx.update(spus).set(fields).where(eq(spus.id, spuId));
    return spuId;
  }
  const [created] = await tx
    .insert(spus)
    .values({
      ...fields,
      supplierId: actor.supplierId as number,
      shopId,
      classification: 'wz',
      pictureKey: '',
      createdAt: at,
    })
    .returning({ id: spus.id });
  return created.id;
}

async function writePictures(tx: Tx, actor: Actor, spuId: number, fileIds: string[]) {
  await tx.delete(spuPictures).where(eq(spuPictures.spuId, spuId));
  for (const [sortNo, fileId] of fileIds.entries()) {
    const id = await attachFile(tx, actor, fileId, {
      recordType: 'spu',
      recordId: spuId,
      group: 'image',
      field: 'pictureFileIds',
    });
    await tx.insert(spuPictures).values({ spuId, fileId: id, sortNo });
  }
}

async function writeSkus(
  tx: Tx,
  actor: Actor,
  spuId: number,
  input: SpuInput,
  checked: CheckedSpu,
  shopId: number,
) {
  const at = now();
  // The uploaded pictures are the storefront's pictures (a fresh key per save: caches never show old ones).
  const pictureKey = uploadedPictureKey(spuId);
  await tx.update(spus).set({ pictureKey }).where(eq(spus.id, spuId));
  const skuIds: number[] = [];
  for (const [index, sku] of input.skus.entries()) {
    const own = checked.skus[index];
    const fields = {
      categoryId: checked.categoryId,
      brandId: checked.brandId,
      supplierSkuCode: sku.supplierSkuCode,
      skuName: [input.spuName, ...own.specTexts].join(' '),
      model: sku.model,
      unit: own.unit,
      salePrice: sku.salePrice,
      marketPrice: sku.marketPrice,
      taxRate: own.taxRate,
      stock: sku.stock,
      pictureKey,
      updatedAt: at,
    };
    let skuId: number;
    if (sku.skuId) {
      skuId = parseId(sku.skuId);
      await tx
        .update(skus)
        .set({ ...fields, version: sql`${skus.version} + 1` })
        .where(and(eq(skus.id, skuId), inArray(skus.status, EDITABLE_STATUSES)));
      await tx.delete(skuAttributeValues).where(eq(skuAttributeValues.skuId, skuId));
    } else {
      const [created] = await tx
        .insert(skus)
        .values({
          ...fields,
          spuId,
          supplierId: actor.supplierId as number,
          shopId,
          status: SkuStatus.draft,
          classification: 'wz',
          createdAt: at,
        })
        .returning({ id: skus.id });
      skuId = created.id;
    }
    const choices = [...input.attributes, ...sku.specs].map((c) => ({
      skuId,
      attributeId: parseId(c.attributeId),
      valueId: parseId(c.valueId),
    }));
    if (choices.length) await tx.insert(skuAttributeValues).values(choices);
    skuIds.push(skuId);
  }
  const total = await tx.select({ id: skus.id }).from(skus).where(eq(skus.spuId, spuId));
  await tx.update(spus).set({ skuCount: total.length }).where(eq(spus.id, spuId));
  return skuIds;
}

/**
 * Creates or edits a supplier's SPU with its SKUs in one savepoint of the call's transaction: new SKUs are
 * drafts; an edit touches only drafts and SKUs off shelf. The SKUs are re-indexed in the same transaction.
 */
export async function saveSpu(tx: Tx, actor: Actor, input: SpuInput) {
  const supplierId = actor.supplierId;
  if (supplierId === null) throw forbiddenError();
  const checked = await checkSpu(tx, input, supplierId);
  const shopId = await supplierShopOf(tx, supplierId);
  let ownSkuIds: number[] = [];
  if (input.spuId) {
    const spuId = parseId(input.spuId);
    await throwIfNotOwnSpu(tx, actor, spuId);
    ownSkuIds = await throwIfSkusNotEditable(tx, spuId, input);
  }
  await throwIfCodeTaken(tx, supplierId, input, ownSkuIds);
  try {
    return await tx.transaction(async (tx) => {
      const spuId = await writeSpu(tx, actor, input, checked, shopId);
      await writePictures(tx, actor, spuId, input.pictureFileIds);
      const skuIds = await writeSkus(tx, actor, spuId, input, checked, shopId);
      await publish(tx, [skuEvents.saved.of({ skuIds })]);
      return { spuId: idText(spuId), skuIds: skuIds.map(idText), spuName: input.spuName };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'skus_supplier_id_supplier_sku_code_key')
      throw fieldError('commodity.codeTaken', 'skus.0.supplierSkuCode');
    throw error;
  }
}
