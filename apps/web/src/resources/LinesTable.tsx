import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_TABLE } from './card-table';
import { tableColumns } from './table-columns';
import { summaryRow } from './table-summary';
import type { ColumnDescriptor, Row } from './types';

/** A detail page's nested table (e.g. order lines), with sums of its amount columns. */
export function LinesTable<L extends Row>({
  titleKey = 'resource.lines',
  rowKey,
  columns,
  rows,
}: {
  titleKey?: string;
  rowKey: keyof L & string;
  columns: ColumnDescriptor<L>[];
  rows: readonly L[];
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(titleKey)}>
      <Table<L>
        className={CARD_TABLE}
        data-testid="detail-lines"
        size="small"
        rowKey={rowKey}
        columns={tableColumns(columns, undefined, t)}
        dataSource={[...rows]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={summaryRow(columns, false, t)}
      />
    </Card>
  );
}
