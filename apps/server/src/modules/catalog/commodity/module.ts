import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { skus, spus } from '../goods-tables';
import { listingAuditSubscribers } from './listing-approval';
import { registerCommodityRoutes } from './routes';
import { skuSteps } from './sku-machine';
import { commodityWorkbench } from './workbench';

export default defineModule({
  name: 'catalog.commodity',
  register: registerCommodityRoutes,
  workbench: commodityWorkbench,
  machines: [skuSteps],
  subscribers: listingAuditSubscribers,
  auditNames: {
    sku: namesFrom(skus, skus.id, skus.skuName),
    spu: namesFrom(spus, spus.id, spus.spuName),
  },
});
