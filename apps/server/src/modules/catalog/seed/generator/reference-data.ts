import { buildBrands } from './brands';
import { buildCategories } from './categories';
import { CHANNELS, POOLS } from './channels-pools';
import { type CompiledLeaf, compileTemplates } from './compile-templates';
import { buildFrontCategories } from './front-categories';
import { buildSuppliers } from './suppliers';
import type { CatalogAttributeGroup, CatalogReference } from './types';

const ATTRIBUTE_GROUPS: readonly CatalogAttributeGroup[] = [
  { id: 1, code: 'basic', name: '基本参数', nameEn: 'Basic', sortNo: 10 },
  { id: 2, code: 'spec', name: '规格参数', nameEn: 'Specifications', sortNo: 20 },
  { id: 3, code: 'package', name: '包装参数', nameEn: 'Packaging', sortNo: 30 },
  { id: 4, code: 'service', name: '服务参数', nameEn: 'Service', sortNo: 40 },
];

export interface CatalogPlan {
  reference: CatalogReference;
  leaves: CompiledLeaf[];
}

/** The reference data is the same for every seed: ids stay stable between demo and benchmark catalogues. */
export function buildCatalogPlan(): CatalogPlan {
  const { categories, leafIdByKey } = buildCategories();
  const { suppliers, shops } = buildSuppliers(leafIdByKey);
  const { leaves, attributes, attributeValues } = compileTemplates(categories, leafIdByKey);
  return {
    reference: {
      categories,
      frontCategories: buildFrontCategories(leafIdByKey),
      brands: buildBrands(leafIdByKey),
      suppliers,
      shops,
      attributeGroups: ATTRIBUTE_GROUPS.map((group) => ({ ...group })),
      attributes,
      attributeValues,
      channels: CHANNELS.map((channel) => ({ ...channel })),
      pools: POOLS.map((pool) => ({ ...pool })),
    },
    leaves,
  };
}
