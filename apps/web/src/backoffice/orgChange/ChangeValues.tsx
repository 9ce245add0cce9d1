import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dictionaries/use-dict';
import { CHANGE_FIELDS, type ChangeKind } from './change-fields';

interface Props {
  kind: ChangeKind;
  /** The info on record (null: none yet). */
  current: Readonly<Record<string, string>> | null;
  /** The change proposed; null: none waits, only the info on record is shown. */
  proposed: Readonly<Record<string, string>> | null;
}

/** A change beside the info on record, field by field, what it changes marked; or the info on record alone. */
export function ChangeValues({ kind, current, proposed }: Props) {
  const { t } = useTranslation();
  const taxpayer = useDict('TAXPAYER_TYPE');
  const shown = (field: string, value: string | undefined) =>
    field === 'taxpayerType' ? taxpayer.labelOf(value) : (value ?? '');
  const rows = CHANGE_FIELDS[kind].map((field) => ({
    field,
    current: current ? shown(field, current[field]) : '—',
    proposed: proposed ? shown(field, proposed[field]) : '',
    changed: proposed !== null && (current?.[field] ?? '') !== (proposed[field] ?? ''),
  }));
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      // Beside a change, long values (bank accounts, addresses) scroll inside the table on a phone, not the page;
      // the info on record alone wraps them.
      scroll={proposed === null ? undefined : { x: 'max-content' }}
      dataSource={rows}
      columns={[
        {
          key: 'field',
          title: t('orgChange.field.field'),
          render: (_, row) => t(`orgChange.field.${row.field}`),
        },
        { key: 'current', title: t('orgChange.field.current'), dataIndex: 'current' },
        ...(proposed === null
          ? []
          : [
              {
                key: 'proposed',
                title: t('orgChange.field.proposed'),
                render: (_: unknown, row: (typeof rows)[number]) =>
                  row.changed ? (
                    <Typography.Text type="warning" strong>
                      {row.proposed}
                    </Typography.Text>
                  ) : (
                    row.proposed
                  ),
              },
            ]),
      ]}
    />
  );
}
