import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const receivingFiles = defineFileKinds({
  exports: { inspectionDetails: bilingual('验收明细', 'Acceptance details') },
});
