import {
  bilingual,
  defineColumns,
  defineGlossary,
  ErrorCode,
  queryThirdPartyBrandList,
  type ThirdPartyBrand,
  thirdPartyBrandFileRow,
} from '@procuremart/contract';
import { and, eq, or } from 'drizzle-orm';
import { BusinessError } from '../../../platform/errors';
import { defineExport, defineImport } from '../../../platform/files/define-file-kinds';
import { idText } from '../../../platform/ids';
import { brands, suppliers } from '../tables';
import { thirdPartyBrandList } from './list';
import { createThirdPartyBrand } from './writes';

const permission = queryThirdPartyBrandList.permission ?? 'thirdPartyBrandList';
const statusText = { 1: bilingual('启用', 'Enabled'), 0: bilingual('停用', 'Disabled') } as const;
const labels = defineGlossary('thirdPartyBrand.field', {
  supplierCode: bilingual('供应商编码', 'Supplier code'),
  supplierName: bilingual('供应商', 'Supplier'),
  externalCode: bilingual('品牌编码', 'Brand code'),
  externalName: bilingual('品牌名称', 'Brand name'),
  brandName: bilingual('平台品牌', 'Platform brand'),
  status: bilingual('状态', 'Status'),
});

export const thirdPartyBrandExport = defineExport({
  kind: 'thirdPartyBrand',
  audience: queryThirdPartyBrandList.audience,
  permission,
  filters: queryThirdPartyBrandList.input,
  list: thirdPartyBrandList,
  columns: {
    list: defineColumns<ThirdPartyBrand, keyof typeof labels.labels>(labels, [
      { field: 'supplierCode', width: 14 },
      { field: 'supplierName', width: 16 },
      { field: 'externalCode', width: 18 },
      { field: 'externalName', width: 24 },
      { field: 'brandName', width: 24 },
      { field: 'status', width: 10, view: { kind: 'labels', labels: statusText } },
    ]),
  },
});

/**
 * A supplier's brand list: supplier code (jd, ...) or number, brand code and name, optionally the platform
 * brand's exact name to map to. All rows or none; every refused row says why.
 */
export const thirdPartyBrandImport = defineImport({
  kind: 'thirdPartyBrand',
  audience: queryThirdPartyBrandList.audience,
  permission,
  columns: [
    { field: 'supplierCode', title: bilingual('供应商编码', 'Supplier code'), width: 14 },
    { field: 'externalCode', title: bilingual('品牌编码', 'Brand code'), width: 18 },
    { field: 'externalName', title: bilingual('品牌名称', 'Brand name'), width: 24 },
    { field: 'brandName', title: bilingual('平台品牌', 'Platform brand'), width: 24 },
  ],
  row: thirdPartyBrandFileRow,
  write: async (tx, actor, row) => {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(or(eq(suppliers.supplierCode, row.supplierCode), eq(suppliers.supplierNo, row.supplierCode)));
    if (!supplier)
      throw new BusinessError(ErrorCode.business, 'thirdPartyBrand.supplierCodeNotFound', {
        code: row.supplierCode,
      });
    let brandId: string | null = null;
    if (row.brandName) {
      const [brand] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.brandName, row.brandName), eq(brands.status, 1)));
      if (!brand)
        throw new BusinessError(ErrorCode.business, 'thirdPartyBrand.brandNameNotFound', {
          name: row.brandName,
        });
      brandId = idText(brand.id);
    }
    return createThirdPartyBrand(tx, actor, {
      supplierId: idText(supplier.id),
      externalCode: row.externalCode,
      externalName: row.externalName,
      brandId,
    });
  },
});
