// Operation log texts; actions and target types are labelled from the call registry's audit labels.
import { glossaryTexts, opsLogGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    opsLog: {
      listTitle: '操作日志',
      emptyHint: '没有符合条件的操作记录，可调整筛选条件后重新查询',
      field: glossaryTexts(opsLogGlossary, 'zh-CN'),
      result: { success: '成功', failure: '失败' },
      details: {
        wrongCredentials: '用户名或密码错误',
        wrongCredentialsLocked: '用户名或密码错误，账号已锁定',
        locked: '账号锁定中，登录被拒绝',
        accountDisabled: '账号已停用，登录被拒绝',
        rememberMe: '记住登录',
        enable: '启用',
        disable: '停用',
      },
    },
  },
  {
    opsLog: {
      listTitle: 'Operation log',
      emptyHint: 'No operation matches these filters; change them and search again',
      field: glossaryTexts(opsLogGlossary, 'en-US'),
      result: { success: 'Success', failure: 'Failure' },
      details: {
        wrongCredentials: 'Wrong username or password',
        wrongCredentialsLocked: 'Wrong username or password; the account is locked',
        locked: 'Refused: the account is locked',
        accountDisabled: 'Refused: the account is disabled',
        rememberMe: 'Stay logged in',
        enable: 'Enabled',
        disable: 'Disabled',
      },
    },
  },
);
