import type { saveSpu } from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { readParam } from '../../config';
import { dictionaryItems } from '../../config/shared-tables';
import { throwIfBrandNotAuthorised } from '../brand-auth/authorised-brands';
import { attributes, attributeValues, brands, categories } from '../tables';

// The rules an SPU is checked against in the database before anything is written; each refusal names the
// field at fault (paths like `skus.1.unit`), so the form shows it under that field.

type SpuInput = ParsedInput<typeof saveSpu>;
type Choice = { attributeId: string; valueId: string };

export interface CheckedSpu {
  categoryId: number;
  topKey: string | null;
  brandId: number;
  /** Per SKU: the stored unit label, the tax rate as numeric text, its spec value texts. */
  skus: { unit: string; taxRate: string; specTexts: string[] }[];
}

async function throwIfNotLeafCategory(tx: Tx, input: SpuInput) {
  const [category] = await tx
    .select({ id: categories.id, topKey: categories.topKey })
    .from(categories)
    .where(
      and(
        eq(categories.id, parseId(input.categoryId)),
        eq(categories.isLeaf, true),
        eq(categories.status, 1),
      ),
    );
  if (!category) throw fieldError('commodity.notLeafCategory', 'categoryId');
  return category;
}

/** An enabled brand the supplier holds an authorisation in force for (brand authorisation). */
async function throwIfBrandUnusable(tx: Tx, input: SpuInput, supplierId: number): Promise<number> {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, parseId(input.brandId)), eq(brands.status, 1)));
  if (!brand) throw fieldError('commodity.brandDisabled', 'brandId');
  await throwIfBrandNotAuthorised(tx, supplierId, brand.id);
  return brand.id;
}

async function dictionaryLabels(tx: Tx, dictCode: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ code: dictionaryItems.code, label: dictionaryItems.label })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictCode, dictCode), eq(dictionaryItems.status, 1)));
  return new Map(rows.map((r) => [r.code, r.label]));
}

interface CategoryAttribute {
  id: number;
  name: string;
  isVariant: boolean;
  /** False: goods may leave it out (spec attributes are always given). */
  required: boolean;
  values: Map<number, string>;
}

async function categoryAttributes(tx: Tx, categoryId: number): Promise<Map<number, CategoryAttribute>> {
  const rows = await tx
    .select({
      id: attributes.id,
      name: attributes.name,
      isVariant: attributes.isVariant,
      required: attributes.required,
    })
    .from(attributes)
    .where(eq(attributes.categoryId, categoryId));
  const byId = new Map(rows.map((r) => [r.id, { ...r, values: new Map<number, string>() }]));
  if (rows.length === 0) return byId;
  const values = await tx
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
    })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        rows.map((r) => r.id),
      ),
    );
  for (const v of values) byId.get(v.attributeId)?.values.set(v.id, v.value);
  return byId;
}

/**
 * Every attribute of the kind asked for (shared or spec) has exactly one known value of its own: a missing
 * one is refused by name unless it is an optional shared attribute. Answers the value texts in the
 * category's order.
 */
function throwIfAttributesWrong(
  all: Map<number, CategoryAttribute>,
  chosen: Choice[],
  variant: boolean,
  field: string,
): string[] {
  const given = new Map<number, number>();
  for (const choice of chosen) {
    const attribute = all.get(parseId(choice.attributeId));
    const valueId = parseId(choice.valueId);
    if (
      !attribute ||
      attribute.isVariant !== variant ||
      !attribute.values.has(valueId) ||
      given.has(attribute.id)
    )
      throw fieldError('commodity.attributeUnknown', field);
    given.set(attribute.id, valueId);
  }
  const texts: string[] = [];
  for (const attribute of all.values()) {
    if (attribute.isVariant !== variant) continue;
    const valueId = given.get(attribute.id);
    if (valueId === undefined && !variant && !attribute.required) continue;
    if (valueId === undefined)
      throw fieldError('commodity.attributeRequired', field, { name: attribute.name });
    texts.push(attribute.values.get(valueId) ?? '');
  }
  return texts;
}

function throwIfRepeated(
  values: string[],
  field: (index: number) => string,
  messageKey: 'commodity.codeTaken' | 'commodity.specsRepeated',
) {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) throw fieldError(messageKey, field(index));
    seen.add(value);
  });
}

/** Checks an SPU against the catalogue, the supplier's brand authorisations, the dictionaries and the picture limit. */
export async function checkSpu(tx: Tx, input: SpuInput, supplierId: number): Promise<CheckedSpu> {
  const category = await throwIfNotLeafCategory(tx, input);
  const brandId = await throwIfBrandUnusable(tx, input, supplierId);
  const maxPictures = await readParam(tx, 'commodity.maxSkuPictures');
  if (input.pictureFileIds.length > maxPictures)
    throw fieldError('commodity.tooManyPictures', 'pictureFileIds', { max: maxPictures });
  const all = await categoryAttributes(tx, category.id);
  throwIfAttributesWrong(all, input.attributes, false, 'attributes');
  const [units, taxRates] = await Promise.all([
    dictionaryLabels(tx, 'UNIT'),
    dictionaryLabels(tx, 'TAX_RATE'),
  ]);
  const skus = input.skus.map((sku, index) => {
    // Goods keep the unit's code; pages and files label it in the reader's language.
    const unit = sku.unit;
    if (!units.has(unit)) throw fieldError('commodity.unitUnknown', `skus.${index}.unit`);
    if (!taxRates.has(sku.taxRate) || !/^\d{1,2}$/.test(sku.taxRate))
      throw fieldError('commodity.taxRateUnknown', `skus.${index}.taxRate`);
    const specTexts = throwIfAttributesWrong(all, sku.specs, true, `skus.${index}.specs`);
    return { unit, taxRate: `${sku.taxRate}.00`, specTexts };
  });
  throwIfRepeated(
    input.skus.map((s) => s.supplierSkuCode),
    (i) => `skus.${i}.supplierSkuCode`,
    'commodity.codeTaken',
  );
  if (input.skus.length > 1)
    throwIfRepeated(
      skus.map((s) => s.specTexts.join('\u001f')),
      (i) => `skus.${i}.specs`,
      'commodity.specsRepeated',
    );
  return { categoryId: category.id, topKey: category.topKey, brandId, skus };
}
