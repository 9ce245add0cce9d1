import { hotWordMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { registerHotWordAdminRoutes } from './routes';

export default defineModule({
  name: 'search.hotWordsAdmin',
  register: registerHotWordAdminRoutes,
  machines: [hotWordMachine],
});
