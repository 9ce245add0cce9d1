import { type Bilingual, bilingual } from '@procuremart/contract';

/** The goods file's columns, in order: the import template's and the goods exports' (so an export re-imports). */
export const GOODS_COLUMNS = [
  { field: 'productKey', title: bilingual('商品组', 'Product key'), width: 14 },
  { field: 'categoryCode', title: bilingual('类目编码', 'Category code'), width: 12 },
  { field: 'brandName', title: bilingual('品牌', 'Brand'), width: 16 },
  { field: 'spuName', title: bilingual('商品名称', 'Goods name'), width: 30 },
  { field: 'attributes', title: bilingual('属性', 'Attributes'), width: 30 },
  { field: 'description', title: bilingual('商品描述', 'Description'), width: 30 },
  { field: 'specs', title: bilingual('规格', 'Specs'), width: 20 },
  { field: 'model', title: bilingual('型号', 'Model'), width: 12 },
  { field: 'unit', title: bilingual('单位', 'Unit'), width: 8 },
  { field: 'salePrice', title: bilingual('销售价', 'Sale price'), width: 12 },
  { field: 'marketPrice', title: bilingual('市场价', 'Market price'), width: 12 },
  { field: 'taxRate', title: bilingual('税率(%)', 'Tax rate (%)'), width: 10 },
  { field: 'stock', title: bilingual('库存', 'Stock'), width: 10, type: 'number' },
  { field: 'supplierSkuCode', title: bilingual('商品编码', 'Goods code'), width: 20 },
] as const satisfies readonly { field: string; title: Bilingual; width: number; type?: 'number' }[];

export type GoodsField = (typeof GOODS_COLUMNS)[number]['field'];

/** The template's instructions sheet. */
export const GOODS_INSTRUCTIONS: readonly Bilingual[] = [
  bilingual(
    '每行一个 SKU；“商品组”相同的行是同一个商品（SPU），其类目编码、品牌、商品名称、属性和商品描述须相同。',
    'One row per SKU; rows with the same product key are one product (SPU) and must have the same category code, brand, goods name, attributes and description.',
  ),
  bilingual(
    '类目编码为末级类目的编码；品牌须为已获授权且在有效期内的品牌；属性写作“名称:值;名称:值”，须包含类目的全部属性；规格同样写法，填类目的规格属性。',
    'The category code is a leaf category’s code; the brand must be one you hold an authorisation in force for; attributes are written name:value;name:value and must cover every attribute of the category; specs the same way, for the category’s spec attributes.',
  ),
  bilingual(
    '单位填计量单位名称或编码；税率填百分数（如 13）；价格最多两位小数，市场价不低于销售价；商品编码在您的商品中唯一，已存在的编码不会被覆盖（改价、改库存请用价格文件和库存导入）。',
    'The unit is a unit’s name or code; the tax rate is a percent (e.g. 13); prices have at most two decimals and the market price is not below the sale price; goods codes are unique among your goods, and an existing code is refused, never overwritten (change prices and stock with the price file and stock imports).',
  ),
  bilingual(
    '表格中不能上传图片：导入的商品保存为草稿（不上架）。请在“上架申请”中编辑商品、上传主图后再提交上架申请。',
    'Pictures cannot come in a sheet: imported goods are saved as drafts (not on shelf). Edit them under Listing requests, upload the main picture, then submit the listing request.',
  ),
  bilingual(
    '某行有误时，该行所在的整个商品组都不导入，其他商品组照常导入；结果文件逐行说明原因。',
    'A row with an error keeps its whole product out; the other products are imported. The result file gives the reason row by row.',
  ),
];
