import { skuMachine } from '@procuremart/contract';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { skus, spus } from '../goods-tables';
import { listingGuards } from './listing-guards';
import { registerCommodityRoutes } from './routes';

export default defineModule({
  name: 'catalog.commodity',
  register: registerCommodityRoutes,
  machines: [skuMachine],
  guards: listingGuards,
  auditNames: {
    sku: namesFrom(skus, skus.id, skus.skuName),
    spu: namesFrom(spus, spus.id, spus.spuName),
  },
});
