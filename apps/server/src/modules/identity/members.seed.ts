import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoMembers } from './seed/demo-members';

/** The enterprise administrator orgadmin01 and members in the demo organisations' departments (after the units). */
export default defineSeed({ name: 'members', order: 720, run: (tx, c) => seedDemoMembers(tx, c.baseTime) });
