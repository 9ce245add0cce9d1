import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDescriptor, Row } from './types';

/** Where a user's hidden columns of one list are kept. */
export const columnSettingsKey = (userId: string, listKey: string) => `columns:${userId}:${listKey}`;

function readHidden(key: string | null): string[] | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/** The columns a user hides in a list, kept per user and list in localStorage. */
export function useColumnSettings<R extends Row>(
  columns: readonly ColumnDescriptor<R>[],
  userId: string | undefined,
  listKey: string,
) {
  const key = userId ? columnSettingsKey(userId, listKey) : null;
  const defaults = columns.filter((c) => c.hidden).map((c) => c.field as string);
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(key) ?? defaults);
  const setHidden = (next: string[]) => {
    setHiddenState(next);
    if (key) localStorage.setItem(key, JSON.stringify(next));
  };
  return { hidden, setHidden, shown: columns.filter((c) => !hidden.includes(c.field)) };
}

/** A popover with a checkbox per column; at least one column stays shown. */
export function ColumnSettings<R extends Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly ColumnDescriptor<R>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shownCount = columns.length - hidden.length;
  const content = (
    <Space orientation="vertical" size={4} data-testid="column-settings">
      {columns.map((column) => {
        const visible = !hidden.includes(column.field);
        return (
          <Checkbox
            key={column.field}
            checked={visible}
            disabled={visible && shownCount <= 1}
            data-testid={`column-toggle-${column.field}`}
            onChange={(e) =>
              onChange(
                e.target.checked ? hidden.filter((f) => f !== column.field) : [...hidden, column.field],
              )
            }
          >
            {t(column.titleKey)}
          </Checkbox>
        );
      })}
      <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => onChange([])}>
        {t('resource.showAllColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Tooltip title={t('resource.columns')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('resource.columns')}
          data-testid="column-settings-button"
        />
      </Tooltip>
    </Popover>
  );
}
