import type { Catalogue } from './catalogue';

/** The cashier and the payment gateway (peb). */
export const pebPaymentMessages = {
  'payment.methodRequired': { 'zh-CN': '请选择支付方式', 'en-US': 'Choose a pay method' },
  'payment.methodNotAllowed': {
    'zh-CN': '您所在的采购单位不能使用该支付方式',
    'en-US': 'Your organisation may not use this pay method',
  },
  'payment.nothingToPay': {
    'zh-CN': '该订单没有待支付的金额',
    'en-US': 'Nothing in this checkout is waiting for payment',
  },
  'payment.notYetApproved': {
    'zh-CN': '订单审批通过后才能支付',
    'en-US': 'Payment opens once the order is approved',
  },
  'payment.notFound': { 'zh-CN': '支付记录不存在', 'en-US': 'The payment does not exist' },
} satisfies Catalogue;
