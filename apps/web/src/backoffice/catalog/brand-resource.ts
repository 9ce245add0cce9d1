import { type Brand, brandListColumns, brandMachine, queryBrandList } from '@procuremart/contract';
import { changeBrandStatus, getBrand } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import type { DetailEntry, DetailSection, FieldDescriptor } from '../../resources/types';
import { catalogKeys } from './keys';

export const brandList = defineList(queryBrandList, {
  listKey: 'brands',
  view: { page: 'brandDetail', params: (brand) => ({ brandId: brand.brandId }) },
  titleKey: 'brand.listTitle',
  rowKey: 'brandId',
  queryKey: catalogKeys.brands(),
  machine: brandMachine,
  emptyHintKey: 'brand.emptyHint',
  exportKind: 'brand',
  importKind: 'brand',
  columns: pageColumns(brandListColumns, { status: { width: 100 } }),
});

/** Enable and disable from the brand machine: row, bulk and detail-footer actions, disable with a remark. */
export const brandStatusActions = machineActions<Brand, 'enable' | 'disable'>(brandMachine, {
  events: ['enable', 'disable'],
  danger: ['disable'],
  run: (brand, event, { remark }) => api(changeBrandStatus, { brandId: brand.brandId, event, remark }),
});

/** The fields both forms show; required, limits and messages come from the call's input schema. */
export const brandFields: FieldDescriptor<
  'brandName' | 'brandNameEn' | 'description' | 'sortNo' | 'logoFileId'
>[] = [
  { kind: 'text', name: 'brandName' },
  { kind: 'text', name: 'brandNameEn' },
  { kind: 'textarea', name: 'description' },
  { kind: 'number', name: 'sortNo', extraKey: 'brand.sortNoHint' },
  {
    kind: 'upload',
    name: 'logoFileId',
    labelKey: 'brand.field.logo',
    group: 'image',
    extraKey: 'brand.logoHint',
  },
];

export type BrandFormValues = Pick<Brand, 'brandName' | 'brandNameEn' | 'description' | 'sortNo'> & {
  logoFileId: string | null;
};

export const brandFormValues = (brand: Brand): BrandFormValues => ({
  brandName: brand.brandName,
  brandNameEn: brand.brandNameEn,
  description: brand.description,
  sortNo: brand.sortNo,
  logoFileId: brand.logo?.fileId ?? null,
});

export type BrandDetail = Awaited<ReturnType<typeof loadBrand>>;
export const loadBrand = (brandId: string) => api(getBrand, { brandId });

export const brandFacts: DetailEntry<BrandDetail>[] = ['brandNameEn', 'sortNo', 'updatedAt', 'updatedBy'];

/** Items are named by field: the glossary labels them, the list's columns show them (BrandDetailPage). */
export const brandDetailSections: DetailSection<BrandDetail>[] = [
  {
    titleKey: 'brand.section.basic',
    items: [
      'brandName',
      'brandNameEn',
      'sortNo',
      'status',
      { field: 'description', span: 'filled' },
      { field: 'logo', span: 'filled', view: { kind: 'files' } },
    ],
  },
  { titleKey: 'brand.section.record', items: ['brandId', 'createdAt', 'updatedAt', 'updatedBy'] },
];
