import { defineSeed } from '../../db/seed/define-seed';
import { ensurePlatformAuditProcesses, ensurePlatformProcess } from './seed/platform-processes';

/**
 * Order approval's processes (the platform's, and the organisations' own converted from the retired threshold) and
 * the platform audits' processes.
 */
export default defineSeed({
  name: 'approvalProcesses',
  order: 40,
  part: 'reference',
  run: async (tx) => {
    await ensurePlatformProcess(tx);
    await ensurePlatformAuditProcesses(tx);
  },
});
