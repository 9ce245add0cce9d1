import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { MemberSku } from '@procuremart/contract';
import { Button, Popconfirm, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { formatAmount } from '../../resources/formatters';
import { SkuStatusTag } from './SkuStatusTag';

export interface MemberTableProps {
  rows: readonly MemberSku[];
  busy: boolean;
  emptyText: string;
  /** Buttons before "remove selected" (e.g. add). */
  toolbar?: ReactNode;
  onReorder: (next: MemberSku[]) => unknown;
  /** Asked first; gets the ids to remove. */
  onRemove: (skuIds: string[]) => unknown;
  testId?: string;
}

/** An ordered list of picked SKUs: move up/down, remove one or the selected ones (after asking). */
export function MemberTable({
  rows,
  busy,
  emptyText,
  toolbar,
  onReorder,
  onRemove,
  testId,
}: MemberTableProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const move = (index: number, delta: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + delta, 0, row);
    onReorder(next);
  };
  const remove = async (ids: string[]) => {
    await onRemove(ids);
    setSelected((now) => now.filter((id) => !ids.includes(id)));
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid={testId}>
      <Space wrap>
        {toolbar}
        <Popconfirm
          title={t('group.confirm.remove')}
          onConfirm={() => remove(selected)}
          disabled={selected.length === 0}
        >
          <Button danger disabled={selected.length === 0 || busy}>
            {t('group.action.removeSelected')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<MemberSku>
        className={CARD_TABLE}
        size="small"
        rowKey="skuId"
        loading={busy}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={cardColumns<MemberSku>([
          { key: 'no', title: '#', width: 56, render: (_v, _r, index) => index + 1 },
          { dataIndex: 'skuName', title: t('skuPick.field.skuName'), ellipsis: true },
          { dataIndex: 'supplierSkuCode', title: t('skuPick.field.supplierSkuCode'), width: 140 },
          {
            dataIndex: 'salePrice',
            title: t('skuPick.field.salePrice'),
            align: 'right',
            width: 110,
            render: (value: string) => formatAmount(value),
          },
          {
            dataIndex: 'status',
            title: t('skuPick.field.status'),
            width: 110,
            render: (status: number) => <SkuStatusTag status={status} />,
          },
          { dataIndex: 'supplierName', title: t('skuPick.field.supplierName'), ellipsis: true },
          {
            key: 'actions',
            title: t('resource.actions'),
            width: 200,
            render: (_v, sku, index) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0 || busy}
                  onClick={() => move(index, -1)}
                >
                  {t('group.action.moveUp')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1 || busy}
                  onClick={() => move(index, 1)}
                >
                  {t('group.action.moveDown')}
                </Button>
                <Popconfirm title={t('group.confirm.remove')} onConfirm={() => remove([sku.skuId])}>
                  <Button type="link" size="small" danger disabled={busy}>
                    {t('group.action.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ])}
      />
    </Space>
  );
}
