import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): the goods file (bulk goods import). */
export const uccGoodsFileMessages = {
  'goodsFile.attributeFormat': {
    'zh-CN': '请按“名称:值;名称:值”填写',
    'en-US': 'Write it as name:value;name:value',
  },
  'goodsFile.categoryUnknown': {
    'zh-CN': '类目编码 {{code}} 不存在',
    'en-US': 'There is no category with the code {{code}}',
  },
  'goodsFile.brandUnknown': {
    'zh-CN': '品牌“{{name}}”不存在',
    'en-US': 'There is no brand named "{{name}}"',
  },
  'goodsFile.attributeUnknown': {
    'zh-CN': '该类目没有属性“{{name}}”',
    'en-US': 'The category has no attribute "{{name}}"',
  },
  'goodsFile.valueUnknown': {
    'zh-CN': '属性“{{name}}”没有值“{{value}}”',
    'en-US': 'The attribute "{{name}}" has no value "{{value}}"',
  },
  'goodsFile.notSpec': {
    'zh-CN': '“{{name}}”不是规格属性，请填在属性列',
    'en-US': '"{{name}}" is not a spec attribute; put it in the attributes column',
  },
  'goodsFile.notShared': {
    'zh-CN': '“{{name}}”是规格属性，请填在规格列',
    'en-US': '"{{name}}" is a spec attribute; put it in the specs column',
  },
  'goodsFile.groupDiffers': {
    'zh-CN': '同一商品组的各行须相同（与第 {{row}} 行不同）',
    'en-US': 'Must be the same on every row of the product (differs from row {{row}})',
  },
  'goodsFile.tooManySkus': {
    'zh-CN': '一个商品组最多 {{max}} 行',
    'en-US': 'A product holds at most {{max}} rows',
  },
  'import.groupRefused': {
    'zh-CN': '未导入（同组第 {{row}} 行有误，整组未导入）',
    'en-US': 'Not imported (row {{row}} of the same group has errors, so the group was not imported)',
  },
} as const satisfies Catalogue;
