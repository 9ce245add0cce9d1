import { defineModule } from '../../../platform/module';
import { registerDictionaryRoutes } from './routes';

export default defineModule({ name: 'config.dictionaries', register: registerDictionaryRoutes });
