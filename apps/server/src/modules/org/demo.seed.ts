import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoOrgs } from './seed/demo-orgs';

/** The demo organisation tree: departments (purchaser01's organisation's are its purchasing units), one closed enterprise. */
export default defineSeed({ name: 'orgUnits', order: 700, run: (tx, c) => seedDemoOrgs(tx, c.baseTime) });
