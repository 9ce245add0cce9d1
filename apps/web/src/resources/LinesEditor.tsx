import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TABLE, cardColumns } from './card-table';
import { cellName, type LineCell, type LinesDescriptor } from './define-lines';
import { LineCellInput, linesRule } from './LineCellInput';
import { hasTotals, LinesTotals } from './lines-summary';
import type { Row } from './types';
import { ValueOf } from './ValueView';

interface LineSlot {
  key: number;
  name: number;
}

/**
 * The editable lines of a `defineLines` descriptor, inside the caller's Form (at the descriptor's field):
 * read-only columns, a control per cell checked by the call's item schema, add/remove where the descriptor
 * allows, the lines' total and their own error (none given, a line twice). At phone width each line is a card.
 */
export function LinesEditor<V extends Row>({
  lines,
  moreCells = [],
  extra,
  bare = false,
}: {
  lines: LinesDescriptor<V, unknown>;
  /** Cells known only on the page (e.g. the category's spec attributes), before the descriptor's. */
  moreCells?: LineCell<V>[];
  /** Shown above the table (a hint). */
  extra?: ReactNode;
  /** Without its card (inside a modal). */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [focusName, setFocusName] = useState<number>();
  const cells = [...moreCells, ...lines.cells];
  const readOnly = lines.columns ?? [];
  const lineAt = (name: number) => (form.getFieldValue([lines.field, name]) ?? {}) as V;
  const titleOf = (cell: LineCell<V>) => cell.title ?? t(cell.titleKey ?? '');
  const keyOf = (slot: LineSlot) =>
    lines.rowKey ? String(lineAt(slot.name)[lines.rowKey] ?? slot.name) : String(slot.name);
  const labelOf = (slot: LineSlot) => lines.lineLabel?.(lineAt(slot.name), slot.name) ?? `#${slot.name + 1}`;

  const table = (slots: LineSlot[], remove: (name: number) => void) => {
    const removable = !!lines.add && slots.length > (lines.add.min ?? 0);
    const columns: TableColumnsType<LineSlot> = [
      ...readOnly.map((column) => ({
        key: column.field,
        title: t(column.titleKey),
        align: column.view?.kind === 'amount' ? ('right' as const) : undefined,
        width: column.width,
        render: (_: unknown, slot: LineSlot) => (
          // Read again as the line changes: a column may show what its cells make (an amount of a quantity).
          <Form.Item noStyle shouldUpdate>
            {() => {
              const line = lineAt(slot.name);
              return <ValueOf view={column.view} value={line[column.field]} row={line} />;
            }}
          </Form.Item>
        ),
      })),
      ...cells.map((cell, index) => ({
        key: `cell-${cellName(cell).join('.')}`,
        title: titleOf(cell),
        width: cell.width,
        render: (_: unknown, slot: LineSlot) => (
          <LineCellInput
            lines={lines}
            cell={cell}
            listName={slot.name}
            line={lineAt(slot.name)}
            control={{
              'aria-label': `${titleOf(cell)} ${labelOf(slot)}`,
              'data-testid': `${lines.testId}-${cellName(cell).join('-')}-${keyOf(slot)}`,
              autoFocus: index === 0 && slot.name === focusName ? true : undefined,
            }}
          />
        ),
      })),
    ];
    if (removable)
      columns.push({
        key: 'actions',
        title: t('resource.actions'),
        render: (_: unknown, slot: LineSlot) => (
          <Button
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => remove(slot.name)}
            aria-label={`${t('resource.removeLine')} ${labelOf(slot)}`}
            data-testid={`${lines.testId}-remove-${slot.name}`}
          >
            {t('resource.removeLine')}
          </Button>
        ),
      });
    return (
      <Table<LineSlot>
        className={CARD_TABLE}
        size="small"
        rowKey="key"
        pagination={false}
        // As wide as the modal or card, long names wrapping; wider only when the inputs need it (then it scrolls).
        scroll={{ x: true }}
        columns={cardColumns(columns)}
        dataSource={slots}
        onRow={(_slot, index) => ({ 'data-testid': `${lines.testId}-row-${index}` }) as never}
        locale={{ emptyText: t(lines.emptyKey ?? 'resource.noLines') }}
        summary={
          hasTotals(readOnly, cells)
            ? () => <WatchedTotals lines={lines} cells={cells} trailing={removable ? 1 : 0} />
            : undefined
        }
        data-testid={`${lines.testId}-lines`}
      />
    );
  };

  const body = (
    <Form.List name={lines.field} rules={[linesRule(lines, t)]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {extra}
          {table(
            fields.map((f) => ({ key: f.key, name: f.name })),
            remove,
          )}
          {lines.add && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={fields.length >= lines.add.max}
              onClick={() => {
                add(lines.add?.blank());
                setFocusName(fields.length);
              }}
              data-testid={`${lines.testId}-add`}
            >
              {t(lines.add.labelKey)}
            </Button>
          )}
          {errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={errors.map((e, i) => <div key={String(i)}>{e}</div>)}
              style={{ marginTop: 8 }}
              data-testid={`${lines.testId}-lines-error`}
            />
          )}
        </>
      )}
    </Form.List>
  );
  return bare ? (
    body
  ) : (
    <Card size="small" title={t(lines.titleKey)}>
      {body}
    </Card>
  );
}

/** The totals row, following what the user types. */
function WatchedTotals<V extends Row>({
  lines,
  cells,
  trailing,
}: {
  lines: LinesDescriptor<V, unknown>;
  cells: LineCell<V>[];
  trailing: number;
}) {
  const values = (Form.useWatch(lines.field) ?? []) as V[];
  return <LinesTotals columns={lines.columns ?? []} cells={cells} lines={values} trailing={trailing} />;
}
