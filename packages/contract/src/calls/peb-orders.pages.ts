import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/**
 * The buyer's orders, cancellation applications and the organisation's orders, and the approver's approval
 * list, each with the one order detail page design.
 */
export default definePages('orders', [
  {
    name: 'agrMyOrder',
    scrollNudge: true,
    parent: 'orderCenter',
    menuOrder: 10,
    title: bilingual('我的订单', 'My orders'),
    icon: 'profile',
    roles: [RoleCode.buyer],
  },
  {
    name: 'agrMyOrderDetail',
    params: ['orderId'],
    parent: 'agrMyOrder',
    title: bilingual('订单详情', 'Order details'),
    hidden: true,
    // The organisation's orders (agrSourceOrderQueryQy) open their detail here too.
    roles: [RoleCode.buyer, RoleCode.approver],
  },
  {
    name: 'agrApprovalOrder',
    parent: 'orderCenter',
    menuOrder: 20,
    title: bilingual('订单审批', 'Order approval'),
    icon: 'audit',
    roles: [RoleCode.approver],
  },
  {
    name: 'agrApprovalOrderDetail',
    params: ['orderId'],
    parent: 'agrApprovalOrder',
    title: bilingual('审批订单详情', 'Order to approve'),
    hidden: true,
  },
  {
    name: 'agrMyCancleApply',
    parent: 'orderCenter',
    menuOrder: 40,
    title: bilingual('取消申请', 'Cancellation applications'),
    icon: 'exception',
    roles: [RoleCode.buyer],
  },
  {
    name: 'agrCancleOrderDetail',
    params: ['applicationId'],
    parent: 'agrMyCancleApply',
    title: bilingual('取消申请详情', 'Cancellation application'),
    hidden: true,
  },
  {
    name: 'agrSourceOrderQueryQy',
    parent: 'orderCenter',
    menuOrder: 50,
    title: bilingual('企业订单查询', 'Organisation orders'),
    icon: 'file-search',
    roles: [RoleCode.approver],
  },
]);
