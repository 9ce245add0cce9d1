import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_MAX_LEVEL, type CategoryRow, pageLink } from '@procuremart/contract';
import { queryCategoryTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { RowActions } from '../../resources/RowActions';
import { visibleRowActions } from '../../resources/row-actions';
import type { RowAction } from '../../resources/types';
import { useActionRunner } from '../../resources/use-action-runner';
import { StatusTag } from '../../resources/ValueView';
import { type CategoryEditing, CategoryForm } from './CategoryForm';
import { categoryStatusActions, categoryStatusMap, deleteCategoryAction } from './category-actions';
import { type CategoryNode, nestCategories } from './category-tree';
import { categoryKeys } from './keys';

/** The three-level back-office category tree: add children, edit, enable/disable (the branch), delete. */
export default function CategoryTreePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind, userInfo } = useSession();
  const runner = useActionRunner(categoryKeys.all);
  const query = useQuery({ queryKey: categoryKeys.tree(), queryFn: () => api(queryCategoryTree, {}) });
  const tree = useMemo(() => nestCategories(query.data?.categories ?? []), [query.data]);
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<CategoryEditing>({ mode: 'create', parent: null });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: CategoryEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const rowActions: RowAction<CategoryRow>[] = [
    {
      key: 'addChild',
      labelKey: 'category.action.addChild',
      visible: (row) => row.level < CATEGORY_MAX_LEVEL && row.status === 1,
      run: (row) => openForm({ mode: 'create', parent: row }),
    },
    {
      key: 'edit',
      labelKey: 'category.action.edit',
      run: (row) => openForm({ mode: 'edit', record: row }),
    },
    {
      key: 'attributes',
      labelKey: 'category.action.attributes',
      visible: (row) => row.isLeaf && (userInfo?.menuCodeList ?? []).includes('categoryAttributeManage'),
      run: (row) => navigate(pageLink('categoryAttributeManage', { categoryId: row.categoryId })),
    },
    ...categoryStatusActions.row,
    deleteCategoryAction,
  ];
  const context = { kind, permissions: userInfo?.menuCodeList ?? [] };

  const columns: TableColumnsType<CategoryNode> = [
    {
      title: t('category.field.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          {name}
          {row.isLeaf ? (
            <Tag style={{ marginInlineStart: 8 }} color="blue">
              {t('category.leafTag')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: t('category.field.nameEn'), dataIndex: 'nameEn' },
    { title: t('category.field.code'), dataIndex: 'code', width: 110 },
    {
      title: t('category.field.level'),
      dataIndex: 'level',
      width: 90,
      render: (level: number) => t('category.levelValue', { level }),
    },
    { title: t('category.field.sortNo'), dataIndex: 'sortNo', width: 90, align: 'right' },
    { title: t('category.field.goodsCount'), dataIndex: 'goodsCount', width: 90, align: 'right' },
    { title: t('category.field.attributeCount'), dataIndex: 'attributeCount', width: 90, align: 'right' },
    {
      title: t('category.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag value={status} statusMap={categoryStatusMap} />,
    },
    {
      title: t('category.field.actions'),
      key: 'actions',
      render: (_, row) => (
        <RowActions row={row} actions={visibleRowActions(rowActions, row, context)} onRun={runner.run} />
      ),
    },
  ];

  const createTop = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-testid="category-create-top"
      onClick={() => openForm({ mode: 'create', parent: null })}
    >
      {t('category.action.createTop')}
    </Button>
  );

  return (
    <Card title={t('category.treeTitle')} extra={createTop}>
      {query.isError ? (
        <Result
          status="error"
          title={t('category.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('category.retry')}</Button>}
        />
      ) : (
        <Table<CategoryNode>
          className={CARD_TABLE}
          rowKey="categoryId"
          size="middle"
          columns={cardColumns(columns)}
          dataSource={tree}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('category.emptyHint')} /> }}
        />
      )}
      <CategoryForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      {runner.element}
    </Card>
  );
}
