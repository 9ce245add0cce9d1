import { hotWordMachine } from '@procuremart/contract';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { hotWords } from '../tables';
import { registerHotWordAdminRoutes } from './routes';

export default defineModule({
  name: 'search.hotWordsAdmin',
  register: registerHotWordAdminRoutes,
  machines: [hotWordMachine],
  auditNames: { hotWord: namesFrom(hotWords, hotWords.id, hotWords.word) },
});
