import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_TABLE } from './card-table';
import { hasTotals, LinesTotals } from './lines-summary';
import { tableColumns } from './table-columns';
import type { ColumnDescriptor, Row } from './types';

/**
 * Lines shown read-only (a detail's nested table, e.g. order lines): the same columns as the editor's
 * read-only ones (`LinesEditor`), the same phone cards and the same totals row.
 */
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
        locale={{ emptyText: t('resource.noLines') }}
        summary={hasTotals(columns, []) ? () => <LinesTotals columns={columns} lines={rows} /> : undefined}
      />
    </Card>
  );
}
