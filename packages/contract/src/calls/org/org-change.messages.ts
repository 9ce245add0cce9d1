import type { Catalogue } from '../../messages/catalogue';

/** Organisation information changes (umc): refusals. */
export const orgChangeMessages = {
  'orgChange.notFound': { 'zh-CN': '信息变更申请不存在', 'en-US': 'The information change does not exist' },
  'orgChange.pendingExists': {
    'zh-CN': '已有一条待审核的变更申请，请等待审核结果后再提交',
    'en-US': 'A change is already waiting for audit: submit again once it is decided',
  },
  'orgChange.unchanged': {
    'zh-CN': '提交的信息与当前信息相同，无需变更',
    'en-US': 'Nothing differs from the info on record',
  },
  'orgChange.noMerchantInfo': {
    'zh-CN': '本商户没有入驻登记的基本信息，请联系平台运营人员维护',
    'en-US': 'Your company has no registered merchant base info: ask the platform operators',
  },
} satisfies Catalogue;
