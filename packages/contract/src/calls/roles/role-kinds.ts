import { OrgType, UserKindCode } from '../../codes';

/** The kind of user an organisation's members are (isProfessionalOrgExt), by its type (ORG_TYPE). */
export const KIND_OF_ORG_TYPE: Readonly<Record<string, number>> = {
  [OrgType.enterprise]: UserKindCode.purchaser,
  [OrgType.supplier]: UserKindCode.supplier,
  [OrgType.platform]: UserKindCode.operator,
};
