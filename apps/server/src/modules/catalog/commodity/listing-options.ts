import type { CallOutput, getListingOptions } from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idText, parseId } from '../../../platform/ids';
import { attributes, attributeValues, brands, categories } from '../tables';

type Options = CallOutput<typeof getListingOptions>;

async function leafCategories(db: Db): Promise<Options['categories']> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameEn: categories.nameEn,
      parentId: categories.parentId,
      isLeaf: categories.isLeaf,
    })
    .from(categories)
    .where(eq(categories.status, 1))
    .orderBy(asc(categories.code));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number | null, english = false): string[] => {
    const node = id === null ? undefined : byId.get(id);
    if (!node) return [];
    return [...pathOf(node.parentId, english), (english && node.nameEn.trim()) || node.name];
  };
  return rows
    .filter((r) => r.isLeaf)
    .map((r) => ({
      categoryId: idText(r.id),
      path: pathOf(r.id).join(' / '),
      pathEn: pathOf(r.id, true).join(' / '),
    }));
}

async function categoryAttributes(db: Db, categoryId: number): Promise<Options['attributes']> {
  const attrs = await db
    .select({
      id: attributes.id,
      name: attributes.name,
      nameEn: attributes.nameEn,
      isVariant: attributes.isVariant,
      required: attributes.required,
    })
    .from(attributes)
    .where(eq(attributes.categoryId, categoryId))
    .orderBy(asc(attributes.sortNo), asc(attributes.id));
  if (attrs.length === 0) return [];
  const values = await db
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
      valueEn: attributeValues.valueEn,
    })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        attrs.map((a) => a.id),
      ),
    )
    .orderBy(asc(attributeValues.sortNo), asc(attributeValues.id));
  return attrs.map((a) => ({
    attributeId: idText(a.id),
    name: a.name,
    nameEn: a.nameEn,
    isVariant: a.isVariant,
    required: a.isVariant || a.required,
    values: values
      .filter((v) => v.attributeId === a.id)
      .map((v) => ({ valueId: idText(v.id), value: v.value, valueEn: v.valueEn })),
  }));
}

/** The goods form's choices: leaf categories, enabled brands and the chosen category's attributes. */
export async function loadListingOptions(db: Db, input: { categoryId?: string }): Promise<Options> {
  const [leaves, brandRows, attrs] = await Promise.all([
    leafCategories(db),
    db
      .select({ id: brands.id, name: brands.brandName, nameEn: brands.brandNameEn })
      .from(brands)
      .where(and(eq(brands.status, 1)))
      .orderBy(asc(brands.sortNo), asc(brands.brandName)),
    input.categoryId ? categoryAttributes(db, parseId(input.categoryId)) : Promise.resolve([]),
  ]);
  return {
    categories: leaves,
    brands: brandRows.map((b) => ({ brandId: idText(b.id), brandName: b.name, brandNameEn: b.nameEn })),
    attributes: attrs,
  };
}
