import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoApplicants } from './seed/demo-applicants';

/** Registrations for the operators to audit: an enterprise and a supplier waiting, one enterprise refused. */
export default defineSeed({
  name: 'applicants',
  order: 1350,
  part: 'catalog',
  run: (tx, c) => seedDemoApplicants(tx, c.operatorId),
});
