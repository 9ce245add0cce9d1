import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { invoiceTitles } from '../tables';
import { registerInvoiceTitleRoutes } from './routes';

export default defineModule({
  name: 'addresses.invoiceTitles',
  register: registerInvoiceTitleRoutes,
  auditNames: { invoiceTitle: namesFrom(invoiceTitles, invoiceTitles.id, invoiceTitles.title) },
});
