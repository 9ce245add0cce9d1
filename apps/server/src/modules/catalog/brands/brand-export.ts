import { brandListColumns, queryBrandList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { brandList } from './brand-list';

/** Brand management's export: the brand list as filtered and sorted on the page, with its columns. */
export const brandExport = defineExport({
  kind: 'brand',
  audience: queryBrandList.audience,
  permission: queryBrandList.permission ?? 'brandManage',
  filters: queryBrandList.input,
  list: brandList,
  columns: { list: brandListColumns },
});
