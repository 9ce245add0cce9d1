import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { enterpriseOrgExport } from './org-export';
import { orgSteps } from './org-steps';
import { registerOrgRoutes } from './routes';
import { orgs } from './tables';

export default defineModule({
  name: 'org',
  register: registerOrgRoutes,
  machines: [orgSteps],
  exports: [enterpriseOrgExport],
  auditNames: { org: namesFrom(orgs, orgs.id, orgs.name) },
});
