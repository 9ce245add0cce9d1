import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): settlement and order submission. */
export const pebCheckoutMessages = {
  'checkout.tooManyLines': {
    'zh-CN': '一次最多结算 100 种商品',
    'en-US': 'At most 100 kinds of goods can be checked out at once',
  },
  'checkout.buyNowOneLine': {
    'zh-CN': '立即购买只能购买一种商品',
    'en-US': 'Buy now takes exactly one product',
  },
  'checkout.duplicateLine': {
    'zh-CN': '同一商品只能出现一次',
    'en-US': 'Each product may appear only once',
  },
  'checkout.requestId': {
    'zh-CN': '请求编号无效，请刷新页面后重试',
    'en-US': 'The request id is not valid: reload the page and try again',
  },
  'checkout.noLines': { 'zh-CN': '没有可结算的商品', 'en-US': 'There is nothing to check out' },
  'checkout.skuUnavailable': {
    'zh-CN': '商品不存在或不属于该店铺',
    'en-US': 'The product does not exist in that shop',
  },
  'checkout.priceChanged': {
    'zh-CN': '以下商品价格已变化，请确认新价格后重新提交：{{names}}',
    'en-US': 'The price of these goods has changed; check the new prices and submit again: {{names}}',
  },
  'checkout.linesChanged': {
    'zh-CN': '结算商品已变化，请刷新页面后重新提交',
    'en-US': 'The goods to check out have changed: reload the page and submit again',
  },
  'checkout.insufficientStock': {
    'zh-CN': '商品「{{name}}」库存不足，仅剩 {{stock}} 件',
    'en-US': 'Not enough stock of “{{name}}”: only {{stock}} left',
  },
  'checkout.lineUnavailable': {
    'zh-CN': '商品「{{name}}」已下架或暂不可购买',
    'en-US': '“{{name}}” is off shelf or cannot be bought now',
  },
  'checkout.addressInvalid': {
    'zh-CN': '请选择有效的收货地址',
    'en-US': 'Choose a valid receiving address',
  },
  'checkout.invoiceTitleRequired': {
    'zh-CN': '请选择发票抬头',
    'en-US': 'Choose an invoice title',
  },
  'checkout.invoiceTitleInvalid': {
    'zh-CN': '请选择有效的发票抬头',
    'en-US': 'Choose a valid invoice title',
  },
  'checkout.specialInvoiceTitle': {
    'zh-CN': '增值税专用发票需选择开票信息完整（开户银行、账号、注册地址、注册电话）的发票抬头',
    'en-US': 'A VAT special invoice needs a title with bank, account, registered address and phone',
  },
  'checkout.payMethodNotAllowed': {
    'zh-CN': '当前账号不能使用该支付方式',
    'en-US': 'This payment method is not available to you',
  },
  'checkout.orgUnitInvalid': {
    'zh-CN': '请选择本单位的采购部门',
    'en-US': 'Choose a purchasing unit of your organisation',
  },
  'checkout.placedTitle': { 'zh-CN': '订单已提交', 'en-US': 'Order placed' },
  'checkout.placedBody': {
    'zh-CN': '您的订单 {{no}} 已提交，共 {{count}} 个供应商订单，应付金额 ¥{{amount}}。',
    'en-US': 'Your order {{no}} was placed: {{count}} supplier orders, ¥{{amount}} payable.',
  },
} satisfies Catalogue;
