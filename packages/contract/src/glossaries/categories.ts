import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The category fields' labels: its lists' columns and filters, forms and details. */
export const categoryGlossary = defineGlossary('category.field', {
  name: bilingual('类目名称', 'Category name'),
  nameEn: bilingual('英文名称', 'English name'),
  code: bilingual('类目编码', 'Code'),
  level: bilingual('级别', 'Level'),
  sortNo: bilingual('排序号', 'Sort number'),
  status: bilingual('状态', 'Status'),
  goodsCount: bilingual('商品数', 'Goods'),
  attributeCount: bilingual('属性数', 'Attributes'),
  actions: bilingual('操作', 'Actions'),
});

/** The attributeGroup fields' labels: its lists' columns and filters, forms and details. */
export const attributeGroupGlossary = defineGlossary('attributeGroup.field', {
  name: bilingual('属性组名称', 'Group name'),
  code: bilingual('编码', 'Code'),
  nameEn: bilingual('英文名称', 'English name'),
  sortNo: bilingual('排序号', 'Sort number'),
  attributeCount: bilingual('属性数', 'Attributes'),
});

/** The attribute fields' labels: its lists' columns and filters, forms and details. */
export const attributeGlossary = defineGlossary('attribute.field', {
  name: bilingual('属性名称', 'Attribute name'),
  nameEn: bilingual('英文名称', 'English name'),
  groupId: bilingual('属性组', 'Attribute group'),
  sortNo: bilingual('排序号', 'Sort number'),
  isVariant: bilingual('规格属性', 'Spec attribute'),
  required: bilingual('必填', 'Required'),
  values: bilingual('属性值', 'Values'),
  inUse: bilingual('商品使用', 'Held by goods'),
  actions: bilingual('操作', 'Actions'),
});
