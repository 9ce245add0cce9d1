import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Supplier listings and the operators' listing audit and shelf control (SPEC §2 "Commodities"). */
export default definePages('commodity', [
  {
    name: 'commodityCreate',
    params: ['spuId?'],
    parent: 'commodityCenter',
    title: bilingual('商品发布', 'Publish goods'),
    icon: 'appstore',
    roles: [RoleCode.supplier],
  },
  {
    name: 'onShelfCommodity',
    parent: 'commodityCenter',
    title: bilingual('在售商品', 'Goods on shelf'),
    icon: 'shopping',
    roles: [RoleCode.supplier],
  },
  {
    name: 'soldOutList',
    parent: 'commodityCenter',
    title: bilingual('已下架商品', 'Goods off shelf'),
    icon: 'inbox',
    roles: [RoleCode.supplier],
  },
  {
    name: 'soldOutDetail',
    params: ['spuId'],
    parent: 'soldOutList',
    title: bilingual('下架商品详情', 'Off-shelf goods details'),
    hidden: true,
  },
  {
    name: 'soldUpList',
    parent: 'commodityCenter',
    title: bilingual('上架申请', 'Listing requests'),
    icon: 'file-text',
    roles: [RoleCode.supplier],
  },
  {
    name: 'soldUpDetail',
    params: ['spuId'],
    parent: 'soldUpList',
    title: bilingual('上架申请详情', 'Listing request details'),
    hidden: true,
  },
  {
    name: 'newSoldUpList',
    parent: 'commodityCenter',
    title: bilingual('商品上架初审', 'Listing audit (first level)'),
    icon: 'audit',
    roles: [RoleCode.operator],
  },
  {
    name: 'newSoldUpTwoList',
    parent: 'commodityCenter',
    title: bilingual('商品上架复审', 'Listing audit (second level)'),
    icon: 'file-done',
    roles: [RoleCode.operator],
  },
  {
    name: 'commodityAuditRecordList',
    parent: 'commodityCenter',
    title: bilingual('商品审核记录', 'Goods audit records'),
    icon: 'schedule',
    roles: [RoleCode.operator],
  },
  {
    name: 'ecmnlots',
    parent: 'commodityCenter',
    title: bilingual('手动下架', 'Manual delisting'),
    icon: 'exception',
    roles: [RoleCode.operator],
  },
  {
    name: 'commodityQryList',
    parent: 'commodityCenter',
    title: bilingual('商品查询', 'Goods query'),
    icon: 'file-search',
    roles: [RoleCode.operator],
  },
  {
    name: 'commodityDetail',
    params: ['spuId'],
    parent: 'commodityQryList',
    title: bilingual('商品详情', 'Goods details'),
    hidden: true,
  },
]);
