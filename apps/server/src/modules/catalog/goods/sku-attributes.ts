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
  valueEn: string;
}

export interface VariantJson {
  skuId: string;
  status: number;
  model: string;
  label: string | null;
  labelEn: string | null;
}

export interface CategoryJson {
  categoryId: string;
  name: string;
  nameEn: string;
}

export const attributeValuesJson = sql<AttributeValueJson[]>`(
  select coalesce(json_agg(json_build_object('groupId', g.id, 'groupName', g.name, 'groupNameEn', g.name_en,
           'name', a.name, 'nameEn', a.name_en, 'value', v.value, 'valueEn', v.value_en)
         order by g.sort_no, g.id, a.sort_no, a.id), '[]')
    from sku_attribute_values sav
    join attributes a on a.id = sav.attribute_id
    join attribute_groups g on g.id = a.group_id
    join attribute_values v on v.id = sav.value_id
   where sav.sku_id = ${skus.id})`;

/** The SKUs of the same SPU in the same shop, labelled by their variant attribute values (in both languages). */
export const variantsJson = sql<VariantJson[]>`(
  select json_agg(json_build_object('skuId', o.id::text, 'status', o.status, 'model', o.model,
           'label', spec.label, 'labelEn', spec.label_en)
         order by o.id)
    from skus o
    left join lateral (
      select string_agg(v.value, ' ' order by a.sort_no, a.id) as label,
             string_agg(coalesce(nullif(v.value_en, ''), v.value), ' ' order by a.sort_no, a.id) as label_en
        from sku_attribute_values sav
        join attributes a on a.id = sav.attribute_id and a.is_variant
        join attribute_values v on v.id = sav.value_id
       where sav.sku_id = o.id) spec on true
   where o.spu_id = ${skus.spuId} and o.shop_id = ${skus.shopId})`;

/** Top, middle and leaf category of the SKU (goods sit in leaf categories, three levels down). */
export const categoryPathJson = sql<CategoryJson[]>`(
  select coalesce(json_agg(json_build_object('categoryId', c.id::text, 'name', c.name, 'nameEn', c.name_en)
         order by c.level), '[]')
    from categories leaf
    left join categories mid on mid.id = leaf.parent_id
    join categories c on c.id in (leaf.id, mid.id, mid.parent_id)
   where leaf.id = ${skus.categoryId})`;

/**
 * The storefront navigation path (top to level 3) of the SKU's category: the shown navigation entry linked to
 * its leaf, else to its middle or top category, first in navigation order; [] when none lists it.
 */
export const frontCategoryPathJson = sql<CategoryJson[]>`(
  select coalesce(json_agg(json_build_object('categoryId', f.id::text, 'name', f.name, 'nameEn', f.name_en)
         order by f.level), '[]')
    from (select fl.id from front_category_links l
            join front_categories fl on fl.id = l.front_category_id and fl.status = 1
            join categories leaf on leaf.id = ${skus.categoryId}
            left join categories mid on mid.id = leaf.parent_id
           where l.category_id in (leaf.id, mid.id, mid.parent_id)
           order by l.category_id = leaf.id desc, l.category_id = mid.id desc, fl.sort_no, fl.id
           limit 1) pick
    join front_categories f3 on f3.id = pick.id
    left join front_categories f2 on f2.id = f3.parent_id
    join front_categories f on f.id in (f3.id, f2.id, f2.parent_id) and f.status = 1)`;

/** Consecutive values of one group become one group of the attribute table. */
export function groupAttributes(values: AttributeValueJson[]): AttributeGroup[] {
  const groups: (AttributeGroup & { id: number })[] = [];
  for (const row of values) {
    let group = groups[groups.length - 1];
    if (!group || group.id !== row.groupId) {
      group = { id: row.groupId, groupName: row.groupName, groupNameEn: row.groupNameEn, attributes: [] };
      groups.push(group);
    }
    group.attributes.push({ name: row.name, nameEn: row.nameEn, value: row.value, valueEn: row.valueEn });
  }
  return groups.map(({ id: _id, ...group }) => group);
}
