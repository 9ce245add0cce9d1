import { defineModule } from '../../../platform/module';
import { registerInvoiceTitleRoutes } from './routes';

export default defineModule({ name: 'addresses.invoiceTitles', register: registerInvoiceTitleRoutes });
