import { seedDemoCatalog } from '../../db/seed/catalog/demo-catalog';
import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoBrandAuths } from '../../db/seed/demo-brand-auths';
import { seedDemoBrands } from '../../db/seed/demo-brands';
import { seedDemoPricing } from '../../db/seed/demo-pricing';

export default defineSeed([
  { name: 'brands', order: 200, run: (tx, c) => seedDemoBrands(tx, c.operatorId, c.baseTime) },
  {
    name: 'catalog',
    order: 800,
    part: 'catalog',
    run: (tx, c) => seedDemoCatalog(tx, c.operatorId, c.baseTime),
  },
  {
    name: 'brandAuths',
    order: 900,
    part: 'catalog',
    run: (tx, c) => seedDemoBrandAuths(tx, c.operatorId, c.baseTime),
  },
  // Price changes and their history on goods the demo orders bought.
  { name: 'pricing', order: 1200, part: 'orders', run: (tx) => seedDemoPricing(tx) },
]);
