import { queryProcessList } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { processKeys } from './keys';

/** Approval processes: the platform's and every organisation's for operators, one's own for an administrator. */
export const processList = defineList(queryProcessList, {
  listKey: 'processes',
  view: { page: 'processVer', params: (row) => ({ processId: row.processId }) },
  titleKey: 'process.listTitle',
  rowKey: 'processId',
  queryKey: processKeys.list(),
  emptyHintKey: 'process.emptyHint',
  columns: [
    { field: 'name', titleKey: 'process.field.name' },
    {
      field: 'businessKind',
      titleKey: 'process.field.businessKind',
      view: { kind: 'dict', code: 'BUSINESS_KIND' },
    },
    {
      field: 'orgName',
      titleKey: 'process.field.orgName',
      view: { kind: 'custom', render: (row) => row.orgName ?? '—' },
    },
    { field: 'publishedVersionNo', titleKey: 'process.field.publishedVersionNo' },
    { field: 'versionCount', titleKey: 'process.field.versionCount' },
    {
      field: 'updatedAt',
      titleKey: 'process.field.updatedAt',
      view: { kind: 'datetime' },
      sortField: 'updatedAt',
    },
  ],
  filters: { orgId: { hidden: true } },
});
