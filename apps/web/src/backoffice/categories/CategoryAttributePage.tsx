import { PlusOutlined } from '@ant-design/icons';
import type { CategoryAttribute } from '@procuremart/contract';
import { deleteAttribute, queryCategoryAttributes } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { usePageParams } from '../../app/tabs/page-params';
import { useEditing } from '../../resources/form-for';
import type { RowAction } from '../../resources/types';
import { useActionRunner } from '../../resources/use-action-runner';
import { AttributeForm } from './AttributeForm';
import { AttributeGroupTable } from './AttributeGroupTable';
import { AttributeValuesEditor } from './AttributeValuesEditor';
import { categoryKeys } from './keys';
import { LeafCategoryPicker } from './LeafCategoryPicker';

/** Groups the attributes (already in group order) by their group. */
function byGroup(attributes: CategoryAttribute[]) {
  const groups = new Map<string, { name: string; attributes: CategoryAttribute[] }>();
  for (const attribute of attributes) {
    const group = groups.get(attribute.groupId) ?? { name: attribute.groupName, attributes: [] };
    group.attributes.push(attribute);
    groups.set(attribute.groupId, group);
  }
  return [...groups.entries()];
}

/** The attributes of a chosen leaf category, grouped by attribute group, with their values. */
export default function CategoryAttributePage() {
  const { t } = useTranslation();
  const opened = usePageParams('categoryAttributeManage').categoryId;
  const [picked, setPicked] = useState<string | undefined>();
  const categoryId = picked ?? opened;
  const runner = useActionRunner(categoryKeys.all);
  const query = useQuery({
    queryKey: categoryKeys.attributes(categoryId ?? ''),
    queryFn: () => api(queryCategoryAttributes, { categoryId: categoryId ?? '' }),
    enabled: !!categoryId,
  });
  const groups = useMemo(() => byGroup(query.data?.attributes ?? []), [query.data]);
  const form = useEditing<CategoryAttribute, { categoryId: string }>({ mode: 'create', categoryId: '' });
  const [valuesOf, setValuesOf] = useState<string | null>(null);
  const valuesAttribute = query.data?.attributes.find((a) => a.attributeId === valuesOf) ?? null;

  const actions: RowAction<CategoryAttribute>[] = [
    { key: 'edit', labelKey: 'attribute.action.edit', run: (a) => form.edit({ mode: 'edit', record: a }) },
    { key: 'values', labelKey: 'attribute.action.values', run: (a) => setValuesOf(a.attributeId) },
    {
      key: 'delete',
      labelKey: 'attribute.action.delete',
      danger: true,
      visible: (a) => !a.inUse,
      confirm: { titleKey: 'attribute.confirm.delete', descriptionKey: 'attribute.confirm.deleteHint' },
      successKey: 'attribute.success.delete',
      run: (a) => api(deleteAttribute, { attributeId: a.attributeId }),
    },
  ];

  const body = () => {
    if (!categoryId) return <Empty description={t('attribute.pickHint')} />;
    if (query.isError)
      return (
        <Result
          status="error"
          title={t('attribute.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('category.retry')}</Button>}
        />
      );
    if (query.isLoading) return <Spin />;
    if (groups.length === 0) return <Empty description={t('attribute.emptyHint')} />;
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {groups.map(([groupId, group]) => (
          <Card
            key={groupId}
            size="small"
            type="inner"
            title={group.name}
            extra={t('attribute.groupCount', { count: group.attributes.length })}
          >
            <AttributeGroupTable attributes={group.attributes} actions={actions} onRun={runner.run} />
          </Card>
        ))}
      </Space>
    );
  };

  return (
    <Card
      title={
        <Space wrap>
          <LeafCategoryPicker value={categoryId} onChange={setPicked} />
          {query.data ? <Typography.Text type="secondary">{query.data.path}</Typography.Text> : null}
        </Space>
      }
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!categoryId}
          data-testid="attribute-create"
          onClick={() => categoryId && form.edit({ mode: 'create', categoryId })}
        >
          {t('attribute.action.create')}
        </Button>
      }
    >
      {body()}
      <AttributeForm {...form.props} />
      <AttributeValuesEditor attribute={valuesAttribute} onClose={() => setValuesOf(null)} />
      {runner.element}
    </Card>
  );
}
