import { login } from '@procuremart/contract';
import { DEMO_PASSWORD, DEMO_USERNAMES } from '../../e2e/support/demo-accounts';
import { rotating, signedCallLoad } from '../lib/signed-load';
import type { BenchScenario } from './scenario';

export const loginScenario: BenchScenario = {
  name: 'login',
  summary: 'umc_login rotating over the five demo accounts: argon2id verify, a session row, an audit row',
  async prepare() {
    const nextUsername = rotating(DEMO_USERNAMES);
    return signedCallLoad(login, {
      pn: 'login',
      nextInput: () => ({ username: nextUsername(), password: DEMO_PASSWORD, rememberMe: false }),
    });
  },
};
