import { hotWordMachine } from '@procuremart/contract';
import { notFoundError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { hotWords } from '../tables';

/** Hot words enable and disable through the hot word machine (operators only: no row scope). */
export const hotWordSteps = bindMachine({
  machine: hotWordMachine,
  table: hotWords,
  id: hotWords.id,
  status: hotWords.status,
  notFound: notFoundError,
});
