// Locked accounts texts (the page's title comes from the identity manifest).
import { glossaryTexts, lockedAccountsGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    lockedAccounts: {
      listTitle: '锁定账号',
      emptyHint: '当前没有因密码连续错误而锁定的账号',
      field: glossaryTexts(lockedAccountsGlossary, 'zh-CN'),
      action: { unlock: '解除锁定' },
      confirm: {
        unlock: '解除该账号的锁定？',
        unlockHint: '解除后该用户名可立即重新登录，错误次数重新计算。',
      },
      success: { unlock: '已解除锁定' },
    },
  },
  {
    lockedAccounts: {
      listTitle: 'Locked accounts',
      emptyHint: 'No account is locked by wrong passwords now',
      field: glossaryTexts(lockedAccountsGlossary, 'en-US'),
      action: { unlock: 'Unlock' },
      confirm: {
        unlock: 'Unlock this account?',
        unlockHint: 'The username can log in again at once, with a fresh count of attempts.',
      },
      success: { unlock: 'Account unlocked' },
    },
  },
);
