import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnitName } from '../../dictionaries/unit-name';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';
import { isGood, type QuickOrderRow } from './quick-order-model';

export interface QuickOrderTableProps {
  rows: QuickOrderRow[];
  selected: ReadonlySet<string>;
  onSelect: (codes: Set<string>) => void;
  onQuantity: (code: string, num: number) => void;
  onDelete: (code: string) => void;
  compact: boolean;
}

/** What the check found on a line: its problem in red, a changed quantity, or that it can be bought. */
function LineState({ row }: { row: QuickOrderRow }) {
  const { t } = useTranslation();
  const merged = row.mergedLines > 1 && (
    <Typography.Text type="secondary" data-testid="line-merged">
      <InfoCircleOutlined /> {t('fastOrder.merged', { count: row.mergedLines })}
    </Typography.Text>
  );
  let state = (
    <Typography.Text type="success" data-testid="line-good">
      <CheckCircleFilled /> {t('fastOrder.good')}
    </Typography.Text>
  );
  if (row.edited)
    state = (
      <Typography.Text type="warning" data-testid="line-edited">
        <ExclamationCircleFilled /> {t('fastOrder.edited')}
      </Typography.Text>
    );
  else if (row.problemText)
    state = (
      <Typography.Text type="danger" data-testid="line-problem">
        <ExclamationCircleFilled /> {row.problemText}
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size={0}>
      {state}
      {merged}
    </Space>
  );
}

/** The checked lines: select the good ones, change a quantity, delete a line; each line says what is wrong. */
export function QuickOrderTable({
  rows,
  selected,
  onSelect,
  onQuantity,
  onDelete,
  compact,
}: QuickOrderTableProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const unitName = useUnitName();

  const goods = (row: QuickOrderRow) =>
    row.sku ? (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{localName(row.sku.skuName, row.sku.skuNameEn)}</Typography.Text>
        {row.sku.model && (
          <Typography.Text type="secondary">{t('fastOrder.model', { model: row.sku.model })}</Typography.Text>
        )}
        <Typography.Text type="secondary">
          {t('fastOrder.shop', { name: localName(row.sku.shopName, row.sku.shopNameEn) })}
        </Typography.Text>
      </Space>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  const price = (row: QuickOrderRow) =>
    row.sku ? `¥${formatAmount(row.sku.price)} / ${unitName(row.sku.unit)}` : '—';
  const quantity: TableColumnsType<QuickOrderRow>[number] = {
    title: t('fastOrder.column.quantity'),
    key: 'num',
    width: compact ? 84 : 120,
    render: (_, row) => (
      <InputNumber
        size="small"
        value={row.num}
        style={{ width: '100%' }}
        aria-label={t('fastOrder.column.quantity')}
        data-testid="line-quantity"
        onChange={(value) => {
          if (typeof value === 'number' && value !== row.num) onQuantity(row.code, value);
        }}
      />
    ),
  };
  const action: TableColumnsType<QuickOrderRow>[number] = {
    title: compact ? '' : t('fastOrder.column.action'),
    key: 'action',
    width: compact ? 56 : 80,
    render: (_, row) => (
      <Button type="link" size="small" danger onClick={() => onDelete(row.code)} data-testid="line-delete">
        {t('fastOrder.delete')}
      </Button>
    ),
  };

  // On a phone one column tells the whole line (code, goods, price, what the check found) beside the quantity.
  const columns: TableColumnsType<QuickOrderRow> = compact
    ? [
        {
          title: t('fastOrder.column.goods'),
          key: 'line',
          render: (_, row) => (
            <Space orientation="vertical" size={2}>
              <Typography.Text type="secondary">{row.code}</Typography.Text>
              {goods(row)}
              {row.sku && <Typography.Text>{price(row)}</Typography.Text>}
              <LineState row={row} />
            </Space>
          ),
        },
        quantity,
        action,
      ]
    : [
        { title: t('fastOrder.column.code'), dataIndex: 'code', width: 130 },
        { title: t('fastOrder.column.goods'), key: 'goods', render: (_, row) => goods(row) },
        {
          title: t('fastOrder.column.price'),
          key: 'price',
          align: 'right',
          width: 120,
          render: (_, row) => price(row),
        },
        quantity,
        {
          title: t('fastOrder.column.state'),
          key: 'state',
          width: 260,
          render: (_, row) => <LineState row={row} />,
        },
        action,
      ];

  return (
    <Table<QuickOrderRow>
      rowKey="code"
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={compact ? undefined : { x: 820 }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(row) => (isGood(row) ? '' : 'pm-quick-bad')}
      data-testid="quick-order-table"
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(new Set(keys.map(String))),
        getCheckboxProps: (row) => ({
          disabled: !isGood(row),
          'aria-label': t('fastOrder.select', { code: row.code }),
        }),
      }}
    />
  );
}
