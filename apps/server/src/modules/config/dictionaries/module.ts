import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { dictionaries, dictionaryItems } from '../tables';
import { registerDictionaryRoutes } from './routes';

export default defineModule({
  name: 'config.dictionaries',
  register: registerDictionaryRoutes,
  // An item reads with its dictionary: "计量单位：台".
  auditNames: {
    dictionary: namesFrom(
      dictionaryItems,
      dictionaryItems.id,
      sql`(select ${dictionaries.name} from ${dictionaries} where ${dictionaries.dictCode} = ${dictionaryItems.dictCode}) || '：' || ${dictionaryItems.label}`,
    ),
  },
});
