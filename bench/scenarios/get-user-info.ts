import { getUserInfo } from '@procuremart/contract';
import { DEMO_USERNAMES } from '../../e2e/support/demo-accounts';
import { rotating, signedCallLoad } from '../lib/signed-load';
import type { BenchScenario } from './scenario';

export const getUserInfoScenario: BenchScenario = {
  name: 'getUserInfo',
  summary:
    'umc_getUserInfo with the sessions of the five demo accounts: session lookup, user, org, menu codes',
  async prepare(context) {
    const tokens: string[] = [];
    for (const username of DEMO_USERNAMES) tokens.push(await context.login(username));
    return signedCallLoad(getUserInfo, {
      pn: 'memberCenter',
      nextInput: () => ({}),
      nextToken: rotating(tokens),
    });
  },
};
