import { defineSeed } from '../../db/seed/define-seed';
import { adoptPendingRegistrations } from './registration-audit';

/**
 * Registrations pending without a running audit (from before the approval engine) start theirs, after the
 * platform audits' processes (40).
 */
export default defineSeed({
  name: 'pendingRegistrationAudits',
  order: 46,
  part: 'reference',
  run: (tx) => adoptPendingRegistrations(tx),
});
