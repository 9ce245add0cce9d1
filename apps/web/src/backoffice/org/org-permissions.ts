import { ORG_PERMISSION, type OrgRow, OrgType } from '@procuremart/contract';

/** Who may add, edit or move an organisation (the server checks the same codes). */
export function orgPermissions(codes: readonly string[]) {
  const has = (code: string) => codes.includes(code);
  const mayAdd = (orgType: string) =>
    has(orgType === OrgType.platform ? ORG_PERMISSION.addInner : ORG_PERMISSION.editExternal);
  return {
    mayAdd,
    mayEdit: (org: Pick<OrgRow, 'orgType'>) =>
      has(org.orgType === OrgType.platform ? ORG_PERMISSION.editInner : ORG_PERMISSION.editExternal),
    mayMove: has(ORG_PERMISSION.transfer),
  };
}
