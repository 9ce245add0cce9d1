import { defineModule } from '../../platform/module';
import { onboardingSubscribers } from './activation';
import { registrationAuditSubscribers } from './registration-audit';
import { registerOnboardingRoutes } from './routes';

// Onboarding: what a registration's audit sets going across domains (roles, the supplier and its shop,
// the applicant's messages), the registration's audit on the approval engine (started on submission, decided
// through umc_dealOrgAudit), and the applicant's and operators' views of a registration with its licence.
export default defineModule({
  name: 'onboarding',
  register: registerOnboardingRoutes,
  subscribers: [...registrationAuditSubscribers, ...onboardingSubscribers],
});
