import { PlusOutlined } from '@ant-design/icons';
import type { Dictionary, DictionaryItem } from '@procuremart/contract';
import {
  changeDictionaryItemStatus,
  queryDictionaryHistory,
  queryDictionaryItems,
} from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { invalidateDictionaries } from '../../dictionaries/dict-cache';
import { useLocalName } from '../../i18n/local-name';
import { useEditing } from '../../resources/form-for';
import { EMPTY_CELL, formatDateTime } from '../../resources/formatters';
import { ConfigHistoryTable } from './ConfigHistoryTable';
import { type DictItemContext, DictItemForm } from './dictionary-resource';
import { configKeys } from './keys';

/** One dictionary's items (edit labels and order; add to and disable in open ones) and its change history. */
export function DictionaryItemsDrawer({
  dictionary,
  onClose,
}: {
  dictionary: Dictionary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const form = useEditing<DictionaryItem, DictItemContext>();
  const dictCode = dictionary?.dictCode ?? '';
  const items = useQuery({
    queryKey: configKeys.dictItems(dictCode),
    queryFn: () => api(queryDictionaryItems, { dictCode }),
    enabled: dictCode !== '',
  });
  // Every page using a dictionary shows the change: the stored copy is dropped and loaded again.
  const changed = () => invalidateDictionaries(queryClient);

  const changeStatus = (item: DictionaryItem, status: 0 | 1) => {
    const run = async () => {
      await api(changeDictionaryItemStatus, { itemId: item.itemId, status });
      feedback.message.success(t('dict.success.status'));
      await queryClient.invalidateQueries({ queryKey: configKeys.dictionaries() });
      await changed();
    };
    if (status === 1) return void run().catch(() => undefined);
    feedback.modal.confirm({
      title: t('dict.confirm.disable'),
      content: t('dict.confirm.disableHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  // A new item goes after the last one.
  const nextSortNo = ((items.data?.items.length ?? 0) + 1) * 10;

  const itemTable = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {dictionary?.open && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => form.edit({ mode: 'create', dictCode, nextSortNo })}
          data-testid="dict-item-add"
        >
          {t('dict.action.add')}
        </Button>
      )}
      {items.isError ? (
        <Alert type="error" showIcon title={t('resource.loadFailed')} />
      ) : (
        <Table<DictionaryItem>
          size="small"
          rowKey="itemId"
          loading={items.isFetching}
          dataSource={items.data?.items ?? []}
          pagination={false}
          data-testid="dict-items"
          columns={[
            { key: 'code', title: t('dict.field.code'), dataIndex: 'code', width: 90 },
            { key: 'label', title: t('dict.field.label'), dataIndex: 'label' },
            { key: 'labelEn', title: t('dict.field.labelEn'), dataIndex: 'labelEn' },
            { key: 'sortNo', title: t('dict.field.sortNo'), dataIndex: 'sortNo', width: 70 },
            {
              key: 'status',
              title: t('dict.field.status'),
              width: 80,
              render: (_, item) => (
                <Tag color={item.status === 1 ? 'green' : undefined}>{t(`dict.status.${item.status}`)}</Tag>
              ),
            },
            {
              key: 'builtIn',
              title: t('dict.field.builtIn'),
              width: 70,
              render: (_, item) => t(`dict.builtIn.${item.builtIn}`),
            },
            {
              key: 'updated',
              title: t('dict.field.updatedAt'),
              width: 170,
              render: (_, item) => `${formatDateTime(item.updatedAt)} ${item.updatedBy ?? EMPTY_CELL}`,
            },
            {
              key: 'actions',
              width: 120,
              render: (_, item) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => form.edit({ mode: 'edit', record: item })}
                    data-testid={`dict-item-edit-${item.code}`}
                  >
                    {t('dict.action.edit')}
                  </Button>
                  {!item.builtIn && (
                    <Button
                      type="link"
                      size="small"
                      danger={item.status === 1}
                      onClick={() => changeStatus(item, item.status === 1 ? 0 : 1)}
                    >
                      {t(item.status === 1 ? 'dict.action.disable' : 'dict.action.enable')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Space>
  );

  return (
    <Drawer
      open={dictionary !== null}
      onClose={onClose}
      size={920}
      title={
        dictionary
          ? t('dict.itemsTitle', {
              name: localName(dictionary.name, dictionary.nameEn),
              code: dictionary.dictCode,
            })
          : ''
      }
      destroyOnHidden
    >
      <Tabs
        items={[
          { key: 'items', label: t('dict.tab.items'), children: itemTable },
          {
            key: 'history',
            label: t('dict.tab.history'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Alert type="info" title={t('dict.historyValue')} />
                <ConfigHistoryTable
                  queryKey={configKeys.dictHistory(dictCode)}
                  targetTitleKey="dict.field.code"
                  load={(pageNo, pageSize) => api(queryDictionaryHistory, { dictCode, pageNo, pageSize })}
                />
              </Space>
            ),
          },
        ]}
      />
      <DictItemForm {...form.props} onSaved={() => void changed()} />
    </Drawer>
  );
}
