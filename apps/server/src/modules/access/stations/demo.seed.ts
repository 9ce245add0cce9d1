import { defineSeed } from '../../../db/seed/define-seed';
import { seedDemoStations } from './seed/demo-stations';

/** Demo stations: zoneop01's north-zone order desk (after the zone operator) and an enterprise's empty one. */
export default defineSeed({ name: 'stations', order: 741, run: (tx, c) => seedDemoStations(tx, c.baseTime) });
