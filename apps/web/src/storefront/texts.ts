// Storefront frame texts: route titles, top bar, search box, categories, goods cards, home page.
import { defineTexts } from '../i18n/define-texts';

const zhCN = {
  menu: {
    list: '商品搜索',
    ecDetail: '商品详情',
    unagrdetail: '商品详情',
    shopList: '店铺列表',
    shopIndex: '店铺首页',
    shopGoodList: '店铺商品',
  },
  mall: {
    cart: '购物车',
    search: {
      placeholder: '搜索商品名称、品牌、型号',
      submit: '搜索',
      history: '搜索历史',
      clearHistory: '全部清空',
      deleteHistory: '删除这条搜索记录',
      hotWords: '热门搜索',
      clear: '清空输入',
    },
    category: {
      all: '全部商品分类',
      short: '分类',
      allOf: '全部{{name}}',
      none: '暂无商品分类',
    },
    nav: { home: '首页', allGoods: '全部商品', shops: '店铺街' },
    stock: { inStock: '有货', lowStock: '库存紧张', outOfStock: '无货' },
    goods: {
      model: '型号：{{model}}',
      brand: '品牌：{{brand}}',
      unit: '单位：{{unit}}',
      sales: '已售 {{count}}',
    },
    home: {
      more: '更多',
      welcome: '您好，欢迎来到企业采购商城',
      carousel: '推荐活动',
      previousSlide: '上一张',
      nextSlide: '下一张',
    },
    state: {
      loadFailed: '加载失败',
      loadFailedHint: '网络或服务暂时不可用，请稍后重试。',
    },
  },
};

const enUS = {
  menu: {
    list: 'Search goods',
    ecDetail: 'Product details',
    unagrdetail: 'Product details',
    shopList: 'Shops',
    shopIndex: 'Shop',
    shopGoodList: 'Shop goods',
  },
  mall: {
    cart: 'Cart',
    search: {
      placeholder: 'Search by product name, brand or model',
      submit: 'Search',
      history: 'Recent searches',
      clearHistory: 'Clear all',
      deleteHistory: 'Delete this search',
      hotWords: 'Popular searches',
      clear: 'Clear the box',
    },
    category: {
      all: 'All categories',
      short: 'Categories',
      allOf: 'All of {{name}}',
      none: 'No categories yet',
    },
    nav: { home: 'Home', allGoods: 'All goods', shops: 'Shops' },
    stock: { inStock: 'In stock', lowStock: 'Few left', outOfStock: 'Out of stock' },
    goods: {
      model: 'Model: {{model}}',
      brand: 'Brand: {{brand}}',
      unit: 'Unit: {{unit}}',
      sales: '{{count}} sold',
    },
    home: {
      more: 'More',
      welcome: 'Welcome to the enterprise procurement mall',
      carousel: 'Featured',
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
    },
    state: {
      loadFailed: 'Could not load',
      loadFailedHint: 'The network or the service is unavailable for now; please try again.',
    },
  },
};

export default defineTexts(zhCN, enUS);
