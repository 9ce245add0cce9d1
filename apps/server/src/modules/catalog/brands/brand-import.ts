import { bilingual, createBrand, queryBrandList } from '@procuremart/contract';
import { defineImport } from '../../../platform/files/define-file-kinds';
import * as writes from './brand-writes';

/** Brand import: one brand per row, checked with createBrand's own rules; all or nothing per file. */
export const brandImport = defineImport({
  kind: 'brand',
  audience: queryBrandList.audience,
  permission: queryBrandList.permission ?? 'brandManage',
  columns: [
    { field: 'brandName', title: bilingual('品牌名称', 'Brand name'), width: 24 },
    { field: 'brandNameEn', title: bilingual('英文名称', 'English name'), width: 24 },
    { field: 'description', title: bilingual('描述', 'Description'), width: 40 },
    { field: 'sortNo', title: bilingual('排序', 'Sort no.'), width: 10, type: 'number' },
  ],
  row: createBrand.input,
  uniqueField: 'brandName',
  write: (tx, actor, row) => writes.createBrand(tx, actor, row),
});
