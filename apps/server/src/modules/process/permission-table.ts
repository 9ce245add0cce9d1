/**
 * Approval processes' rows of the hand-reviewed permission table (platform/permission-table.ts says how to read
 * them): process definitions are operator:admin's and org:admin's (its own organisation's); every role that may
 * be asked to approve (buyer, approver, org:admin, operator:admin, operator:staff) has its own task list.
 */
const definers = 'orgadmin01 operator01';
const approvers = 'purchaser01 approver01 orgadmin01 operator01 operator02';

export const permissionRows: Readonly<Record<string, string>> = {
  cfc_queryProcessList: definers,
  cfc_getProcess: definers,
  cfc_getProcessVersion: definers,
  cfc_saveProcess: definers,
  cfc_publishProcessVersion: definers,
  cfc_retireProcessVersion: definers,
  cfc_queryApprovalTasks: approvers,
  cfc_queryApprovalHistory: approvers,
  cfc_decideApprovalTask: approvers,
  cfc_delegateApprovalTask: approvers,
};
