import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** The operators' order query across every organisation and supplier, with its detail pages. */
export default definePages('orderquery', [
  {
    name: 'agrSynthesOrderList',
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 200,
    title: bilingual('订单综合查询', 'Order query'),
    icon: 'file-search',
    roles: [RoleCode.operator],
  },
  {
    name: 'synthesizeOrderDetail',
    params: ['orderId'],
    parent: 'agrSynthesOrderList',
    title: bilingual('订单详情', 'Order details'),
    hidden: true,
  },
  {
    name: 'parentOrderDetail',
    params: ['parentOrderId'],
    parent: 'agrSynthesOrderList',
    title: bilingual('父订单详情', 'Checkout details'),
    hidden: true,
  },
]);
