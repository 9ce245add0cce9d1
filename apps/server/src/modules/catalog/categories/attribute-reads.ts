import type { CallOutput, queryCategoryAttributes } from '@procuremart/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { throwIfNotFound } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { attributeGroups, attributes, attributeValues, categories } from '../tables';
import { categoryUsage } from './attribute-usage';
import { categoryPath } from './category-rows';

type Answer = CallOutput<typeof queryCategoryAttributes>;

/** A category's attributes in group order, each with its values in their order and whether goods hold them. */
export async function loadCategoryAttributes(db: Db, input: { categoryId: string }): Promise<Answer> {
  const categoryId = parseId(input.categoryId);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  throwIfNotFound(category);
  const [rows, usage, path] = await Promise.all([
    db
      .select({ attribute: attributes, group: attributeGroups })
      .from(attributes)
      .innerJoin(attributeGroups, eq(attributeGroups.id, attributes.groupId))
      .where(eq(attributes.categoryId, categoryId))
      .orderBy(
        asc(attributeGroups.sortNo),
        asc(attributeGroups.id),
        asc(attributes.sortNo),
        asc(attributes.id),
      ),
    categoryUsage(db, categoryId),
    categoryPath(db, categoryId),
  ]);
  const values =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(attributeValues)
          .where(
            inArray(
              attributeValues.attributeId,
              rows.map((r) => r.attribute.id),
            ),
          )
          .orderBy(asc(attributeValues.sortNo), asc(attributeValues.id));
  return {
    categoryId: input.categoryId,
    path,
    attributes: rows.map(({ attribute, group }) => ({
      attributeId: idText(attribute.id),
      categoryId: idText(attribute.categoryId),
      groupId: idText(group.id),
      groupName: group.name,
      groupNameEn: group.nameEn,
      name: attribute.name,
      nameEn: attribute.nameEn,
      sortNo: attribute.sortNo,
      isVariant: attribute.isVariant,
      required: attribute.required,
      inUse: usage.attributes.has(attribute.id),
      values: values
        .filter((v) => v.attributeId === attribute.id)
        .map((v) => ({
          valueId: idText(v.id),
          value: v.value,
          valueEn: v.valueEn,
          sortNo: v.sortNo,
          inUse: usage.values.has(v.id),
        })),
    })),
  };
}
