import {
  type Locale,
  type MemberDetail,
  type MemberRow,
  memberListColumns,
  memberMachine,
  type OrgRow,
  queryMemberList,
  TRADING_ORG_STATES,
} from '@procuremart/contract';
import {
  dealMember,
  getMemberDetail,
  queryEnterpriseOrgList,
  queryOrgTree,
} from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { currentLocale } from '../../i18n';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import type { DetailSection, Option } from '../../resources/types';
import { memberKeys } from './keys';

type Filters = NonNullable<Parameters<typeof defineList<typeof queryMemberList>>[1]['filters']>;

/** The member list; each kind of administrator says only which of its filters it shows and how. */
const memberListWith = (filters: Filters) =>
  defineList(queryMemberList, {
    listKey: 'members',
    view: { page: 'innerEnterPriseDetail', params: (member) => ({ userId: member.userId }) },
    titleKey: 'member.listTitle',
    rowKey: 'userId',
    queryKey: memberKeys.list(),
    machine: memberMachine,
    emptyHintKey: 'member.emptyHint',
    exportKind: 'member',
    importKind: 'member',
    columns: pageColumns(memberListColumns, { status: { width: 90 } }),
    filters,
  });

/** The organisation's tree as options: each organisation or department named by its path ("A / B"). */
export function departmentOptions(rows: readonly OrgRow[], locale: Locale, tradingOnly = false): Option[] {
  const byId = new Map(rows.map((row) => [row.orgId, row]));
  const nameOf = (row: OrgRow) => (locale === 'en-US' && row.nameEn ? row.nameEn : row.name);
  const pathOf = (row: OrgRow): string[] => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return [...(parent ? pathOf(parent) : []), nameOf(row)];
  };
  return rows
    .filter((row) => !tradingOnly || TRADING_ORG_STATES.includes(row.state))
    .map((row) => ({ value: row.orgId, label: pathOf(row).join(' / ') }));
}

/** The caller's own organisation tree (an operator's choice of enterprise), as flat rows. */
export const enterpriseTree = async (orgId?: string) =>
  (await api(queryOrgTree, { treeKind: 'enterprise', ...(orgId ? { orgId } : {}) })).orgs;

/** An enterprise administrator's list: its own organisation, filtered by department (no organisation filters). */
export const ownMemberList = memberListWith({
  orgId: { hidden: true },
  orgType: { hidden: true },
  deptId: { options: async () => departmentOptions(await enterpriseTree(), currentLocale()) },
});

/** An operator's list: every organisation, by organisation type or one organisation searched by name. */
export const everyMemberList = memberListWith({
  deptId: { hidden: true },
  orgId: {
    search: async (name) =>
      (await api(queryEnterpriseOrgList, { pageNo: 1, pageSize: 20, name })).rows.map((org) => ({
        value: org.orgId,
        label: org.name,
      })),
  },
});

/** Disable (with an optional remark) and enable, from the member machine: the server signs a disabled member out. */
export const memberStatusActions = machineActions<Pick<MemberRow, 'userId'>, 'disable' | 'enable'>(
  memberMachine,
  {
    events: ['disable', 'enable'],
    danger: ['disable'],
    run: (member, event, { remark }) => api(dealMember, { userId: member.userId, event, remark }),
  },
);

export const loadMember = (userId: string) => api(getMemberDetail, { userId });

export const memberSections: DetailSection<MemberDetail>[] = [
  {
    titleKey: 'member.section.basic',
    items: ['username', 'userName', 'employeeNo', 'mobile', 'email', 'status'],
  },
  { titleKey: 'member.section.post', items: ['orgName', 'orgType', 'deptName', 'roleNames'] },
  { titleKey: 'member.section.record', items: ['userId', 'createdAt', 'lastLoginAt'] },
];
