import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The addrBook fields' labels: its lists' columns and filters, forms and details. */
export const addrBookGlossary = defineGlossary('addrBook.field', {
  region: bilingual('所在地区', 'Region'),
  contactName: bilingual('收货人', 'Recipient'),
  mobile: bilingual('手机号码', 'Mobile'),
  phone: bilingual('固定电话', 'Landline'),
  detail: bilingual('详细地址', 'Street address'),
  tag: bilingual('标签', 'Tag'),
  isDefault: bilingual('设为默认', 'Default'),
  shared: bilingual('企业共享', 'Shared with enterprise'),
  ownerName: bilingual('维护人', 'Maintained by'),
  flags: bilingual('状态', 'Status'),
  keyword: bilingual('关键字', 'Keyword'),
  updatedAt: bilingual('更新时间', 'Updated'),
});

/** The invoiceTitle fields' labels: its lists' columns and filters, forms and details. */
export const invoiceTitleGlossary = defineGlossary('invoiceTitle.field', {
  title: bilingual('发票抬头', 'Invoice title'),
  creditCode: bilingual('统一社会信用代码', 'Unified social credit code'),
  specialInvoice: bilingual('可开专票', 'Special VAT invoice'),
  bankName: bilingual('开户银行', 'Bank'),
  bankAccount: bilingual('银行账号', 'Bank account'),
  registeredAddress: bilingual('注册地址', 'Registered address'),
  registeredPhone: bilingual('注册电话', 'Registered phone'),
  isDefault: bilingual('设为默认', 'Default'),
  flags: bilingual('状态', 'Status'),
  keyword: bilingual('关键字', 'Keyword'),
});
