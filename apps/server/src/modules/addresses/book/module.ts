import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { addresses } from '../tables';
import { registerAddressRoutes } from './routes';

export default defineModule({
  name: 'addresses.addresses',
  register: registerAddressRoutes,
  // An address reads as its contact and where it is: "王伟 北京市海淀区中关村大街1号".
  auditNames: {
    address: namesFrom(
      addresses,
      addresses.id,
      sql`left(${addresses.contactName} || ' ' || ${addresses.provinceName} || ${addresses.cityName} || ${addresses.districtName} || ${addresses.detail}, 100)`,
    ),
  },
});
