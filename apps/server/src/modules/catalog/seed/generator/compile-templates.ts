import { BRAND_DEFS } from './brands';
import { cumulativeWeights } from './prng';
import { SUPPLIER_DEFS } from './suppliers';
import { LEAF_TEMPLATES } from './templates';
import type { AttributeGroupCode, ProductKind } from './templates/types';
import { englishValue } from './templates/values-en';
import type {
  CatalogAttribute,
  CatalogAttributeValue,
  CatalogCategory,
  GoodsClassification,
  TopCategoryKey,
} from './types';

// Turns the templates into attribute records and the lookup tables the SKU generator draws from.

export const ATTRIBUTE_GROUP_IDS: Readonly<Record<AttributeGroupCode, number>> = {
  basic: 1,
  spec: 2,
  package: 3,
  service: 4,
};

export interface CompiledDim {
  attributeId: number;
  values: readonly string[];
  valueIds: readonly number[];
  factors: readonly number[];
  inName: boolean;
}

export interface CompiledKind {
  kind: ProductKind;
  dims: CompiledDim[];
  /** Indexes into BRAND_DEFS. */
  brandIndexes: number[];
  classification: GoodsClassification;
}

export interface CompiledLeaf {
  categoryId: number;
  categoryName: string;
  topKey: TopCategoryKey;
  weight: number;
  kinds: CompiledKind[];
  kindCumulative: number[];
  /** Indexes into SUPPLIER_DEFS of the suppliers selling this leaf, with their weights. */
  supplierIndexes: number[];
  supplierCumulative: number[];
}

export interface CompiledTemplates {
  leaves: CompiledLeaf[];
  attributes: CatalogAttribute[];
  attributeValues: CatalogAttributeValue[];
}

interface LeafAttribute {
  record: CatalogAttribute;
  group: AttributeGroupCode;
  valueIds: Map<string, number>;
}

export function compileTemplates(
  categories: readonly CatalogCategory[],
  leafIdByKey: ReadonlyMap<string, number>,
): CompiledTemplates {
  const attributes: CatalogAttribute[] = [];
  const attributeValues: CatalogAttributeValue[] = [];
  const leaves = LEAF_TEMPLATES.map((template): CompiledLeaf => {
    const categoryId = leafIdByKey.get(template.leaf);
    if (categoryId === undefined) throw new Error(`template for unknown leaf category ${template.leaf}`);
    const category = categories[categoryId - 1];
    const byName = new Map<string, LeafAttribute>();

    const attributeFor = (name: string, nameEn: string, group: AttributeGroupCode): LeafAttribute => {
      const known = byName.get(name);
      if (known) {
        if (known.group !== group || known.record.nameEn !== nameEn) {
          throw new Error(`attribute ${name} of ${template.leaf} is declared two ways`);
        }
        return known;
      }
      const record: CatalogAttribute = {
        id: attributes.length + 1,
        categoryId,
        groupId: ATTRIBUTE_GROUP_IDS[group],
        name,
        nameEn,
        sortNo: (byName.size + 1) * 10,
        isVariant: false,
      };
      attributes.push(record);
      const entry = { record, group, valueIds: new Map<string, number>() };
      byName.set(name, entry);
      return entry;
    };

    const valueIdFor = (attribute: LeafAttribute, value: string): number => {
      const known = attribute.valueIds.get(value);
      if (known !== undefined) return known;
      const id = attributeValues.length + 1;
      attributeValues.push({
        id,
        attributeId: attribute.record.id,
        value,
        valueEn: englishValue(value) ?? value,
        sortNo: (attribute.valueIds.size + 1) * 10,
      });
      attribute.valueIds.set(value, id);
      return id;
    };

    const leafBrands = BRAND_DEFS.flatMap((brand, index) =>
      brand.leaves.includes(template.leaf) ? [index] : [],
    );
    const kinds = template.kinds.map((kind): CompiledKind => {
      if (kind.variantDim < 0 || kind.variantDim >= kind.dims.length) {
        throw new Error(`${kind.name}: variantDim out of range`);
      }
      const dims = kind.dims.map((spec, index): CompiledDim => {
        if (spec.factors && spec.factors.length !== spec.values.length) {
          throw new Error(
            `${kind.name}: ${spec.name} has ${spec.values.length} values but ${spec.factors.length} factors`,
          );
        }
        const attribute = attributeFor(spec.name, spec.nameEn, spec.group);
        if (index === kind.variantDim) attribute.record.isVariant = true;
        return {
          attributeId: attribute.record.id,
          values: spec.values,
          valueIds: spec.values.map((value) => valueIdFor(attribute, value)),
          factors: spec.factors ?? spec.values.map(() => 1),
          inName: spec.inName !== false,
        };
      });
      const brandIndexes = kind.brands
        ? leafBrands.filter((index) => kind.brands?.includes(BRAND_DEFS[index].code))
        : leafBrands;
      const unknown = kind.brands?.filter(
        (code) => !brandIndexes.some((index) => BRAND_DEFS[index].code === code),
      );
      if (brandIndexes.length === 0 || (unknown && unknown.length > 0)) {
        throw new Error(
          `${kind.name}: brands not tied to ${template.leaf}: ${unknown?.join(', ') || 'none left'}`,
        );
      }
      return { kind, dims, brandIndexes, classification: kind.classification ?? 'wz' };
    });

    const supplierIndexes = SUPPLIER_DEFS.flatMap((supplier, index) =>
      supplier.leaves.includes(template.leaf) ? [index] : [],
    );
    if (supplierIndexes.length === 0) throw new Error(`no supplier sells ${template.leaf}`);
    return {
      categoryId,
      categoryName: category.name,
      topKey: category.topKey,
      weight: template.weight,
      kinds,
      kindCumulative: cumulativeWeights(template.kinds.map((kind) => kind.weight ?? 1)),
      supplierIndexes,
      supplierCumulative: cumulativeWeights(supplierIndexes.map((index) => SUPPLIER_DEFS[index].weight)),
    };
  });

  const templated = new Set(LEAF_TEMPLATES.map((template) => template.leaf));
  for (const key of leafIdByKey.keys()) {
    if (!templated.has(key)) throw new Error(`leaf category ${key} has no product template`);
  }
  return { leaves, attributes, attributeValues };
}
