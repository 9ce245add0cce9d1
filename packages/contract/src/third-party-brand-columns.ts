import type { ThirdPartyBrand } from './calls/ucc-third-party-brands';
import { defineColumns, defineGlossary } from './list-columns';
import { bilingual } from './texts';

/** Third-party brands' field labels: filters, columns, form, the export's and the import template's headers. */
export const thirdPartyBrandGlossary = defineGlossary('thirdPartyBrand.field', {
  supplierId: bilingual('供应商', 'Supplier'),
  supplierCode: bilingual('供应商编码', 'Supplier code'),
  supplierName: bilingual('供应商', 'Supplier'),
  externalCode: bilingual('品牌编码', 'Brand code'),
  externalName: bilingual('品牌名称', 'Brand name'),
  brandId: bilingual('平台品牌', 'Platform brand'),
  brandName: bilingual('平台品牌', 'Platform brand'),
  mapped: bilingual('映射状态', 'Mapping'),
  keyword: bilingual('品牌编码/名称', 'Brand code/name'),
  status: bilingual('状态', 'Status'),
  updatedBy: bilingual('更新人', 'Updated by'),
  updatedAt: bilingual('更新时间', 'Updated at'),
});

/** The third-party brand machine's states (status.thirdPartyBrand.<state> on the web). */
export const thirdPartyBrandStatusLabels = {
  1: bilingual('已启用', 'Enabled'),
  0: bilingual('已停用', 'Disabled'),
} as const;

/**
 * The third-party brand list's columns: its page and its export. An unmapped brand's platform brand is blank
 * in the file, as the import template takes it, so an exported file can be imported again.
 */
export const thirdPartyBrandColumns = defineColumns<
  ThirdPartyBrand,
  keyof typeof thirdPartyBrandGlossary.labels
>(thirdPartyBrandGlossary, [
  { field: 'supplierCode', width: 14, hidden: true },
  { field: 'supplierName', width: 16 },
  { field: 'externalCode', sortField: 'externalCode', width: 18 },
  { field: 'externalName', sortField: 'externalName', width: 24 },
  { field: 'brandName', width: 24 },
  { field: 'status', width: 10, view: { kind: 'labels', labels: thirdPartyBrandStatusLabels } },
  { field: 'updatedBy', width: 16, hidden: true },
  { field: 'updatedAt', sortField: 'updatedAt', width: 20, view: { kind: 'datetime' } },
]);
