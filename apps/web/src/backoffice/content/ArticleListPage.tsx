import { PlusOutlined } from '@ant-design/icons';
import { ArticleStatus, type ContentArticleRow } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { ArticleForm, type EditedArticle, withBodies } from './ArticleForm';
import { articleList, articleSteps } from './article-resource';

const EDITABLE: number[] = [ArticleStatus.draft, ArticleStatus.refused, ArticleStatus.withdrawn];

/** Content management (operators): filters, write, view (its own tab), edit, send to review, withdraw, export. */
export default function ArticleListPage() {
  const form = useEditing<EditedArticle>({ mode: 'create' });
  const rowActions: RowAction<ContentArticleRow>[] = [
    {
      key: 'edit',
      labelKey: 'contentArticle.action.edit',
      visible: (row) => EDITABLE.includes(row.status),
      run: async (row) => form.edit({ mode: 'edit', record: await withBodies(row) }),
    },
    ...articleSteps.row,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'contentArticle.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'content-article-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList
        descriptor={articleList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={articleSteps.bulk}
      />
      <ArticleForm {...form.props} />
    </>
  );
}
