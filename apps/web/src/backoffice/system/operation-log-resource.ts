import {
  type CallInput,
  changeBrandStatus,
  createBrand,
  isMessageKey,
  login,
  logout,
  type OperationLog,
  queryOperationLogs,
  registerEnterprise,
  registerPerson,
  updateBrand,
} from '@procuremart/contract';
import { api } from '../../api/client';
import type { ListDescriptor, StatusMap } from '../../resources/types';
import { systemKeys } from './keys';

export const operationResultMap: StatusMap = {
  success: { labelKey: 'opsLog.result.success', color: 'green' },
  failure: { labelKey: 'opsLog.result.failure', color: 'red' },
};

/** The calls whose operations are logged; each reads as words via opsLog.action.<call name>. */
const LOGGED_ACTIONS = [
  login,
  logout,
  registerPerson,
  registerEnterprise,
  createBrand,
  updateBrand,
  changeBrandStatus,
].map((call) => call.name);
const TARGET_TYPES = ['user', 'brand'];

const actionLabelKey = (value: unknown) =>
  LOGGED_ACTIONS.includes(String(value)) ? `opsLog.action.${String(value)}` : undefined;
const targetTypeLabelKey = (value: unknown) =>
  TARGET_TYPES.includes(String(value)) ? `opsLog.targetType.${String(value)}` : undefined;
// Some details are message keys (e.g. why a registration failed): those read in the user's language.
const detailLabelKey = (value: unknown) => (isMessageKey(String(value)) ? String(value) : undefined);

/** The operation log, newest first; filters by user, action, result and time. */
export const operationLogList: ListDescriptor<OperationLog> = {
  titleKey: 'opsLog.listTitle',
  rowKey: 'logId',
  queryKey: systemKeys.operationLogs(),
  query: (input) => api(queryOperationLogs, input as CallInput<typeof queryOperationLogs>),
  defaultSort: { field: 'createdAt', order: 'DESC' },
  emptyHintKey: 'opsLog.emptyHint',
  pageSize: 20,
  filters: [
    { kind: 'text', name: 'username', labelKey: 'opsLog.field.username', maxLength: 50 },
    {
      kind: 'select',
      name: 'action',
      labelKey: 'opsLog.field.action',
      options: LOGGED_ACTIONS.map((name) => ({ value: name, labelKey: `opsLog.action.${name}` })),
    },
    {
      kind: 'select',
      name: 'result',
      labelKey: 'opsLog.field.result',
      options: [
        { value: 'success', labelKey: 'opsLog.result.success' },
        { value: 'failure', labelKey: 'opsLog.result.failure' },
      ],
    },
    {
      kind: 'dateRange',
      name: 'createdAt',
      labelKey: 'opsLog.field.createdAt',
      fromName: 'from',
      toName: 'to',
    },
  ],
  columns: [
    {
      field: 'createdAt',
      titleKey: 'opsLog.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 180,
    },
    { field: 'username', titleKey: 'opsLog.field.username', width: 130 },
    {
      field: 'action',
      titleKey: 'opsLog.field.action',
      view: { kind: 'text', labelKeyOf: actionLabelKey },
      sortField: 'action',
      width: 160,
    },
    {
      field: 'targetType',
      titleKey: 'opsLog.field.targetType',
      view: { kind: 'text', labelKeyOf: targetTypeLabelKey },
      width: 110,
    },
    { field: 'targetId', titleKey: 'opsLog.field.targetId', width: 110 },
    {
      field: 'result',
      titleKey: 'opsLog.field.result',
      view: { kind: 'status', statusMap: operationResultMap },
      width: 90,
    },
    { field: 'ip', titleKey: 'opsLog.field.ip', width: 130 },
    {
      field: 'detail',
      titleKey: 'opsLog.field.detail',
      view: { kind: 'text', ellipsis: true, labelKeyOf: detailLabelKey },
      width: 280,
    },
  ],
};
