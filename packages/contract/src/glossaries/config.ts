import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The dict fields' labels: its lists' columns and filters, forms and details. */
export const dictGlossary = defineGlossary('dict.field', {
  dictCode: bilingual('字典编码', 'Dictionary code'),
  name: bilingual('字典名称', 'Dictionary name'),
  keyword: bilingual('编码或名称', 'Code or name'),
  open: bilingual('类型', 'Kind'),
  itemCount: bilingual('字典项数', 'Items'),
  updatedAt: bilingual('更新时间', 'Updated'),
  code: bilingual('编码', 'Code'),
  label: bilingual('中文名称', 'Chinese label'),
  labelEn: bilingual('英文名称', 'English label'),
  sortNo: bilingual('排序', 'Sort order'),
  status: bilingual('状态', 'Status'),
  builtIn: bilingual('来源', 'Source'),
  updatedBy: bilingual('更新人', 'Updated by'),
});

/** The param fields' labels: its lists' columns and filters, forms and details. */
export const paramGlossary = defineGlossary('param.field', {
  label: bilingual('参数', 'Parameter'),
  value: bilingual('当前值', 'Current value'),
  defaultValue: bilingual('默认值', 'Default'),
  overrides: bilingual('单位设置', 'Per organisation'),
  updatedAt: bilingual('更新时间', 'Updated'),
  updatedBy: bilingual('更新人', 'Updated by'),
  org: bilingual('采购单位', 'Purchasing organisation'),
  changedAt: bilingual('修改时间', 'Changed'),
  oldValue: bilingual('原值', 'Old value'),
  newValue: bilingual('新值', 'New value'),
  username: bilingual('修改人', 'Changed by'),
  target: bilingual('对象', 'Applies to'),
});
