import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dictionaries/use-dict';
import { CHANGE_FIELDS, type ChangeKind } from './change-fields';

interface Props {
  kind: ChangeKind;
  /** The info on record (null: none yet). */
  current: Readonly<Record<string, string>> | null;
  proposed: Readonly<Record<string, string>>;
}

/** A change beside the info on record, field by field; what it changes is marked. */
export function ChangeValues({ kind, current, proposed }: Props) {
  const { t } = useTranslation();
  const taxpayer = useDict('TAXPAYER_TYPE');
  const shown = (field: string, value: string | undefined) =>
    field === 'taxpayerType' ? taxpayer.labelOf(value) : (value ?? '');
  const rows = CHANGE_FIELDS[kind].map((field) => ({
    field,
    current: current ? shown(field, current[field]) : '—',
    proposed: shown(field, proposed[field]),
    changed: (current?.[field] ?? '') !== (proposed[field] ?? ''),
  }));
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      // Long values (bank accounts, addresses) scroll inside the table on a phone, not the page.
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={[
        {
          key: 'field',
          title: t('orgChange.field.field'),
          render: (_, row) => t(`orgChange.field.${row.field}`),
        },
        { key: 'current', title: t('orgChange.field.current'), dataIndex: 'current' },
        {
          key: 'proposed',
          title: t('orgChange.field.proposed'),
          render: (_, row) =>
            row.changed ? (
              <Typography.Text type="warning" strong>
                {row.proposed}
              </Typography.Text>
            ) : (
              row.proposed
            ),
        },
      ]}
    />
  );
}
