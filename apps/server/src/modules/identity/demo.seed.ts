import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';

/** The demo organisations and accounts every other step builds on. */
export default defineSeed({
  name: 'accounts',
  order: 100,
  run: async (tx, context) => {
    context.operatorId = await seedDemoAccounts(tx, context.passwordHash, context.baseTime);
  },
});
