import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { applicationSteps } from './application-steps';
import { registrationAuditSubscribers } from './approval-subscribers';
import { registerOrgAuditRoutes } from './routes';
import { orgApplications } from './tables';
import { orgAuditWorkbench } from './workbench';

export default defineModule({
  name: 'org.audit',
  register: registerOrgAuditRoutes,
  workbench: orgAuditWorkbench,
  machines: [applicationSteps],
  subscribers: registrationAuditSubscribers,
  // A registration by the company name it applied with.
  auditNames: {
    orgApplication: namesFrom(orgApplications, orgApplications.orgId, orgApplications.companyName),
  },
});
