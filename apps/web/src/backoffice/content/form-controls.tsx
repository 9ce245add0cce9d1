import { queryContentColumns } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { useLocalName } from '../../i18n/local-name';
import type { FieldControlProps } from '../../resources/types';
import { columnOptions } from './column-tree';
import { contentKeys } from './keys';

const SHOWN = 'YYYY-MM-DD HH:mm';

/** An instant as the call takes it (ISO text), picked to the minute in the user's time. */
export function DateTimeField({ id, value, onChange, placeholder }: FieldControlProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={SHOWN}
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value ? dayjs(value) : null}
      onChange={(at) => onChange?.(at ? at.second(0).millisecond(0).toISOString() : null)}
    />
  );
}

/** The column tree as options, loaded once (shared with the column page's cache). */
export function useColumnOptions() {
  const nameOf = useLocalName();
  const query = useQuery({ queryKey: contentKeys.columns(), queryFn: () => api(queryContentColumns, {}) });
  return useMemo(
    () => columnOptions(query.data?.columns ?? [], (row) => nameOf(row.name, row.nameEn)),
    [query.data, nameOf],
  );
}

/** Picks the article's column (a top column or a sub-column). */
export function ColumnPicker({ id, value, onChange, placeholder }: FieldControlProps) {
  const options = useColumnOptions();
  return (
    <TreeSelect
      id={id}
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value}
      treeData={options.map(function toNode(option): object {
        return { value: option.value, title: option.label, children: option.children?.map(toNode) };
      })}
      onChange={(next: string) => onChange?.(next)}
      data-testid="content-column-picker"
    />
  );
}
