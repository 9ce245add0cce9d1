import {
  type BrandAuthDetail,
  type BrandAuthRow,
  BrandAuthStatus,
  brandAuthMachine,
  queryBrandAuthAuditList,
  queryBrandAuthList,
} from '@procuremart/contract';
import {
  auditBrandAuth,
  getBrandAuth,
  getBrandAuthForAudit,
  startBrandAuth,
  stopBrandAuth,
} from '@procuremart/contract/refs';
import { createElement } from 'react';
import { api } from '../../api/client';
import { attachmentsOf } from '../../resources/Attachments';
import { defineAudit } from '../../resources/define-audit';
import { defineList } from '../../resources/define-list';
import { supplierNameView } from '../../resources/name-views';
import { statusMapOf } from '../../resources/row-actions';
import type { DetailItem, DetailSection, Option } from '../../resources/types';
import { brandAuthKeys } from './keys';
import { ValidityView } from './ValidityView';

/** Active green, awaiting audit blue, rejected red, stopped grey. */
export const brandAuthStatusMap = statusMapOf(brandAuthMachine, {
  [BrandAuthStatus.applied]: 'blue',
  [BrandAuthStatus.active]: 'green',
  [BrandAuthStatus.rejected]: 'red',
});
const statusView = { kind: 'status', statusMap: brandAuthStatusMap } as const;
const brandNameView = { kind: 'localName', enField: 'brandNameEn' } as const;
const validityView = {
  kind: 'custom',
  render: (row: BrandAuthRow) => createElement(ValidityView, { row }),
} as const;

const statusOptions: Option[] = Object.values(BrandAuthStatus).map((s) => ({
  value: s,
  labelKey: `status.brandAuth.${s}`,
}));
const expiredOptions: Option[] = [
  { value: 'true', labelKey: 'brandAuth.filter.expired' },
  { value: 'false', labelKey: 'brandAuth.filter.valid' },
];

/** The status and expiry filters' options (the machine's state labels, expired or valid). */
const authFilterControls = { status: { options: statusOptions }, expired: { options: expiredOptions } };

const sortable = { appliedAt: 'appliedAt', updatedAt: 'updatedAt', validTo: 'validTo' } as const;

export const supplierAuthList = defineList(queryBrandAuthList, {
  listKey: 'brandAuthList',
  view: { page: 'brandAuthDetail', params: (row) => ({ authId: row.authId }) },
  titleKey: 'brandAuth.title.supplierList',
  rowKey: 'authId',
  queryKey: brandAuthKeys.auths(),
  machine: brandAuthMachine,
  emptyHintKey: 'brandAuth.emptyHint',
  filters: authFilterControls,
  columns: [
    { field: 'brandName', titleKey: 'brandAuth.field.brandName', view: brandNameView },
    {
      field: 'validTo',
      titleKey: 'brandAuth.field.validity',
      view: validityView,
      sortField: sortable.validTo,
    },
    { field: 'status', titleKey: 'brandAuth.field.status', view: statusView, width: 110 },
    { field: 'reason', titleKey: 'brandAuth.field.reason', view: { kind: 'text', ellipsis: true } },
    {
      field: 'appliedAt',
      titleKey: 'brandAuth.field.appliedAt',
      view: { kind: 'datetime' },
      sortField: sortable.appliedAt,
    },
    {
      field: 'updatedAt',
      titleKey: 'brandAuth.field.updatedAt',
      view: { kind: 'datetime' },
      sortField: sortable.updatedAt,
      hidden: true,
    },
  ],
});

const ids = (rows: readonly { authId: string }[]) => rows.map((row) => row.authId);

/**
 * Brand authorisation audit (operators): awaiting audit and audited tabs; approve or reject (with the reason)
 * one or many in one call, stop (with the reason) and start; view opens the letters.
 */
export const brandAuthAudit = defineAudit(queryBrandAuthAuditList, {
  machine: brandAuthMachine,
  decisions: { pass: 'approve', refuse: 'reject' },
  batch: true,
  decide: (rows, passed, reason) => api(auditBrandAuth, { authIds: ids(rows), passed, reason }),
  more: {
    events: ['stop', 'start'],
    danger: ['stop'],
    run: (rows, event, { remark }) =>
      api(event === 'stop' ? stopBrandAuth : startBrandAuth, { authIds: ids(rows), reason: remark }),
  },
  listKey: 'brandAuthAudit',
  view: { page: 'brandAuthAuditDetail', params: (row) => ({ authId: row.authId }) },
  titleKey: 'brandAuth.title.auditList',
  rowKey: 'authId',
  queryKey: [...brandAuthKeys.auths(), 'audit'],
  emptyHintKey: 'brandAuth.auditEmptyHint',
  filters: authFilterControls,
  columns: [
    { field: 'supplierName', titleKey: 'brandAuth.field.supplierName', view: supplierNameView },
    { field: 'brandName', titleKey: 'brandAuth.field.brandName', view: brandNameView },
    {
      field: 'validTo',
      titleKey: 'brandAuth.field.validity',
      view: validityView,
      sortField: sortable.validTo,
    },
    { field: 'status', titleKey: 'brandAuth.field.status', view: statusView, width: 110 },
    {
      field: 'remark',
      titleKey: 'brandAuth.field.remark',
      view: { kind: 'text', ellipsis: true },
      hidden: true,
    },
    { field: 'reason', titleKey: 'brandAuth.field.reason', view: { kind: 'text', ellipsis: true } },
    {
      field: 'appliedAt',
      titleKey: 'brandAuth.field.appliedAt',
      view: { kind: 'datetime' },
      sortField: sortable.appliedAt,
    },
    { field: 'updatedBy', titleKey: 'brandAuth.field.updatedBy', hidden: true },
  ],
});

export const loadSupplierAuth = (authId: string) => api(getBrandAuth, { authId });
export const loadOperatorAuth = (authId: string) => api(getBrandAuthForAudit, { authId });

export const brandAuthFacts: DetailItem<BrandAuthDetail>[] = [
  { field: 'supplierName', view: supplierNameView },
  { field: 'validTo', labelKey: 'brandAuth.field.validity', view: validityView },
  { field: 'appliedAt', view: { kind: 'datetime' } },
];

export const brandAuthSections: DetailSection<BrandAuthDetail>[] = [
  {
    titleKey: 'brandAuth.section.basic',
    items: [
      { field: 'brandName', view: brandNameView },
      { field: 'supplierName', view: supplierNameView },
      { field: 'validFrom' },
      { field: 'validTo' },
      { field: 'status', view: statusView },
      { field: 'remark', span: 'filled' },
      { field: 'reason', span: 'filled' },
    ],
  },
  {
    titleKey: 'brandAuth.section.record',
    items: [
      { field: 'authId' },
      { field: 'appliedAt', view: { kind: 'datetime' } },
      { field: 'updatedAt', view: { kind: 'datetime' } },
      { field: 'updatedBy' },
    ],
  },
];

/** The letters: a pdf opens in a new tab, a picture in a modal (SPEC §5). */
export const letterAttachments = (auth: BrandAuthDetail) => attachmentsOf(auth.letters);
