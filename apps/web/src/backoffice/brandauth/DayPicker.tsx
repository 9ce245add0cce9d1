import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldControlProps } from '../../resources/types';

const DAY = 'YYYY-MM-DD';

/** A calendar day as the call takes it: `YYYY-MM-DD` text. */
export function DayPicker({ id, value, onChange, placeholder }: FieldControlProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DAY}
      placeholder={placeholder}
      value={value ? dayjs(value, DAY) : null}
      onChange={(day) => onChange?.(day ? day.format(DAY) : undefined)}
    />
  );
}
