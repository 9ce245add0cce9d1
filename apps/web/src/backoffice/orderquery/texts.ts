// The operators' order query, its checkout (parent order) detail and the operator's close step
// (order.action.close … as machineActions names them). The order fields and status labels are the orders
// domain's texts, loaded with these pages (pages.tsx textsOf).
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    orderQuery: {
      listTitle: '订单综合查询',
      action: { parent: '父订单' },
      tab: { orders: '供应商订单' },
    },
    order: {
      action: { close: '关闭订单' },
      confirm: {
        closeHint: '关闭后订单终止，未发货库存释放，已支付的订单将退款，请填写关闭原因',
      },
    },
  },
  {
    orderQuery: {
      listTitle: 'Order query',
      action: { parent: 'Parent order' },
      tab: { orders: 'Supplier orders' },
    },
    order: {
      action: { close: 'Close order' },
      confirm: {
        closeHint:
          'The order ends, unshipped stock is released and a paid order is refunded; give the reason for closing',
      },
    },
  },
);
