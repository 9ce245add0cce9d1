import {
  ErrorCode,
  queryThirdPartyBrandList,
  thirdPartyBrandColumns,
  thirdPartyBrandFileRow,
  thirdPartyBrandGlossary,
} from '@procuremart/contract';
import { and, eq, or } from 'drizzle-orm';
import { BusinessError } from '../../../platform/errors';
import { defineExport, defineImport } from '../../../platform/files/define-file-kinds';
import { idText } from '../../../platform/ids';
import { brands, suppliers } from '../tables';
import { thirdPartyBrandList } from './list';
import { createThirdPartyBrand } from './writes';

const permission = queryThirdPartyBrandList.permission ?? 'thirdPartyBrandList';
const header = thirdPartyBrandGlossary.labels;

export const thirdPartyBrandExport = defineExport({
  kind: 'thirdPartyBrand',
  audience: queryThirdPartyBrandList.audience,
  permission,
  filters: queryThirdPartyBrandList.input,
  list: thirdPartyBrandList,
  columns: { list: thirdPartyBrandColumns },
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
    { field: 'supplierCode', title: header.supplierCode, width: 14 },
    { field: 'externalCode', title: header.externalCode, width: 18 },
    { field: 'externalName', title: header.externalName, width: 24 },
    { field: 'brandName', title: header.brandName, width: 24 },
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
