import type { CategoryAttribute } from '@procuremart/contract';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { RowActions } from '../../resources/RowActions';
import { visibleRowActions } from '../../resources/row-actions';
import type { RowAction } from '../../resources/types';

/** One attribute group's attributes: names, kind, required, values as tags, and the row actions. */
export function AttributeGroupTable({
  attributes,
  actions,
  onRun,
}: {
  attributes: CategoryAttribute[];
  actions: RowAction<CategoryAttribute>[];
  onRun: (action: RowAction<CategoryAttribute>, row: CategoryAttribute) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { kind, userInfo } = useSession();
  const context = { kind, permissions: userInfo?.menuCodeList ?? [] };
  const yesNo = (value: boolean) => (value ? t('attribute.yes') : t('attribute.no'));
  const columns: TableColumnsType<CategoryAttribute> = [
    { title: t('attribute.field.name'), dataIndex: 'name', width: 160 },
    { title: t('attribute.field.nameEn'), dataIndex: 'nameEn', width: 160 },
    { title: t('attribute.field.sortNo'), dataIndex: 'sortNo', width: 80, align: 'right' },
    {
      title: t('attribute.field.isVariant'),
      dataIndex: 'isVariant',
      width: 90,
      render: (value: boolean) => (value ? <Tag color="purple">{yesNo(true)}</Tag> : yesNo(false)),
    },
    {
      title: t('attribute.field.required'),
      dataIndex: 'required',
      width: 80,
      render: (value: boolean, row) => yesNo(value || row.isVariant),
    },
    {
      title: t('attribute.field.values'),
      key: 'values',
      render: (_, row) => row.values.map((v) => <Tag key={v.valueId}>{v.value}</Tag>),
    },
    {
      title: t('attribute.field.inUse'),
      dataIndex: 'inUse',
      width: 90,
      render: (value: boolean) =>
        value ? <Tag color="orange">{t('attribute.inUseTag')}</Tag> : yesNo(false),
    },
    {
      title: t('attribute.field.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <RowActions row={row} actions={visibleRowActions(actions, row, context)} onRun={onRun} />
      ),
    },
  ];
  return (
    <Table<CategoryAttribute>
      className={CARD_TABLE}
      rowKey="attributeId"
      size="small"
      columns={cardColumns(columns)}
      dataSource={attributes}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
