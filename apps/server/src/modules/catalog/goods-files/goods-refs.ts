import { parseAttributeText } from '@procuremart/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { fieldError } from '../../../platform/errors';
import { idText } from '../../../platform/ids';
import { dictionaryItems } from '../../config/shared-tables';
import { attributes, attributeValues, brands, categories } from '../tables';

// The goods file names things as people do (a category code, a brand name, attribute names and value texts,
// a unit label); these turn them into the ids ucc_saveSpu takes, refusing what does not exist by its cell.

export async function categoryIdOf(tx: Tx, code: string): Promise<string> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.code, code));
  if (!category) throw fieldError('goodsFile.categoryUnknown', '0.categoryCode', { code });
  return idText(category.id);
}

/** A brand by its Chinese or English name (enabled or not: saveSpu's rules judge that). */
export async function brandIdOf(tx: Tx, name: string): Promise<string> {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.brandName, name), eq(brands.brandNameEn, name)))
    .limit(1);
  if (!brand) throw fieldError('goodsFile.brandUnknown', '0.brandName', { name });
  return idText(brand.id);
}

interface NamedAttribute {
  id: number;
  names: string[];
  isVariant: boolean;
  values: { id: number; value: string }[];
}

/** The category's attributes by name, with their values: reads `name:value;…` cells into choices. */
export async function attributeReader(tx: Tx, categoryId: string) {
  const rows = await tx
    .select({
      id: attributes.id,
      name: attributes.name,
      nameEn: attributes.nameEn,
      isVariant: attributes.isVariant,
    })
    .from(attributes)
    .where(eq(attributes.categoryId, Number(categoryId)));
  const values = rows.length
    ? await tx
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
        )
    : [];
  const all: NamedAttribute[] = rows.map((r) => ({
    id: r.id,
    names: [r.name, r.nameEn].filter((n) => n !== ''),
    isVariant: r.isVariant,
    values: values.filter((v) => v.attributeId === r.id),
  }));
  /** The choices of one cell; `field` is the cell's `<row index>.<column>` for a refusal. */
  return (text: string | undefined, variant: boolean, field: string) =>
    (parseAttributeText(text ?? '') ?? []).map(({ name, value }) => {
      const attribute = all.find((a) => a.names.includes(name));
      if (!attribute) throw fieldError('goodsFile.attributeUnknown', field, { name });
      if (attribute.isVariant !== variant)
        throw fieldError(variant ? 'goodsFile.notSpec' : 'goodsFile.notShared', field, { name });
      const chosen = attribute.values.find((v) => v.value === value);
      if (!chosen) throw fieldError('goodsFile.valueUnknown', field, { name, value });
      return { attributeId: idText(attribute.id), valueId: idText(chosen.id) };
    });
}

/** Unit cells by label or code → the UNIT dictionary's code (an unknown one is left for saveSpu to refuse). */
export async function unitCodeReader(tx: Tx) {
  const rows = await tx
    .select({ code: dictionaryItems.code, label: dictionaryItems.label })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictCode, 'UNIT'), eq(dictionaryItems.status, 1)));
  return (text: string) => rows.find((r) => r.code === text || r.label === text)?.code ?? text;
}
