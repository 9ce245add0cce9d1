import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Stock, price changes with their audit, and price history (SPEC §2 "Commodities"). */
export default definePages('pricing', [
  {
    name: 'repertoryList',
    parent: 'commodityCenter',
    title: bilingual('库存管理', 'Stock'),
    icon: 'database',
    roles: [RoleCode.supplier],
  },
  {
    name: 'commodityChange',
    parent: 'commodityCenter',
    title: bilingual('商品改价', 'Price changes'),
    icon: 'dollar',
    roles: [RoleCode.supplier],
  },
  {
    name: 'commodityChQryList',
    parent: 'commodityCenter',
    title: bilingual('商品变更查询', 'Change requests'),
    icon: 'profile',
    roles: [RoleCode.supplier],
  },
  {
    name: 'commodityChAuditList',
    parent: 'commodityCenter',
    title: bilingual('商品变更审核', 'Change audit'),
    icon: 'solution',
    roles: [RoleCode.operator],
  },
  {
    name: 'commodityChDetail',
    params: ['changeId'],
    parent: 'commodityChAuditList',
    title: bilingual('变更申请详情', 'Change request details'),
    hidden: true,
  },
  {
    name: 'priceHistory',
    params: ['skuId?'],
    parent: 'commodityCenter',
    title: bilingual('价格变更记录', 'Price history'),
    icon: 'account-book',
    roles: [RoleCode.supplier, RoleCode.operator],
  },
]);
