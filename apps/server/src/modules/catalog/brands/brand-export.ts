import { bilingual, queryBrandList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { brandList } from './brand-list';

const statusText = { 1: bilingual('启用', 'Enabled'), 0: bilingual('停用', 'Disabled') } as const;
const dateTime = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** Brand management's export: the brand list as filtered and sorted on the page. */
export const brandExport = defineExport({
  kind: 'brand',
  audience: queryBrandList.audience,
  permission: queryBrandList.permission ?? 'brandManage',
  filters: queryBrandList.input,
  list: brandList,
  columns: [
    { title: bilingual('品牌名称', 'Brand name'), width: 24, value: (b) => b.brandName },
    { title: bilingual('英文名称', 'English name'), width: 24, value: (b) => b.brandNameEn },
    { title: bilingual('排序', 'Sort no.'), width: 10, value: (b) => b.sortNo },
    {
      title: bilingual('状态', 'Status'),
      width: 10,
      value: (b, locale) => statusText[b.status as 0 | 1]?.[locale] ?? String(b.status),
    },
    { title: bilingual('描述', 'Description'), width: 40, value: (b) => b.description },
    { title: bilingual('更新人', 'Updated by'), width: 16, value: (b) => b.updatedBy ?? '' },
    { title: bilingual('更新时间', 'Updated at'), width: 20, value: (b) => dateTime(b.updatedAt) },
  ],
});
