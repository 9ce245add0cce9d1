import { defineSeed } from '../../db/seed/define-seed';
import { seedZoneOperator } from './seed/zone-operator';

/** The zone operator zoneop01 (its station and zone come with access's station seed, after it). */
export default defineSeed({
  name: 'zoneOperator',
  order: 731,
  run: (tx, c) => seedZoneOperator(tx, c.baseTime),
});
