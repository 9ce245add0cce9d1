// Shop page texts (/shopList, /shopIndex, /shopGoodList and the shop card of product pages).
import { defineTexts } from '../../i18n/define-texts';

const zhCN = {
  mallShop: {
    kind: { ecommerce: '电商', agreement: '协议供应商' },
    kindFilter: { all: '全部', ecommerce: '电商店铺', agreement: '协议供应商店铺' },
    searchShops: '搜索店铺名称',
    noShops: '没有找到符合条件的店铺',
    noDescription: '该店铺暂无简介',
    rating: '店铺评分',
    supplier: '供应商',
    phone: '客服电话',
    goodsCount: '在售商品',
    goodsTotal: '在售商品 {{count}} 件',
    enter: '进入店铺',
    searchInShop: '在本店搜索',
    searchInShopButton: '搜本店',
    categories: '店铺分类',
    allGoods: '全部商品',
    hotGoods: '热销商品',
    noGoods: '该店铺暂无在售商品',
    noGoodsKeyword: '本店没有与“{{keyword}}”相关的商品',
    notFound: '店铺不存在',
    notFoundHint: '该店铺不存在或已关闭，去看看其他店铺吧。',
  },
};

const enUS = {
  mallShop: {
    kind: { ecommerce: 'E-commerce', agreement: 'Agreement supplier' },
    kindFilter: { all: 'All', ecommerce: 'E-commerce shops', agreement: 'Agreement suppliers' },
    searchShops: 'Search shop names',
    noShops: 'No shops match',
    noDescription: 'No introduction yet',
    rating: 'Rating',
    supplier: 'Supplier',
    phone: 'Service phone',
    goodsCount: 'Goods on sale',
    goodsTotal: 'Goods on sale: {{count}}',
    enter: 'Visit shop',
    searchInShop: 'Search this shop',
    searchInShopButton: 'Search shop',
    categories: 'Shop categories',
    allGoods: 'All goods',
    hotGoods: 'Best sellers',
    noGoods: 'This shop has no goods on sale',
    noGoodsKeyword: 'This shop has no goods for “{{keyword}}”',
    notFound: 'Shop not found',
    notFoundHint: 'This shop does not exist or is closed; have a look at other shops.',
  },
};

export default defineTexts(zhCN, enUS);
