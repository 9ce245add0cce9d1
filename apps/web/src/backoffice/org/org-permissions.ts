import { ORG_PERMISSION, type OrgRow, OrgType } from '@procuremart/contract';

/**
 * Who may add, edit or move an organisation (the server checks the same codes); an enterprise administrator
 * (innerEnterPriseOrg) the departments of its own organisation, whose tree is all it reads.
 */
export function orgPermissions(codes: readonly string[]) {
  const has = (code: string) => codes.includes(code);
  const own = has(ORG_PERMISSION.ownOrg);
  const mayAdd = (orgType: string) =>
    has(orgType === OrgType.platform ? ORG_PERMISSION.addInner : ORG_PERMISSION.editExternal);
  return {
    mayAdd,
    mayAddChild: (orgType: string) => own || mayAdd(orgType),
    mayEdit: (org: Pick<OrgRow, 'orgType' | 'parentId'>) =>
      (own && org.parentId !== null) ||
      has(org.orgType === OrgType.platform ? ORG_PERMISSION.editInner : ORG_PERMISSION.editExternal),
    mayMove: own || has(ORG_PERMISSION.transfer),
    /** Operators open an organisation's detail page; an enterprise administrator has none. */
    mayView: !own,
  };
}
