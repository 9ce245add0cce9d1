import { type CommodityGroup, queryCommodityGroupList } from '@procuremart/contract';
import { getCommodityGroup } from '@procuremart/contract/refs';
import { createElement } from 'react';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { DetailItem, DetailSection, FieldDescriptor, Option } from '../../resources/types';
import { FlagTag } from './FlagTag';
import { groupKeys } from './keys';

const flagOptions = (name: 'enabled' | 'homeFloor'): Option[] => [
  { value: 1, labelKey: `group.${name}.1` },
  { value: 0, labelKey: `group.${name}.0` },
];

const flagView = (name: 'enabled' | 'homeFloor') =>
  ({
    kind: 'custom',
    render: (group: CommodityGroup) => createElement(FlagTag, { name, value: group[name] }),
  }) as const;

export const groupList = defineList(queryCommodityGroupList, {
  listKey: 'commodityGroups',
  view: { page: 'commodityGroupDetail', params: (group) => ({ groupId: group.groupId }) },
  titleKey: 'group.listTitle',
  rowKey: 'groupId',
  queryKey: groupKeys.groups(),
  emptyHintKey: 'group.emptyHint',
  filters: { enabled: { options: flagOptions('enabled') }, homeFloor: { options: flagOptions('homeFloor') } },
  columns: [
    { field: 'groupCode', titleKey: 'group.field.groupCode', sortField: 'groupCode' },
    { field: 'groupName', titleKey: 'group.field.groupName' },
    { field: 'groupNameEn', titleKey: 'group.field.groupNameEn', hidden: true },
    { field: 'sortNo', titleKey: 'group.field.sortNo', sortField: 'sortNo', width: 90 },
    { field: 'skuCount', titleKey: 'group.field.skuCount', width: 90 },
    { field: 'enabled', titleKey: 'group.field.enabled', view: flagView('enabled'), width: 100 },
    { field: 'homeFloor', titleKey: 'group.field.homeFloor', view: flagView('homeFloor'), width: 110 },
    {
      field: 'updatedAt',
      titleKey: 'group.field.updatedAt',
      view: { kind: 'datetime' },
      sortField: 'updatedAt',
    },
    { field: 'updatedBy', titleKey: 'group.field.updatedBy' },
  ],
});

export type GroupFormValues = Pick<CommodityGroup, 'groupCode' | 'groupName' | 'groupNameEn' | 'sortNo'> & {
  enabled: 0 | 1;
  homeFloor: 0 | 1;
};
const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** Required marks, limits and messages come from the call's input schema. */
export const groupFields: FieldDescriptor<keyof GroupFormValues>[] = [
  { kind: 'text', name: 'groupCode' },
  { kind: 'text', name: 'groupName' },
  { kind: 'text', name: 'groupNameEn' },
  { kind: 'number', name: 'sortNo', extraKey: 'group.sortNoHint' },
  { kind: 'select', name: 'enabled', options: flagOptions('enabled') },
  {
    kind: 'select',
    name: 'homeFloor',
    options: flagOptions('homeFloor'),
    extraKey: 'group.homeFloorHint',
  },
];

export const groupFormValues = (group: CommodityGroup): GroupFormValues => ({
  groupCode: group.groupCode,
  groupName: group.groupName,
  groupNameEn: group.groupNameEn,
  sortNo: group.sortNo,
  enabled: asFlag(group.enabled),
  homeFloor: asFlag(group.homeFloor),
});

export const newGroupValues: Partial<GroupFormValues> = { sortNo: 0, enabled: 1, homeFloor: 0 };

export type GroupDetail = Awaited<ReturnType<typeof loadGroup>>;
export const loadGroup = (groupId: string) => api(getCommodityGroup, { groupId });

export const groupFacts: DetailItem<GroupDetail>[] = [
  { field: 'groupCode' },
  { field: 'skuCount' },
  { field: 'homeFloor', view: flagView('homeFloor') },
];

export const groupSections: DetailSection<GroupDetail>[] = [
  {
    titleKey: 'group.section.basic',
    items: [
      { field: 'groupCode' },
      { field: 'groupName' },
      { field: 'groupNameEn' },
      { field: 'sortNo' },
      { field: 'enabled', view: flagView('enabled') },
      { field: 'homeFloor', view: flagView('homeFloor') },
      { field: 'updatedAt', view: { kind: 'datetime' } },
      { field: 'updatedBy' },
    ],
  },
];
