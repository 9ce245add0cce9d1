import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { skus } from '../goods-tables';
import { priceChangeSubscribers } from './change-approval';
import { skuChangeSteps } from './change-steps';
import { priceFileImport, stockImport } from './pricing-imports';
import { registerPricingRoutes } from './routes';
import { skuChangeRequests } from './tables';
import { pricingWorkbench } from './workbench';

export default defineModule({
  name: 'catalog.pricing',
  register: registerPricingRoutes,
  workbench: pricingWorkbench,
  machines: [skuChangeSteps],
  subscribers: priceChangeSubscribers,
  imports: [stockImport, priceFileImport],
  // A change request by its SKU's name.
  auditNames: {
    skuChange: namesFrom(
      skuChangeRequests,
      skuChangeRequests.id,
      sql`(select ${skus.skuName} from ${skus} where ${skus.id} = ${skuChangeRequests.skuId})`,
    ),
  },
});
