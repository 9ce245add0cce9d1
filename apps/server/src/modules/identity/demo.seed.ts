import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoAccounts, seedDemoUnitMember } from './seed/demo-accounts';

export default defineSeed([
  /** The demo organisations and accounts every other step builds on. */
  {
    name: 'accounts',
    order: 100,
    run: async (tx, context) => {
      context.operatorId = await seedDemoAccounts(tx, context.baseTime);
    },
  },
  { name: 'orgUnitMember', order: 710, run: (tx) => seedDemoUnitMember(tx) },
]);
