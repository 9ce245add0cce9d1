import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoApplicants } from './seed/demo-applicants';
import { seedDemoMerchants } from './seed/demo-merchants';

/**
 * Registrations for the operators to audit (an enterprise and a supplier waiting, one enterprise refused), and the
 * merchant base info of the demo's suppliers that joined without registering.
 */
export default defineSeed([
  {
    name: 'applicants',
    order: 1350,
    part: 'catalog',
    run: (tx, c) => seedDemoApplicants(tx, c.operatorId),
  },
  {
    name: 'joinedMerchants',
    order: 1355,
    part: 'catalog',
    run: (tx, c) => seedDemoMerchants(tx, c.baseTime),
  },
]);
