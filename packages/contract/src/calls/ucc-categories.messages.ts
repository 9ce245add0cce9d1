import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): the category tree, attribute groups, attributes and their values. */
export const uccCategoryMessages = {
  'category.tooDeep': {
    'zh-CN': '类目最多三级，末级类目下不能再添加子类目',
    'en-US': 'Categories have at most three levels: a last-level category takes no children',
  },
  'category.nameTaken': {
    'zh-CN': '同一上级类目下已有同名类目',
    'en-US': 'A category of this name already exists under the same parent',
  },
  'category.codesExhausted': {
    'zh-CN': '该上级类目下的子类目已满 99 个',
    'en-US': 'The parent category already has 99 children',
  },
  'category.parentDisabled': {
    'zh-CN': '上级类目已停用，请先启用上级类目',
    'en-US': 'The parent category is disabled: enable it first',
  },
  'category.hasChildren': {
    'zh-CN': '该类目下还有子类目，不能删除',
    'en-US': 'The category still has child categories and cannot be deleted',
  },
  'category.hasGoods': {
    'zh-CN': '该类目下还有商品，不能删除',
    'en-US': 'The category still holds goods and cannot be deleted',
  },
  'category.hasAttributes': {
    'zh-CN': '该类目还有属性，请先删除属性',
    'en-US': 'The category still has attributes: delete them first',
  },
  'category.hasFrontLinks': {
    'zh-CN': '该类目已关联前台类目，请先解除关联',
    'en-US': 'The category is linked to storefront categories: remove the links first',
  },
  'category.hasBrandLinks': {
    'zh-CN': '该类目已关联品牌，不能删除',
    'en-US': 'The category is linked to brands and cannot be deleted',
  },
  'category.hasSupplierLinks': {
    'zh-CN': '已有供应商经营该类目，不能删除',
    'en-US': 'Suppliers sell in this category: it cannot be deleted',
  },
  'category.onHomeFloor': {
    'zh-CN': '该类目是首页楼层，不能删除',
    'en-US': 'The category is a home page floor and cannot be deleted',
  },
  'attributeGroup.codeFormat': {
    'zh-CN': '编码以字母开头，只能包含字母、数字和下划线',
    'en-US': 'The code starts with a letter and holds only letters, digits and underscores',
  },
  'attributeGroup.codeTaken': { 'zh-CN': '属性组编码已存在', 'en-US': 'This group code is already used' },
  'attributeGroup.nameTaken': { 'zh-CN': '属性组名称已存在', 'en-US': 'This group name is already used' },
  'attributeGroup.inUse': {
    'zh-CN': '还有属性使用该属性组，不能删除',
    'en-US': 'Attributes still use this group: it cannot be deleted',
  },
  'attribute.notLeaf': {
    'zh-CN': '只有末级类目可以维护属性',
    'en-US': 'Only last-level categories have attributes',
  },
  'attribute.nameTaken': {
    'zh-CN': '该类目下已有同名属性',
    'en-US': 'The category already has an attribute of this name',
  },
  'attribute.inUse': {
    'zh-CN': '已有商品使用该属性，不能删除',
    'en-US': 'Goods hold this attribute: it cannot be deleted',
  },
  'attribute.variantInUse': {
    'zh-CN': '已有商品使用该属性，不能更改其是否为规格属性',
    'en-US': 'Goods hold this attribute: whether it is a spec attribute cannot change',
  },
  'attributeValue.taken': {
    'zh-CN': '该属性下已有相同的属性值',
    'en-US': 'The attribute already has this value',
  },
  'attributeValue.inUse': {
    'zh-CN': '已有商品使用该属性值，不能删除',
    'en-US': 'Goods hold this value: it cannot be deleted',
  },
  'attributeValue.renameInUse': {
    'zh-CN': '已有商品使用该属性值，不能修改内容（可调整排序）',
    'en-US': 'Goods hold this value: its text cannot change (its order can)',
  },
  'attributeValue.orderIncomplete': {
    'zh-CN': '排序须包含该属性的全部属性值且各一次',
    'en-US': "The order must name each of the attribute's values exactly once",
  },
} satisfies Catalogue;
