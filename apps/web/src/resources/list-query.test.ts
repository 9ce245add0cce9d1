import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { columnSortOrder, endOfPickedDay, listQueryInput, toListFilters, toSortState } from './list-query';
import type { FilterDescriptor } from './types';

const filters: FilterDescriptor[] = [
  { kind: 'text', name: 'brandName', labelKey: 'brand.field.brandName' },
  { kind: 'select', name: 'status', labelKey: 'brand.field.status', options: [] },
  {
    kind: 'dateRange',
    name: 'createdAt',
    labelKey: 'opsLog.field.createdAt',
    fromName: 'from',
    toName: 'to',
  },
];

describe('toListFilters', () => {
  it('trims texts and drops blanks and cleared selects', () => {
    expect(toListFilters(filters, { brandName: '  得力 ', status: undefined })).toEqual({
      brandName: '得力',
    });
    expect(toListFilters(filters, { brandName: '   ', status: 0 })).toEqual({ status: 0 });
  });

  it('sends a date range from the start of the first day to the end of the last', () => {
    const from = dayjs('2026-03-01T15:20:00');
    const to = dayjs('2026-03-05T08:00:00');
    const result = toListFilters(filters, { createdAt: [from, to] });
    expect(dayjs(result.from as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 00:00:00');
    expect(dayjs(result.to as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-05 23:59:59');
  });

  it('keeps picked times, but an end at 00:00:00 means the whole day (SPEC §5)', () => {
    const timed: FilterDescriptor[] = [{ ...filters[2], showTime: true } as FilterDescriptor];
    const result = toListFilters(timed, {
      createdAt: [dayjs('2026-03-01T09:30:00'), dayjs('2026-03-02T00:00:00')],
    });
    expect(dayjs(result.from as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 09:30:00');
    expect(dayjs(result.to as string).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-02 23:59:59');
    expect(endOfPickedDay(dayjs('2026-03-02T10:00:00')).format('HH:mm:ss')).toBe('10:00:00');
  });
});

describe('sorting', () => {
  it('maps antd sort orders to the list sort and back', () => {
    expect(toSortState('brandName', 'ascend')).toEqual({ field: 'brandName', order: 'ASC' });
    expect(toSortState('updatedAt', 'descend')).toEqual({ field: 'updatedAt', order: 'DESC' });
    expect(toSortState('sortNo', null)).toBeUndefined();
    expect(toSortState(undefined, 'ascend')).toBeUndefined();
    expect(columnSortOrder({ field: 'sortNo', order: 'DESC' }, 'sortNo')).toBe('descend');
    expect(columnSortOrder({ field: 'sortNo', order: 'DESC' }, 'brandName')).toBeNull();
  });
});

describe('listQueryInput', () => {
  it('puts paging, sort and filters in one input', () => {
    expect(
      listQueryInput({ pageNo: 2, pageSize: 20 }, { field: 'sortNo', order: 'ASC' }, { status: 1 }),
    ).toEqual({
      pageNo: 2,
      pageSize: 20,
      sort: { field: 'sortNo', order: 'ASC' },
      status: 1,
    });
    expect(listQueryInput({ pageNo: 1, pageSize: 10 }, undefined, {})).toEqual({ pageNo: 1, pageSize: 10 });
  });
});
