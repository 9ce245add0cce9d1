import {
  type Brand,
  BrandStatus,
  brandMachine,
  type CallInput,
  changeBrandStatus,
  getBrand,
  queryBrandList,
} from '@procuremart/contract';
import { api } from '../../api/client';
import { statusMapOf } from '../../resources/row-actions';
import type { DetailSection, FieldDescriptor, ListDescriptor, RowAction } from '../../resources/types';
import { catalogKeys } from './keys';

/** 1 enabled green, 0 disabled grey. */
export const brandStatusMap = statusMapOf(brandMachine, {
  [BrandStatus.enabled]: 'green',
  [BrandStatus.disabled]: 'default',
});

export const brandEventLabelKeys = { enable: 'brand.action.enable', disable: 'brand.action.disable' };

export const brandList: ListDescriptor<Brand> = {
  titleKey: 'brand.listTitle',
  rowKey: 'brandId',
  queryKey: catalogKeys.brands(),
  query: (input) => api(queryBrandList, input as CallInput<typeof queryBrandList>),
  machine: brandMachine,
  emptyHintKey: 'brand.emptyHint',
  filters: [
    { kind: 'text', name: 'brandName', labelKey: 'brand.field.brandName', maxLength: 60 },
    {
      kind: 'select',
      name: 'status',
      labelKey: 'brand.field.status',
      options: [
        { value: BrandStatus.enabled, labelKey: 'status.brand.1' },
        { value: BrandStatus.disabled, labelKey: 'status.brand.0' },
      ],
    },
  ],
  columns: [
    { field: 'brandName', titleKey: 'brand.field.brandName', sortField: 'brandName' },
    { field: 'brandNameEn', titleKey: 'brand.field.brandNameEn' },
    { field: 'sortNo', titleKey: 'brand.field.sortNo', sortField: 'sortNo' },
    {
      field: 'status',
      titleKey: 'brand.field.status',
      view: { kind: 'status', statusMap: brandStatusMap },
      width: 100,
    },
    {
      field: 'updatedAt',
      titleKey: 'brand.field.updatedAt',
      view: { kind: 'datetime' },
      sortField: 'updatedAt',
    },
    { field: 'updatedBy', titleKey: 'brand.field.updatedBy' },
  ],
};

/** The fields both the create and the edit form show, with the contract's limits. */
export const brandFields: FieldDescriptor[] = [
  { kind: 'text', name: 'brandName', labelKey: 'brand.field.brandName', required: true, maxLength: 60 },
  { kind: 'text', name: 'brandNameEn', labelKey: 'brand.field.brandNameEn', maxLength: 60 },
  { kind: 'textarea', name: 'description', labelKey: 'brand.field.description', maxLength: 500 },
  {
    kind: 'number',
    name: 'sortNo',
    labelKey: 'brand.field.sortNo',
    min: 0,
    max: 99999,
    extraKey: 'brand.sortNoHint',
  },
];

export type BrandFormValues = Pick<Brand, 'brandName' | 'brandNameEn' | 'description' | 'sortNo'>;

export const brandFormValues = (brand: Brand): BrandFormValues => ({
  brandName: brand.brandName,
  brandNameEn: brand.brandNameEn,
  description: brand.description,
  sortNo: brand.sortNo,
});

export type BrandDetail = Awaited<ReturnType<typeof loadBrand>>;
export const loadBrand = (brandId: string) => api(getBrand, { brandId });

export const brandDetailSections: DetailSection<BrandDetail>[] = [
  {
    titleKey: 'brand.section.basic',
    items: [
      { field: 'brandName', labelKey: 'brand.field.brandName' },
      { field: 'brandNameEn', labelKey: 'brand.field.brandNameEn' },
      { field: 'sortNo', labelKey: 'brand.field.sortNo' },
      {
        field: 'status',
        labelKey: 'brand.field.status',
        view: { kind: 'status', statusMap: brandStatusMap },
      },
      { field: 'description', labelKey: 'brand.field.description', span: 'filled' },
    ],
  },
  {
    titleKey: 'brand.section.record',
    items: [
      { field: 'brandId', labelKey: 'brand.field.brandId' },
      { field: 'createdAt', labelKey: 'brand.field.createdAt', view: { kind: 'datetime' } },
      { field: 'updatedAt', labelKey: 'brand.field.updatedAt', view: { kind: 'datetime' } },
      { field: 'updatedBy', labelKey: 'brand.field.updatedBy' },
    ],
  },
];

/** Enable and disable, bound to the brand machine so each row offers only the one its status allows. */
export const brandStatusActions: RowAction<Brand>[] = [
  {
    key: 'enable',
    labelKey: 'brand.action.enable',
    event: 'enable',
    confirm: { titleKey: 'brand.confirm.enable', descriptionKey: 'brand.confirm.enableHint' },
    successKey: 'brand.success.enabled',
    run: (brand) => api(changeBrandStatus, { brandId: brand.brandId, event: 'enable' }),
  },
  {
    key: 'disable',
    labelKey: 'brand.action.disable',
    event: 'disable',
    danger: true,
    confirm: { titleKey: 'brand.confirm.disable', descriptionKey: 'brand.confirm.disableHint' },
    successKey: 'brand.success.disabled',
    run: (brand) => api(changeBrandStatus, { brandId: brand.brandId, event: 'disable' }),
  },
];
