import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Price monitoring, the comparison across suppliers and third-party brands (SPEC §2 "Commodities"). */
export default definePages('monitoring', [
  {
    name: 'priceMonitorList',
    parent: 'commodityCenter',
    title: bilingual('价格监控', 'Price monitoring'),
    icon: 'notification',
    roles: [RoleCode.operator],
  },
  {
    name: 'priceCompareList',
    parent: 'commodityCenter',
    title: bilingual('比价查询', 'Price comparison'),
    icon: 'bar-chart',
    roles: [RoleCode.operator],
  },
  {
    name: 'priceCompareDetail',
    params: ['skuId'],
    parent: 'priceCompareList',
    title: bilingual('比价详情', 'Comparison details'),
    hidden: true,
  },
  {
    name: 'thirdPartyBrandList',
    parent: 'commodityCenter',
    title: bilingual('第三方品牌', 'Third-party brands'),
    icon: 'tags',
    roles: [RoleCode.operator],
  },
]);
