import { defineSeed } from '../../db/seed/define-seed';
import { ensurePlatformProcess } from './seed/platform-processes';

/** Order approval's processes: the platform's, and the organisations' own converted from the retired threshold. */
export default defineSeed({
  name: 'approvalProcesses',
  order: 40,
  part: 'reference',
  run: (tx) => ensurePlatformProcess(tx),
});
