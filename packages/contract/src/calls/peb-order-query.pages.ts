import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Order queries across an organisation (purchasers) and across the platform (operators). */
export default definePages('orderquery', [
  {
    name: 'agrSourceOrderQueryQy',
    parent: 'orderCenter',
    menuOrder: 50,
    title: bilingual('企业订单查询', 'Organisation orders'),
    icon: 'file-search',
    roles: [RoleCode.approver],
  },
  {
    name: 'agrSynthesOrderList',
    parent: 'orderCenter',
    menuOrder: 200,
    title: bilingual('订单综合查询', 'Order query'),
    icon: 'file-search',
    roles: [RoleCode.operator],
  },
  {
    name: 'synthesizeOrderDetail',
    parent: 'agrSynthesOrderList',
    title: bilingual('订单详情', 'Order details'),
    hidden: true,
  },
  {
    name: 'parentOrderDetail',
    parent: 'agrSynthesOrderList',
    title: bilingual('父订单详情', 'Checkout details'),
    hidden: true,
  },
]);
