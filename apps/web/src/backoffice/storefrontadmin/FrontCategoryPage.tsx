import { PlusOutlined } from '@ant-design/icons';
import { FRONT_CATEGORY_MAX_LEVEL, type FrontCategoryAdmin } from '@procuremart/contract';
import { deleteFrontCategory, queryFrontCategoryTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Result, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import type { RowAction } from '../../resources/types';
import { useActionRunner } from '../../resources/use-action-runner';
import { CategoryLinkEditor } from './CategoryLinkEditor';
import { type FrontCategoryEditing, FrontCategoryForm } from './FrontCategoryForm';
import { type FrontCategoryRow, frontCategoryRows, parentKeys } from './front-category-rows';
import { storefrontAdminKeys } from './keys';

const deleteAction: RowAction<FrontCategoryAdmin> = {
  key: 'delete',
  labelKey: 'frontCategory.action.delete',
  danger: true,
  confirm: { titleKey: 'frontCategory.confirm.delete', descriptionKey: 'frontCategory.confirm.deleteHint' },
  successKey: 'frontCategory.success.deleted',
  run: (node) => api(deleteFrontCategory, { frontCategoryId: node.frontCategoryId }),
};

/**
 * The storefront navigation tree (operators): three levels in a tree table with a name filter; add a top
 * entry or a child, edit (names, order, shown/hidden), delete a leaf entry, link a level-3 entry to
 * back-office leaf categories.
 */
export default function FrontCategoryPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: storefrontAdminKeys.frontTree(),
    queryFn: () => api(queryFrontCategoryTree, {}, { notify: false }),
  });
  const runner = useActionRunner(storefrontAdminKeys.frontTree());
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [editing, setEditing] = useState<FrontCategoryEditing>({ mode: 'create', parent: null });
  const [formOpen, setFormOpen] = useState(false);
  const [linking, setLinking] = useState<FrontCategoryAdmin | null>(null);
  const rows = useMemo(() => frontCategoryRows(query.data?.nodes ?? [], filter), [query.data, filter]);
  const openForm = (next: FrontCategoryEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const columns: TableColumnsType<FrontCategoryRow> = [
    { key: 'name', dataIndex: 'name', title: t('frontCategory.field.name') },
    { key: 'nameEn', dataIndex: 'nameEn', title: t('frontCategory.field.nameEn') },
    {
      key: 'level',
      title: t('frontCategory.field.level'),
      width: 90,
      render: (_, row) => t(`frontCategory.levelName.${row.level}`),
    },
    { key: 'sortNo', dataIndex: 'sortNo', title: t('frontCategory.field.sortNo'), width: 90 },
    {
      key: 'status',
      title: t('frontCategory.field.status'),
      width: 90,
      render: (_, row) => (
        <Tag color={row.status === 1 ? 'green' : 'default'}>{t(`frontCategory.shown.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'links',
      title: t('frontCategory.field.links'),
      width: 140,
      render: (_, row) =>
        row.level === FRONT_CATEGORY_MAX_LEVEL
          ? t('frontCategory.linkCount', { count: row.categoryIds.length })
          : null,
    },
    {
      key: 'actions',
      title: t('resource.actions'),
      width: 280,
      render: (_, row) => (
        <Space size={4} wrap data-testid={`front-actions-${row.frontCategoryId}`}>
          {row.level < FRONT_CATEGORY_MAX_LEVEL && (
            <Button type="link" size="small" onClick={() => openForm({ mode: 'create', parent: row })}>
              {t('frontCategory.action.addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => openForm({ mode: 'edit', record: row })}>
            {t('frontCategory.action.edit')}
          </Button>
          {row.level === FRONT_CATEGORY_MAX_LEVEL && (
            <Button type="link" size="small" onClick={() => setLinking(row)}>
              {t('frontCategory.action.links')}
            </Button>
          )}
          {row.childCount === 0 && (
            <Button type="link" size="small" danger onClick={() => void runner.run(deleteAction, row)}>
              {t('frontCategory.action.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Card
        title={t('frontCategory.listTitle')}
        extra={
          <Space wrap>
            <Input.Search
              allowClear
              aria-label={t('frontCategory.filterName')}
              placeholder={t('frontCategory.filterPlaceholder')}
              onSearch={setFilter}
              onChange={(e) => e.target.value === '' && setFilter('')}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="front-category-create"
              onClick={() => openForm({ mode: 'create', parent: null })}
            >
              {t('frontCategory.action.create')}
            </Button>
          </Space>
        }
      >
        {query.isError ? (
          <Result
            status="error"
            title={t('frontCategory.loadFailed')}
            extra={<Button onClick={() => void query.refetch()}>{t('frontCategory.retry')}</Button>}
          />
        ) : (
          <Table<FrontCategoryRow>
            className={CARD_TABLE}
            rowKey="frontCategoryId"
            size="middle"
            loading={query.isLoading}
            columns={cardColumns(columns)}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 900 }}
            expandable={{
              expandedRowKeys: filter ? parentKeys(rows) : expanded,
              onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
            }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(filter ? 'frontCategory.noMatch' : 'frontCategory.emptyHint')}
                />
              ),
            }}
          />
        )}
      </Card>
      <FrontCategoryForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <CategoryLinkEditor
        node={linking}
        backCategories={query.data?.backCategories ?? []}
        onClose={() => setLinking(null)}
      />
      {runner.element}
    </>
  );
}
