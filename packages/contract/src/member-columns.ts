import type { MemberRow } from './calls/members/umc-members';
import { memberGlossary } from './glossaries/members';
import { defineColumns } from './list-columns';

/** The member list's columns: its page and its export. */
export const memberListColumns = defineColumns<MemberRow, keyof typeof memberGlossary.labels>(
  memberGlossary,
  [
    { field: 'username', sortField: 'username', width: 18 },
    { field: 'userName', width: 14 },
    { field: 'employeeNo', width: 12 },
    { field: 'mobile', width: 14 },
    { field: 'orgName', width: 30, view: { kind: 'localName', enField: 'orgNameEn' } },
    { field: 'orgType', width: 16, view: { kind: 'dict', code: 'ORG_TYPE' }, hidden: true },
    { field: 'deptName', width: 18 },
    { field: 'roleNames', width: 22, view: { kind: 'localName', enField: 'roleNamesEn' } },
    { field: 'status', width: 10, view: { kind: 'dict', code: 'MEMBER_STATUS' } },
    { field: 'email', width: 24, hidden: true },
    { field: 'lastLoginAt', sortField: 'lastLoginAt', width: 20, view: { kind: 'datetime' } },
    { field: 'createdAt', sortField: 'createdAt', width: 20, hidden: true, view: { kind: 'datetime' } },
  ],
);
