import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { hotWords } from '../tables';
import { hotWordSteps } from './hot-word-steps';
import { registerHotWordAdminRoutes } from './routes';

export default defineModule({
  name: 'search.hotWordsAdmin',
  register: registerHotWordAdminRoutes,
  machines: [hotWordSteps],
  auditNames: { hotWord: namesFrom(hotWords, hotWords.id, hotWords.word) },
});
