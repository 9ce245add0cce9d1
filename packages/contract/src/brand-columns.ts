import type { Brand } from './calls/ucc-brands';
import { defineColumns, defineGlossary } from './list-columns';
import { bilingual } from './texts';

/** The brand fields' labels (brand management's columns, filters, form and detail, the export's headers). */
export const brandGlossary = defineGlossary('brand.field', {
  brandId: bilingual('品牌编号', 'Brand ID'),
  brandName: bilingual('品牌名称', 'Brand name'),
  brandNameEn: bilingual('英文名称', 'English name'),
  description: bilingual('品牌描述', 'Description'),
  sortNo: bilingual('排序号', 'Sort no.'),
  logo: bilingual('品牌标志', 'Logo'),
  status: bilingual('状态', 'Status'),
  createdAt: bilingual('创建时间', 'Created at'),
  updatedAt: bilingual('更新时间', 'Updated at'),
  updatedBy: bilingual('更新人', 'Updated by'),
});

/** Brand management's list columns: its page and its export. */
export const brandListColumns = defineColumns<Brand, keyof typeof brandGlossary.labels>(brandGlossary, [
  { field: 'brandName', sortField: 'brandName', width: 24 },
  { field: 'brandNameEn', width: 24 },
  { field: 'sortNo', sortField: 'sortNo', width: 10, view: { kind: 'count' } },
  { field: 'status', width: 10, view: { kind: 'dict', code: 'BRAND_STATUS' } },
  { field: 'description', width: 40, hidden: true },
  { field: 'createdAt', sortField: 'createdAt', width: 20, hidden: true, view: { kind: 'datetime' } },
  { field: 'updatedAt', sortField: 'updatedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'updatedBy', width: 16 },
]);
