// Product page texts (/ecDetail, /unagrdetail).
import { defineTexts } from '../../i18n/define-texts';

const zhCN = {
  goodsDetail: {
    price: '价格',
    marketPrice: '市场价',
    stock: '库存',
    lowStock: '库存紧张，仅剩 {{stock}} 件',
    model: '型号',
    brand: '品牌',
    unit: '单位',
    classification: '商品类别',
    classes: { wz: '物资', sg: '施工', fw: '服务' },
    skuCode: '商品编码',
    variants: '规格',
    offShelf: '该商品已下架，暂不能购买',
    offShelfShort: '已下架',
    noPicture: '暂无图片',
    picture: '第 {{no}} 张图片',
    specification: '规格与包装',
    related: '相关商品',
    noAttributes: '暂无规格参数',
    notFound: '商品不存在',
    notFoundHint: '该商品不存在或已被删除，去看看其他商品吧。',
  },
};

const enUS = {
  goodsDetail: {
    price: 'Price',
    marketPrice: 'Market price',
    stock: 'Stock',
    lowStock: 'Only {{stock}} left',
    model: 'Model',
    brand: 'Brand',
    unit: 'Unit',
    classification: 'Classification',
    classes: { wz: 'Goods', sg: 'Construction', fw: 'Service' },
    skuCode: 'Item code',
    variants: 'Variants',
    offShelf: 'This product is off shelf and cannot be bought at the moment',
    offShelfShort: 'Off shelf',
    noPicture: 'No picture',
    picture: 'Picture {{no}}',
    specification: 'Specifications & packing',
    related: 'Related goods',
    noAttributes: 'No specifications',
    notFound: 'Product not found',
    notFoundHint: 'This product does not exist or was removed; have a look at other goods.',
  },
};

export default defineTexts(zhCN, enUS);
