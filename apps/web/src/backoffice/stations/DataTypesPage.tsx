import {
  APPLIED_DATA_RESOURCES,
  type Bilingual,
  DATA_AUTHORITY_NOTES,
  DATA_RESOURCE_NOTES,
  DICTIONARIES,
} from '@procuremart/contract';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface TypeRow {
  code: string;
  name: string;
  governs: string;
  applied: boolean | null;
}

/**
 * A read-only table of data resource or data authority types: their meaning is code (the row scope branches on
 * them), so they are shown, not edited.
 */
function TypesTable({ rows, showApplied }: { rows: TypeRow[]; showApplied: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Table<TypeRow>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { dataIndex: 'code', title: t('station.types.code'), width: 110 },
          { dataIndex: 'name', title: t('station.types.name'), width: 140 },
          { dataIndex: 'governs', title: t('station.types.governs') },
          ...(showApplied
            ? [
                {
                  key: 'applied',
                  width: 100,
                  render: (_: unknown, row: TypeRow) =>
                    row.applied ? (
                      <Tag color="green">{t('station.types.applied')}</Tag>
                    ) : (
                      <Tag>{t('station.types.later')}</Tag>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function useRows(
  code: 'DATA_RESOURCE_TYPE' | 'DATA_AUTHORITY_TYPE',
  notes: Readonly<Record<string, Bilingual>>,
) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return DICTIONARIES[code].items.map((item) => ({
    code: item.code,
    name: en ? item.labelEn : item.label,
    governs: notes[item.code]?.[en ? 'en-US' : 'zh-CN'] ?? '',
    applied: APPLIED_DATA_RESOURCES.some((resource) => resource === item.code),
  }));
}

/** Data resource types (dataResourceType): what each governs and whether data permissions apply to it yet. */
export function DataResourceTypesPage() {
  return <TypesTable rows={useRows('DATA_RESOURCE_TYPE', DATA_RESOURCE_NOTES)} showApplied />;
}

/** Data authority types (dataAuthorityType): how far each reaches. */
export function DataAuthorityTypesPage() {
  return <TypesTable rows={useRows('DATA_AUTHORITY_TYPE', DATA_AUTHORITY_NOTES)} showApplied={false} />;
}
