import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The visibility fields' labels: its lists' columns and filters, forms and details. */
export const visibilityGlossary = defineGlossary('visibility.field', {
  keyword: bilingual('编码/名称', 'Code/name'),
  code: bilingual('编码', 'Code'),
  name: bilingual('名称', 'Name'),
  nameEn: bilingual('英文名称', 'English name'),
  description: bilingual('描述', 'Description'),
  skuCount: bilingual('商品数', 'Goods'),
  orgCount: bilingual('授权单位数', 'Organisations'),
  skuId: bilingual('商品编号', 'SKU ID'),
  skuName: bilingual('商品名称', 'Goods name'),
  supplierSkuCode: bilingual('商品编码', 'Goods code'),
  supplierName: bilingual('供应商', 'Supplier'),
  price: bilingual('销售价', 'Sale price'),
  onShelf: bilingual('上架状态', 'Shelf'),
  orgName: bilingual('采购单位', 'Purchasing organisation'),
  channels: bilingual('限定渠道', 'Limited to channels'),
  pools: bilingual('限定商品池', 'Limited to pools'),
});
