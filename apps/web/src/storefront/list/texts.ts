// Result page texts (/list).
import { defineTexts } from '../../i18n/define-texts';

const zhCN = {
  mallList: {
    filters: '筛选',
    selected: '已选条件：',
    clearAll: '清除全部',
    more: '更多',
    less: '收起',
    facet: { categories: '分类', brands: '品牌', suppliers: '供应商', price: '价格' },
    tag: { keyword: '关键词：{{keyword}}', selected: '已选', filter: '{{name}}：{{value}}' },
    priceMin: '最低价',
    priceMax: '最高价',
    priceAbove: '{{price}} 以上',
    sortLabel: '排序',
    sort: { relevance: '综合', sales: '销量', price: '价格', newest: '新品' },
    total: '共 {{total}} 件商品',
    view: { grid: '大图显示', list: '列表显示' },
    empty: {
      title: '没有找到符合条件的商品',
      titleKeyword: '没有找到与“{{keyword}}”相关的商品',
      didYouMean: '您是不是要找：',
      checkSpelling: '检查关键词是否有错别字',
      shorterKeyword: '换一个更短或更常用的关键词，如品牌或商品名',
      fewerFilters: '减少筛选条件',
      browseCategories: '通过左上角的商品分类浏览',
      hotWords: '大家都在搜：',
      clearFilters: '清除筛选条件',
    },
  },
};

const enUS = {
  mallList: {
    filters: 'Filters',
    selected: 'Filtered by:',
    clearAll: 'Clear all',
    more: 'More',
    less: 'Less',
    facet: { categories: 'Category', brands: 'Brand', suppliers: 'Supplier', price: 'Price' },
    tag: { keyword: 'Keyword: {{keyword}}', selected: 'selected', filter: '{{name}}: {{value}}' },
    priceMin: 'Min',
    priceMax: 'Max',
    priceAbove: '{{price}} and up',
    sortLabel: 'Sort by',
    sort: { relevance: 'Relevance', sales: 'Sales', price: 'Price', newest: 'Newest' },
    total: 'Results: {{total}}',
    view: { grid: 'Grid view', list: 'List view' },
    empty: {
      title: 'No goods match these conditions',
      titleKeyword: 'No goods found for “{{keyword}}”',
      didYouMean: 'Did you mean: ',
      checkSpelling: 'Check the keyword for typos',
      shorterKeyword: 'Try a shorter or more common word, such as a brand or product name',
      fewerFilters: 'Use fewer filters',
      browseCategories: 'Browse the categories at the top left',
      hotWords: 'Popular searches: ',
      clearFilters: 'Clear filters',
    },
  },
};

export default defineTexts(zhCN, enUS);
