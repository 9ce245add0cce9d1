import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The group fields' labels: its lists' columns and filters, forms and details. */
export const groupGlossary = defineGlossary('group.field', {
  groupCode: bilingual('分组编码', 'Group code'),
  groupName: bilingual('分组名称', 'Group name'),
  groupNameEn: bilingual('英文名称', 'English name'),
  keyword: bilingual('编码/名称', 'Code or name'),
  sortNo: bilingual('排序号', 'Sort no.'),
  enabled: bilingual('状态', 'Status'),
  homeFloor: bilingual('首页楼层', 'Home floor'),
  skuCount: bilingual('商品数', 'SKUs'),
  updatedAt: bilingual('更新时间', 'Updated at'),
  updatedBy: bilingual('更新人', 'Updated by'),
});

/** The skuPick fields' labels: its lists' columns and filters, forms and details. */
export const skuPickGlossary = defineGlossary('skuPick.field', {
  skuName: bilingual('商品名称', 'Name'),
  supplierSkuCode: bilingual('SKU编码', 'SKU code'),
  model: bilingual('型号', 'Model'),
  salePrice: bilingual('销售价', 'Sale price'),
  status: bilingual('状态', 'Status'),
  supplierName: bilingual('供应商', 'Supplier'),
});
