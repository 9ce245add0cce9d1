import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const monitoringFiles = defineFileKinds({
  exports: { priceMonitor: bilingual('价格监控', 'Price monitoring') },
});
