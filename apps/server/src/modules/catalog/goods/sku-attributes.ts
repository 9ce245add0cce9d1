import type { CallOutput, getSkuDetail } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { skus } from '../tables';

// The parts of a SKU detail that are lists, as JSON subqueries of the one detail statement (one round
// trip, one cached plan): attribute values in group order, variants of the SPU, the category path.

type SkuDetail = CallOutput<typeof getSkuDetail>;
type AttributeGroup = SkuDetail['attributeGroups'][number];

export interface AttributeValueJson {
  groupId: number;
  groupName: string;
  groupNameEn: string;
  name: string;
  nameEn: string;
  value: string;
}

export interface VariantJson {
  skuId: string;
  status: number;
  model: string;
  label: string | null;
}

export interface CategoryJson {
  categoryId: string;
  name: string;
  nameEn: string;
}

export const attributeValuesJson = sql<AttributeValueJson[]>`(
  select coalesce(json_agg(json_build_object('groupId', g.id, 'groupName', g.name, 'groupNameEn', g.name_en,
           'name', a.name, 'nameEn', a.name_en, 'value', v.value)
         order by g.sort_no, g.id, a.sort_no, a.id), '[]')
    from sku_attribute_values sav
    join attributes a on a.id = sav.attribute_id
    join attribute_groups g on g.id = a.group_id
    join attribute_values v on v.id = sav.value_id
   where sav.sku_id = ${skus.id})`;

/** The SKUs of the same SPU in the same shop, labelled by their variant attribute values. */
export const variantsJson = sql<VariantJson[]>`(
  select json_agg(json_build_object('skuId', o.id::text, 'status', o.status, 'model', o.model,
           'label', (select string_agg(v.value, ' ' order by a.sort_no, a.id)
                       from sku_attribute_values sav
                       join attributes a on a.id = sav.attribute_id and a.is_variant
                       join attribute_values v on v.id = sav.value_id
                      where sav.sku_id = o.id))
         order by o.id)
    from skus o
   where o.spu_id = ${skus.spuId} and o.shop_id = ${skus.shopId})`;

/** Top, middle and leaf category of the SKU (goods sit in leaf categories, three levels down). */
export const categoryPathJson = sql<CategoryJson[]>`(
  select coalesce(json_agg(json_build_object('categoryId', c.id::text, 'name', c.name, 'nameEn', c.name_en)
         order by c.level), '[]')
    from categories leaf
    left join categories mid on mid.id = leaf.parent_id
    join categories c on c.id in (leaf.id, mid.id, mid.parent_id)
   where leaf.id = ${skus.categoryId})`;

/** Consecutive values of one group become one group of the attribute table. */
export function groupAttributes(values: AttributeValueJson[]): AttributeGroup[] {
  const groups: (AttributeGroup & { id: number })[] = [];
  for (const row of values) {
    let group = groups[groups.length - 1];
    if (!group || group.id !== row.groupId) {
      group = { id: row.groupId, groupName: row.groupName, groupNameEn: row.groupNameEn, attributes: [] };
      groups.push(group);
    }
    group.attributes.push({ name: row.name, nameEn: row.nameEn, value: row.value });
  }
  return groups.map(({ id: _id, ...group }) => group);
}
