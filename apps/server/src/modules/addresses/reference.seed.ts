import { defineSeed } from '../../db/seed/define-seed';
import { ensureRegions } from './seed/regions';

/** Mainland China's regions (seed/region-data.ts). */
export default defineSeed({ name: 'regions', order: 30, part: 'reference', run: (tx) => ensureRegions(tx) });
