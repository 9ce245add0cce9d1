import {
  ArticleStatus,
  type ContentArticleDetail,
  contentArticleGlossary,
  contentArticleMachine,
} from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { ArticleForm, type EditedArticle } from './ArticleForm';
import {
  articleAudit,
  articleFacts,
  articleSections,
  articleStatusMap,
  articleSteps,
  loadArticle,
} from './article-resource';
import { contentKeys } from './keys';

const EDITABLE: number[] = [ArticleStatus.draft, ArticleStatus.refused, ArticleStatus.withdrawn];

/**
 * One article in its own tab (`contentArticleDetail?articleId=…`): facts, the bodies as they will show, the
 * status history; edit, send to review, pass or refuse, withdraw, as the server lists them for the user.
 */
export default function ArticleDetailPage() {
  const form = useEditing<EditedArticle>({ mode: 'create' });
  const actions: RowAction<ContentArticleDetail>[] = [
    {
      key: 'edit',
      labelKey: 'contentArticle.action.edit',
      visible: (article) => EDITABLE.includes(article.status),
      run: (article) => form.edit({ mode: 'edit', record: article }),
    },
    ...articleSteps.row,
    ...articleAudit.rowActions,
  ];
  return (
    <ResourceDetailPage<ContentArticleDetail, 'contentArticleDetail'>
      glossary={contentArticleGlossary}
      page="contentArticleDetail"
      idParam="articleId"
      queryKey={contentKeys.article}
      load={loadArticle}
      recordTitle={(article) => article.title}
      status={{ of: (article) => article.status, statusMap: articleStatusMap }}
      facts={articleFacts}
      machine={contentArticleMachine}
      actions={actions}
      invalidateKey={contentKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'contentArticle.tab.basic', sections: articleSections },
        {
          key: 'history',
          labelKey: 'contentArticle.tab.history',
          history: { of: (article) => article.history },
        },
      ]}
    >
      <ArticleForm {...form.props} />
    </ResourceDetailPage>
  );
}
