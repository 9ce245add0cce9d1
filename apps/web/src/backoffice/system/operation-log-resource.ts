import {
  auditedCalls,
  auditedStates,
  isMessageKey,
  type Locale,
  type OperationLog,
  queryOperationLogs,
} from '@procuremart/contract';
import { currentLocale } from '../../i18n';
import { defineList } from '../../resources/define-list';
import type { Option, StatusMap } from '../../resources/types';
import { systemKeys } from './keys';

export const operationResultMap: StatusMap = {
  success: { labelKey: 'opsLog.result.success', color: 'green' },
  failure: { labelKey: 'opsLog.result.failure', color: 'red' },
};

/** What each audited call's action and target type read as, in both languages (generated from the registry). */
const audited = new Map(auditedCalls.map((call) => [call.action, call]));
const targetLabels = new Map(auditedCalls.map((call) => [call.target.type, call.target.label]));
const inLocale = (label: Record<Locale, string> | undefined) => label?.[currentLocale()];

const actionOptions: Option[] = auditedCalls.map((call) => ({ value: call.action, labels: call.label }));

const labelled = (labels: Map<unknown, Record<Locale, string> | undefined>) => ({
  kind: 'custom' as const,
  render: (value: unknown) => inLocale(labels.get(value)) ?? String(value ?? '-'),
});

/** What happened: the label of the row's coded outcome (approved, rejected, …), else the call's own label. */
export function actionText(row: Pick<OperationLog, 'action' | 'outcome'>): string {
  const call = audited.get(row.action);
  const label = (row.outcome ? call?.outcomes?.[row.outcome]?.label : undefined) ?? call?.label;
  return inLocale(label) ?? row.action;
}

/** To what: the record's number or name where it has one, else its id. */
export const targetText = (row: Pick<OperationLog, 'targetId' | 'targetName'>): string =>
  row.targetName ?? row.targetId ?? '-';

/** Details recorded as codes (and the raw English of older rows), as the texts that label them. */
const DETAIL_CODES: Record<string, string> = {
  wrongCredentials: 'wrongCredentials',
  'wrong credentials': 'wrongCredentials',
  wrongCredentialsLocked: 'wrongCredentialsLocked',
  'wrong credentials; username locked': 'wrongCredentialsLocked',
  locked: 'locked',
  accountDisabled: 'accountDisabled',
  'account disabled': 'accountDisabled',
  rememberMe: 'rememberMe',
  'remember me': 'rememberMe',
  enable: 'enable',
  disable: 'disable',
};

/** A detail the contract labels: the state a machine step reached (its key), in the reader's language. */
export const detailText = (detail: unknown): string | undefined =>
  Object.hasOwn(auditedStates, String(detail)) ? inLocale(auditedStates[String(detail)]) : undefined;

/** The i18n key of a detail: a message key (why a write was refused) or a known code; else none. */
export function detailLabelKey(detail: unknown): string | undefined {
  const text = String(detail ?? '');
  if (isMessageKey(text)) return text;
  const code = DETAIL_CODES[text];
  return code ? `opsLog.details.${code}` : undefined;
}

/** The operation log, newest first; filters by user, action, result and time; labels from the registry. */
export const operationLogList = defineList(queryOperationLogs, {
  listKey: 'operationLogs',
  titleKey: 'opsLog.listTitle',
  rowKey: 'logId',
  queryKey: systemKeys.operationLogs(),
  defaultSort: { field: 'createdAt', order: 'DESC' },
  emptyHintKey: 'opsLog.emptyHint',
  pageSize: 20,
  filters: {
    action: { options: actionOptions },
    result: {
      options: [
        { value: 'success', labelKey: 'opsLog.result.success' },
        { value: 'failure', labelKey: 'opsLog.result.failure' },
      ],
    },
  },
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
      view: { kind: 'custom', render: actionText },
      sortField: 'action',
      width: 160,
    },
    {
      field: 'targetType',
      titleKey: 'opsLog.field.targetType',
      view: { kind: 'custom', render: (row) => labelled(targetLabels).render(row.targetType) },
      width: 110,
    },
    {
      field: 'targetId',
      titleKey: 'opsLog.field.targetId',
      // The record by its number or name (an order number, a brand, a username).
      view: { kind: 'custom', render: targetText },
      width: 160,
    },
    {
      field: 'result',
      titleKey: 'opsLog.field.result',
      view: { kind: 'status', statusMap: operationResultMap },
      width: 90,
    },
    { field: 'ip', titleKey: 'opsLog.field.ip', width: 130, hidden: true },
    {
      field: 'detail',
      titleKey: 'opsLog.field.detail',
      // States, codes and message keys read in the user's language; long text shows whole in a tooltip.
      view: { kind: 'text', ellipsis: true, labelKeyOf: detailLabelKey, textOf: detailText },
      width: 280,
    },
  ],
});
