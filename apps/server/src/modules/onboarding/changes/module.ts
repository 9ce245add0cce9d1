import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { orgs } from '../../org/shared-tables';
import { changeAuditSubscribers } from './change-audit';
import { changeSteps } from './change-steps';
import { registerOrgChangeRoutes } from './routes';
import { orgInfoChanges } from './tables';

/**
 * Organisation information after registration: a supplier's merchant base info changes and an enterprise's
 * account-set info, audited by operators on the approval engine and applied only when approved.
 */
export default defineModule({
  name: 'onboarding.changes',
  register: registerOrgChangeRoutes,
  machines: [changeSteps],
  subscribers: changeAuditSubscribers,
  // A change by its organisation's name.
  auditNames: {
    orgInfoChange: namesFrom(
      orgInfoChanges,
      orgInfoChanges.id,
      sql`(select ${orgs.name} from ${orgs} where ${orgs.id} = ${orgInfoChanges.orgId})`,
    ),
  },
});
