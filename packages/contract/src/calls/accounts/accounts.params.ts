// Sign-in (umc): when a picture verification code is asked for.
import type { ParamDecl } from '../../param-decl';
import { bilingual } from '../../texts';

export const accountsParams = {
  'common.captchaAfterFailures': {
    group: 'common',
    type: 'integer',
    // Decision (SPEC names the picture code but not when): after 2 wrong passwords of one username within the
    // lock-out window, before the 5th locks it, so a guesser meets the picture while the owner still has tries.
    // 0: never asked (an operator's choice, e.g. behind a single sign-on that has its own).
    defaultValue: 2,
    min: 0,
    max: 4,
    unit: bilingual('次', 'failures'),
    label: bilingual('图形验证码触发次数', 'Picture code after failures'),
    description: bilingual(
      '同一用户名连续登录失败达到该次数后，登录须填写图形验证码；0 表示不要求',
      'After this many failed sign-ins of one username, signing in asks for the picture verification code; 0: never',
    ),
  },
} as const satisfies Record<string, ParamDecl>;
