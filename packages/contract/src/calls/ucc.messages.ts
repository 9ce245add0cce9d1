import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): search, goods, shops and brands. */
export const uccMessages = {
  'search.pageTooDeep': {
    'zh-CN': '最多只能查看前10000条结果，请缩小搜索范围',
    'en-US': 'Only the first 10,000 results can be shown; narrow the search',
  },
  'search.priceRange': {
    'zh-CN': '最高价不能低于最低价',
    'en-US': 'The highest price must not be below the lowest price',
  },
  'goods.skuNotFound': {
    'zh-CN': '商品不存在或不在该店铺销售',
    'en-US': 'This product does not exist or is not sold by this shop',
  },
  'goods.shopNotFound': {
    'zh-CN': '店铺不存在或已关闭',
    'en-US': 'This shop does not exist or is closed',
  },
  'goods.pictureNotFound': {
    'zh-CN': '图片不存在：{{path}}',
    'en-US': 'No such picture: {{path}}',
  },
  'error.brandNameTaken': { 'zh-CN': '品牌名称已存在', 'en-US': 'A brand with this name already exists' },
} satisfies Catalogue;
