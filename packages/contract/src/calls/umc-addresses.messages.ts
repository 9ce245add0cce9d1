import type { Catalogue } from '../messages/catalogue';

/** Member centre (umc): receiving addresses and invoice titles. */
export const umcAddressMessages = {
  'address.regionRequired': { 'zh-CN': '请选择所在地区', 'en-US': 'Please choose the region' },
  'address.regionInvalid': {
    'zh-CN': '所选地区不存在，请重新选择',
    'en-US': 'The region chosen does not exist, please choose again',
  },
  'address.limitReached': {
    'zh-CN': '最多保存{{max}}个地址，请先删除不用的地址',
    'en-US': 'At most {{max}} addresses can be kept: delete one you no longer use first',
  },
  'invoice.bankAccount': {
    'zh-CN': '请输入正确的银行账号（6-32位数字）',
    'en-US': 'Enter a correct bank account (6-32 digits)',
  },
  'invoice.specialFieldRequired': {
    'zh-CN': '开具增值税专用发票须填写此项',
    'en-US': 'Required for special VAT invoices',
  },
  'invoice.limitReached': {
    'zh-CN': '最多保存{{max}}个发票抬头，请先删除不用的抬头',
    'en-US': 'At most {{max}} invoice titles can be kept: delete one you no longer use first',
  },
} satisfies Catalogue;
