import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { spus } from '../goods-tables';
import { registerGroupRoutes } from './routes';
import { commodityGroups } from './tables';

export default defineModule({
  name: 'catalog.groups',
  register: registerGroupRoutes,
  auditNames: {
    commodityGroup: namesFrom(commodityGroups, commodityGroups.id, commodityGroups.groupName),
    // Related goods are saved per product: the row names the product they belong to.
    relatedGoods: namesFrom(spus, spus.id, spus.spuName),
  },
});
