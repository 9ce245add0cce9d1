// Order centre (peb): approval (the monthly limit; the amount rule is the order-approval process), payment, receipt, reminders and the order query's export.
import { MAX_EXPORT_ROWS } from '../file-limits';
import { days, hours, type ParamDecl, rows } from '../param-decl';
import { bilingual } from '../texts';

export const orderParams = {
  'order.monthlyBuyerLimit': {
    group: 'order',
    type: 'money',
    defaultValue: '0.00',
    orgOverride: true,
    label: bilingual('每人每月下单审批额度', 'Monthly ordering limit per buyer'),
    description: bilingual(
      '一个采购人当月（北京时间自然月）已下订单金额加本次结算超过该值时，本次结算的订单需经审批；0表示不限',
      "A checkout that takes a buyer's orders of the calendar month (China time) past this amount waits for approval; 0 means no limit",
    ),
  },
  'order.unpaidCancelHours': {
    group: 'order',
    type: 'integer',
    defaultValue: 24,
    min: 1,
    max: 720,
    unit: hours,
    label: bilingual('未支付自动取消', 'Cancel unpaid orders after'),
    description: bilingual(
      '在线支付订单提交后超过该时长未支付即自动取消',
      'An online-payment order not paid within this time is cancelled',
    ),
  },
  'order.monthlySettlementAllowed': {
    group: 'order',
    type: 'boolean',
    defaultValue: false,
    orgOverride: true,
    label: bilingual('允许月结', 'Monthly settlement allowed'),
    description: bilingual(
      '采购单位可在收银台选择月结支付',
      'The purchasing organisation may choose monthly settlement at the cashier',
    ),
  },
  'order.transferPayee': {
    group: 'order',
    type: 'text',
    defaultValue: '企业采购商城运营有限公司',
    maxLength: 40,
    label: bilingual('线下转账收款户名', 'Bank transfer payee'),
    description: bilingual(
      '线下转账时采购人汇款的收款账户名称',
      'The account name buyers transfer to when they pay by bank transfer',
    ),
  },
  'order.transferBank': {
    group: 'order',
    type: 'text',
    defaultValue: '中国工商银行上海张江支行',
    maxLength: 40,
    label: bilingual('线下转账开户银行', 'Bank transfer bank'),
    description: bilingual('线下转账收款账户的开户银行', 'The bank of the account buyers transfer to'),
  },
  'order.transferAccount': {
    group: 'order',
    type: 'text',
    defaultValue: '1001 2345 6789 0123 456',
    maxLength: 40,
    label: bilingual('线下转账收款账号', 'Bank transfer account number'),
    description: bilingual('线下转账收款账户的账号', 'The number of the account buyers transfer to'),
  },
  'order.autoReceiveDays': {
    group: 'order',
    type: 'integer',
    defaultValue: 7,
    min: 1,
    max: 90,
    unit: days,
    orgOverride: true,
    label: bilingual('自动确认收货', 'Confirm receipt automatically after'),
    description: bilingual(
      '发货后超过该天数未验收即自动确认收货',
      'A delivery not accepted within this many days is confirmed automatically',
    ),
  },
  'order.defaultGroupWay': {
    group: 'order',
    type: 'choice',
    defaultValue: 'noSplitGroup',
    options: [
      { value: 'noSplitGroup', label: bilingual('按供应商拆单', 'One order per supplier') },
      {
        value: 'purchaseUnitGroup',
        label: bilingual('按供应商和采购单位拆单', 'One order per supplier and purchasing unit'),
      },
      { value: 'orderGroup', label: bilingual('采购人自行分组', "The buyer's own groups") },
    ],
    orgOverride: true,
    label: bilingual('默认拆单方式', 'Default order split'),
    description: bilingual(
      '结算时商品拆分为供应商订单的默认方式，采购人可在结算页更改',
      'How checkout splits goods into supplier orders by default; buyers may change it on the settlement page',
    ),
  },
  'order.remindAfterHours': {
    group: 'order',
    type: 'integer',
    defaultValue: 24,
    min: 1,
    max: 720,
    unit: hours,
    label: bilingual('催促确认', 'Remind the supplier after'),
    description: bilingual(
      '订单提交给供应商超过该时长仍未确认，采购人可催促确认（每天至多一次）',
      'A buyer may remind a supplier who has not confirmed an order within this time (once a day at most)',
    ),
  },
  'order.integratedExportMaxRows': {
    group: 'order',
    type: 'integer',
    defaultValue: MAX_EXPORT_ROWS,
    min: 1,
    // An export file never holds more than MAX_EXPORT_ROWS (the writer's own cap).
    max: MAX_EXPORT_ROWS,
    unit: rows,
    label: bilingual('订单综合查询最大导出数量', 'Max order query export count'),
    description: bilingual(
      '订单综合查询一次导出最多写入的行数',
      'How many rows one export of the operators’ order query writes at most',
    ),
  },
} as const satisfies Record<string, ParamDecl>;
