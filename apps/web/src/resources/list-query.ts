import type { Dayjs } from 'dayjs';
import type { FilterDescriptor, ListQueryInput, SortState } from './types';

/** A date range picked in the filter form; either end may be missing. */
type RangeValue = [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

/** SPEC §5: an end time picked as 00:00:00 means the whole of that day. */
export function endOfPickedDay(value: Dayjs): Dayjs {
  const midnight = value.hour() === 0 && value.minute() === 0 && value.second() === 0;
  return midnight ? value.hour(23).minute(59).second(59).millisecond(999) : value;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** An amount range typed in the filter form: two decimal texts, either may be blank. */
type AmountRange = { from?: string; to?: string } | null | undefined;

/**
 * The filter form's values as list filters: trimmed texts, blanks and empty picks dropped, a tree's last
 * picked node, date ranges as from/to ISO text (date-only ends at the end of the day), amounts as decimal text.
 */
export function toListFilters(
  filters: readonly FilterDescriptor[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    switch (filter.kind) {
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text !== '') result[filter.name] = text;
        break;
      }
      case 'flag':
        if (value === 'true' || value === 'false') result[filter.name] = value === 'true';
        break;
      case 'multiSelect':
        if (Array.isArray(value) && value.length > 0) result[filter.name] = value;
        break;
      case 'tree': {
        const path = Array.isArray(value) ? value : [];
        if (path.length > 0) result[filter.name] = path[path.length - 1];
        break;
      }
      case 'dateRange': {
        const [from, to] = (value as RangeValue) ?? [];
        const start = filter.showTime ? from : from?.startOf('day');
        const end = filter.showTime ? to && endOfPickedDay(to) : to?.endOf('day');
        if (start) result[filter.fromName] = start.toISOString();
        if (end) result[filter.toName] = end.toISOString();
        break;
      }
      case 'amountRange': {
        const range = (value as AmountRange) ?? {};
        const from = range.from?.trim();
        const to = range.to?.trim();
        if (from) result[filter.fromName] = from;
        if (to) result[filter.toName] = to;
        break;
      }
      default:
        if (!isBlank(value)) result[filter.name] = value;
    }
  }
  return result;
}

/** antd's sorter answer as the list's sort: `ascend`/`descend` on an allowed column, else none. */
export function toSortState(sortField: string | undefined, order: 'ascend' | 'descend' | null | undefined) {
  if (!sortField || !order) return undefined;
  return { field: sortField, order: order === 'ascend' ? 'ASC' : 'DESC' } satisfies SortState;
}

/** The antd column sort order that shows the list's current sort. */
export function columnSortOrder(sort: SortState | undefined, sortField: string | undefined) {
  if (!sort || !sortField || sort.field !== sortField) return null;
  return sort.order === 'ASC' ? ('ascend' as const) : ('descend' as const);
}

export function listQueryInput(
  page: { pageNo: number; pageSize: number },
  sort: SortState | undefined,
  filters: Record<string, unknown>,
): ListQueryInput {
  return { ...filters, pageNo: page.pageNo, pageSize: page.pageSize, ...(sort ? { sort } : {}) };
}
