import { defineModule } from '../../../platform/module';
import { priceMonitorExport } from './monitor-export';
import { registerMonitoringRoutes } from './routes';

export default defineModule({
  name: 'catalog.monitoring',
  register: registerMonitoringRoutes,
  exports: [priceMonitorExport],
});
