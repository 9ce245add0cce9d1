import type { LookupItem } from '@procuremart/contract';
import { Select, Spin } from 'antd';
import i18n from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { localName } from '../../i18n/local-name';

const DEBOUNCE_MS = 300;

export const itemLabel = (item: LookupItem) => localName(i18n.language, item.name, item.nameEn);

/** A select whose options are searched on the server as the user types (debounced); one or many values. */
export function RemotePicker({
  search,
  value,
  onChange,
  placeholder,
  multiple = false,
  testId,
}: {
  search: (keyword: string) => Promise<LookupItem[]>;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder: string;
  multiple?: boolean;
  testId?: string;
}) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      search(keyword.trim())
        .then((items) => {
          if (ticket === latest.current)
            setOptions(items.map((item) => ({ value: item.id, label: itemLabel(item) })));
        })
        .catch(() => undefined)
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    }, DEBOUNCE_MS);
  };

  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      value={multiple ? value : value[0]}
      onChange={(next: string | string[] | undefined) =>
        onChange(next === undefined ? [] : Array.isArray(next) ? next : [next])
      }
      options={options}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : null}
      onFocus={() => options.length === 0 && onSearch('')}
      style={{ minWidth: 320 }}
      data-testid={testId}
    />
  );
}
