import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoAddresses } from './seed/demo-addresses';

export default defineSeed({
  name: 'addresses',
  order: 400,
  run: (tx, c) => seedDemoAddresses(tx, c.baseTime),
});
