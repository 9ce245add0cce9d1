import { defineModule } from '../../../platform/module';
import { autoReceiveJob, autoReceiveSchedule } from './auto-receive-job';
import { inspectionDetailsExport } from './inspection-export';
import { registerReceivingRoutes } from './routes';
import { shipmentSteps } from './shipment-step';

/**
 * The buyer's receiving: arrival registration, acceptance or rejection of shipments, completing orders,
 * automatic receipt after `order.autoReceiveDays`, the acceptance lists and the acceptance details export.
 */
export default defineModule({
  name: 'orders.receiving',
  register: registerReceivingRoutes,
  machines: [shipmentSteps],
  jobs: [autoReceiveJob],
  schedules: [autoReceiveSchedule],
  exports: [inspectionDetailsExport],
});
