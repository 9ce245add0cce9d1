import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoBrandAuths } from './seed/demo-brand-auths';
import { seedDemoBrands } from './seed/demo-brands';
import { seedDemoCatalog } from './seed/demo-catalog';
import { seedDemoPricing } from './seed/demo-pricing';
import { seedDemoShopTerms } from './seed/demo-shop-terms';

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
  // Freight rules and delivery ranges, so checkout shows each case.
  { name: 'shopTerms', order: 1000, part: 'catalog', run: (tx) => seedDemoShopTerms(tx) },
  // Price changes and their history on goods the demo orders bought.
  { name: 'pricing', order: 1200, part: 'orders', run: (tx) => seedDemoPricing(tx) },
]);
