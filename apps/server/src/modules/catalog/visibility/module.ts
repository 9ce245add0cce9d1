import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { orgs } from '../../org/shared-tables';
import { channels, pools } from '../attribute-tables';
import { registerVisibilityRoutes } from './routes';

export default defineModule({
  name: 'catalog.visibility',
  register: registerVisibilityRoutes,
  auditNames: {
    channel: namesFrom(channels, channels.id, channels.name),
    pool: namesFrom(pools, pools.id, pools.name),
    // An organisation's visibility rule: the row names the organisation.
    orgVisibility: namesFrom(orgs, orgs.id, orgs.name),
  },
});
