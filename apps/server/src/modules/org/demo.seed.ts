import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoOrgUnits } from '../../db/seed/demo-checkout';

/** The demo buyer's departments (purchasing units). */
export default defineSeed({ name: 'orgUnits', order: 700, run: (tx) => seedDemoOrgUnits(tx) });
