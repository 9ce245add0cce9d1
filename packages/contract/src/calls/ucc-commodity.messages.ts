import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): supplier listings, the listing audit and shelf control. */
export const uccCommodityMessages = {
  'commodity.notFound': { 'zh-CN': '商品不存在', 'en-US': 'The goods do not exist' },
  'commodity.pricePositive': { 'zh-CN': '销售价必须大于 0', 'en-US': 'The sale price must be above 0' },
  'commodity.marketBelowSale': {
    'zh-CN': '市场价不能低于销售价',
    'en-US': 'The market price cannot be below the sale price',
  },
  'commodity.codeFormat': {
    'zh-CN': '商品编码只能包含字母、数字、点、下划线和短横线',
    'en-US': 'The goods code may hold only letters, digits, dots, underscores and dashes',
  },
  'commodity.codeTaken': {
    'zh-CN': '该商品编码已被您的其他商品使用',
    'en-US': 'Another of your goods already uses this goods code',
  },
  'commodity.markupRefused': {
    'zh-CN': '商品描述只能是纯文本，不能包含 HTML 标签或脚本',
    'en-US': 'The description must be plain text, without HTML tags or scripts',
  },
  'commodity.pictureRequired': { 'zh-CN': '请上传商品主图', 'en-US': 'Upload the main picture' },
  'commodity.tooManyPictures': {
    'zh-CN': '商品图片最多 {{max}} 张',
    'en-US': 'At most {{max}} pictures per product',
  },
  'commodity.skuRequired': { 'zh-CN': '请至少添加一个 SKU', 'en-US': 'Add at least one SKU' },
  'commodity.notLeafCategory': {
    'zh-CN': '请选择启用的末级类目',
    'en-US': 'Choose an enabled lowest-level category',
  },
  'commodity.brandDisabled': {
    'zh-CN': '该品牌不存在或已停用',
    'en-US': 'The brand does not exist or is disabled',
  },
  'commodity.attributeRequired': {
    'zh-CN': '请填写属性「{{name}}」',
    'en-US': 'Fill in the attribute "{{name}}"',
  },
  'commodity.attributeUnknown': {
    'zh-CN': '属性或属性值不属于该类目',
    'en-US': 'The attribute or value does not belong to this category',
  },
  'commodity.specsRepeated': {
    'zh-CN': '两个 SKU 的规格完全相同',
    'en-US': 'Two SKUs have exactly the same specs',
  },
  'commodity.unitUnknown': { 'zh-CN': '请从计量单位中选择', 'en-US': 'Choose a unit from the unit list' },
  'commodity.taxRateUnknown': { 'zh-CN': '请从税率中选择', 'en-US': 'Choose a tax rate from the list' },
  'commodity.notEditable': {
    'zh-CN': '只有草稿和已下架的商品可以修改，请先下架',
    'en-US': 'Only drafts and goods off shelf can be edited; take it off shelf first',
  },
  'commodity.reasonRequired': { 'zh-CN': '请填写原因', 'en-US': 'Give the reason' },
  'commodity.auditLevelNotHeld': {
    'zh-CN': '您没有该级上架审核的权限',
    'en-US': 'You do not review listings at this level',
  },
  'commodity.reviewRequired': {
    'zh-CN': '商品上架需经运营审核',
    'en-US': 'Listing goods needs an operator review',
  },
  'commodity.reviewNotRequired': {
    'zh-CN': '上架审核已关闭，商品直接上架',
    'en-US': 'Listing review is off: goods go straight on shelf',
  },
} satisfies Catalogue;
