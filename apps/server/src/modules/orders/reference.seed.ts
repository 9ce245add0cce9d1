import { defineSeed } from '../../db/seed/define-seed';
import { adoptAwaitingApprovals } from './approval/adopt-awaiting';

/** Orders waiting for approval from before the approval engine start their approval (after its processes, 40). */
export default defineSeed({
  name: 'awaitingApprovals',
  order: 45,
  part: 'reference',
  run: (tx) => adoptAwaitingApprovals(tx),
});
