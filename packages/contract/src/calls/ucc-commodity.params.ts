// Commodity centre (ucc): listings, pictures, hot words and price monitoring.
import { days, type ParamDecl } from '../param-decl';
import { bilingual } from '../texts';

export const commodityParams = {
  'commodity.maxSkuPictures': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 10,
    min: 1,
    max: 30,
    unit: bilingual('张', 'pictures'),
    label: bilingual('商品图片上限', 'Pictures per SKU'),
    description: bilingual('每个商品最多上传的图片数', 'How many pictures one SKU may have'),
  },
  'commodity.listingReviewRequired': {
    group: 'commodity',
    type: 'boolean',
    defaultValue: true,
    label: bilingual('上架审核', 'Listing review'),
    description: bilingual('商品上架需经运营审核', 'Listing goods needs an operator review'),
  },
  'commodity.maxHotWords': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 20,
    min: 1,
    max: 100,
    unit: bilingual('个', 'words'),
    label: bilingual('热搜词上限', 'Max hot search words'),
    description: bilingual('热搜管理中最多维护的热搜词数量', 'How many hot search words operators may keep'),
  },
  'commodity.priceMonitorPercent': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 20,
    min: 1,
    max: 1000,
    unit: bilingual('%', '%'),
    label: bilingual('价格监控变动比例', 'Price monitoring change'),
    description: bilingual(
      '商品售价在监控天数内变动超过该百分比即列入价格监控',
      'A sale price changed by more than this percent within the monitoring days is flagged',
    ),
  },
  'commodity.priceMonitorDays': {
    group: 'commodity',
    type: 'integer',
    defaultValue: 30,
    min: 1,
    max: 365,
    unit: days,
    label: bilingual('价格监控天数', 'Price monitoring days'),
    description: bilingual(
      '价格监控比较的时间范围（天）',
      'How many days back price monitoring compares the sale price',
    ),
  },
} as const satisfies Record<string, ParamDecl>;
