import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { articleExport } from './article-export';
import { articleSteps, columnSteps } from './article-machine';
import { registerContentArticleRoutes } from './routes';
import { contentArticles, contentColumns } from './tables';
import { contentWorkbench } from './workbench';

export default defineModule({
  name: 'content.articles',
  register: registerContentArticleRoutes,
  workbench: contentWorkbench,
  machines: [articleSteps, columnSteps],
  exports: [articleExport],
  auditNames: {
    contentArticle: namesFrom(contentArticles, contentArticles.id, contentArticles.title),
    contentColumn: namesFrom(contentColumns, contentColumns.id, contentColumns.name),
  },
});
