import type { Catalogue } from '../messages/catalogue';

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
  'payment.onlineNotOffered': {
    'zh-CN': '本平台未开通在线支付，请选择其他支付方式',
    'en-US': 'Online payment is not offered here; choose another pay method',
  },
  'payment.simulatedOff': {
    'zh-CN': '模拟支付网关未启用，支付结果只能由支付网关确认',
    'en-US': 'The simulated payment gateway is not enabled: only the payment gateway confirms a payment',
  },
  'payment.amountMismatch': {
    'zh-CN': '通知的支付金额与支付记录不符',
    'en-US': "The notified amount differs from the payment's amount",
  },
} satisfies Catalogue;
