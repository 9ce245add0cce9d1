import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';
import { ZONE_ORDER_PAGES as Z } from './stations/station-permissions';

const zone = [RoleCode.zoneOrderQuery];

/**
 * The zone operators' order views (SPEC §2 "Order queries", §6 zone operator): the integrated order query's lists
 * and details, narrowed by the caller's data permission for orders (a zone of organisations). SPEC names two
 * lists without telling them apart: the zone order query (with the plan-style detail pages `pl…`) and its
 * operations copy (`…Opt`), granted separately; both read only.
 */
export default definePages('orderquery', [
  {
    name: Z.query,
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 210,
    title: bilingual('区域订单查询', 'Zone orders'),
    icon: 'file-search',
    roles: zone,
  },
  {
    name: Z.queryOrderDetail,
    params: ['orderId'],
    parent: Z.query,
    title: bilingual('区域订单详情', 'Zone order details'),
    hidden: true,
  },
  {
    name: Z.queryParentDetail,
    params: ['parentOrderId'],
    parent: Z.query,
    title: bilingual('区域父订单详情', 'Zone checkout details'),
    hidden: true,
  },
  {
    name: Z.desk,
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 220,
    title: bilingual('区域订单运营查询', 'Zone orders (operations)'),
    icon: 'file-search',
    roles: zone,
  },
  {
    name: Z.deskOrderDetail,
    params: ['orderId'],
    parent: Z.desk,
    title: bilingual('区域订单详情（运营）', 'Zone order details (operations)'),
    hidden: true,
  },
  {
    name: Z.deskParentDetail,
    params: ['parentOrderId'],
    parent: Z.desk,
    title: bilingual('区域父订单详情（运营）', 'Zone checkout details (operations)'),
    hidden: true,
  },
]);
