import { defineModule } from '../../platform/module';
import { registerAuditRoutes } from './routes';

export default defineModule({ name: 'audit', register: registerAuditRoutes });
