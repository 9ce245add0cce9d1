import { defineSeed } from '../../db/seed/define-seed';
import { ensureConfigData } from './ensure-config';

/** The contract's dictionaries and the parameter version row. */
export default defineSeed({
  name: 'configData',
  order: 20,
  part: 'reference',
  run: (tx) => ensureConfigData(tx),
});
