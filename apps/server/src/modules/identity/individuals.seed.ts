import { RoleCode, UserKindCode } from '@procuremart/contract';
import { defineSeed } from '../../db/seed/define-seed';
import { createOrgAccount, individualOrg } from './registration';
import { demoHash } from './seed/demo-accounts';

/** person01, an individual purchaser (member class individual, an organisation of its own), as registered. */
export default defineSeed({
  name: 'individuals',
  order: 725,
  run: async (tx) => {
    const account = {
      username: 'person01',
      userName: '李明',
      mobile: '13800000031',
      email: 'person01@procuremart.example.com',
      kind: UserKindCode.purchaser,
    };
    const org = { ...individualOrg(account.userName, account.username), contactMobile: account.mobile };
    await createOrgAccount(tx, org, account, await demoHash(), RoleCode.buyer);
  },
});
