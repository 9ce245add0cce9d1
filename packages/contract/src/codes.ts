// SPEC §3 code tables.

/** isProfessionalOrgExt: 1 purchaser, 0 operation staff, 2 supplier. */
export const UserKindCode = { operator: 0, purchaser: 1, supplier: 2 } as const;
export type UserKind = keyof typeof UserKindCode;
export const USER_KINDS: UserKind[] = ['purchaser', 'supplier', 'operator'];

export function kindFromCode(code: number): UserKind {
  const kind = USER_KINDS.find((k) => UserKindCode[k] === code);
  if (!kind) throw new Error(`unknown user kind code ${code}`);
  return kind;
}

/** Role codes named by SPEC §6; the supplier and operator codes are ours. */
export const RoleCode = {
  buyer: '002',
  /** A second buyer role (SPEC §6 "another buyer"): a department's purchaser, the buyer's pages by default. */
  buyerAlt: '022',
  /** SPEC §6's external enterprise purchaser: a buyer of an enterprise outside the platform's own groups. */
  externalBuyer: 'tenant:10000:extenterprisecaigouqiyecaigouyuan',
  /** SPEC §6 "payment plan authority": a purchaser who follows the organisation's orders to plan payments. */
  paymentPlanner: 'zone:plan:buyer',
  /** Approves the organisation's orders above its approval threshold (a purchaser kind of role). */
  approver: 'approver',
  supplier: 'supplier:regist:role',
  operator: 'operator:admin',
  /** Operations staff: the operation log and their own account, no catalogue management. */
  operatorStaff: 'operator:staff',
  /**
   * Enterprise administrator (SPEC §1; the code is ours): a purchaser who runs its own organisation's people,
   * its members and their roles (calls/members), and nothing of any other organisation.
   */
  orgAdmin: 'org:admin',
  /**
   * Zone order clerk (the code is ours): an operator who queries orders through the zone order views; how far it
   * sees is its station's data permission (demo zoneop01: purchaser02's organisation).
   */
  zoneOrderQuery: 'zone:order:query',
} as const;

/** Every role a purchaser, supplier or operator account is given at registration or by the seed. */
export const ALL_ROLES = [
  RoleCode.buyer,
  RoleCode.buyerAlt,
  RoleCode.externalBuyer,
  RoleCode.paymentPlanner,
  RoleCode.approver,
  RoleCode.supplier,
  RoleCode.operator,
  RoleCode.operatorStaff,
  RoleCode.orgAdmin,
  RoleCode.zoneOrderQuery,
] as const;

/** Supplier kinds (SPEC §3): an e-commerce supplier (jd, suning, ...) or a framework-agreement supplier. */
export const SupplierKind = { ecommerce: 'ecommerce', agreement: 'agreement' } as const;
export type SupplierKind = (typeof SupplierKind)[keyof typeof SupplierKind];

/** System codes (SPEC §3): the back-office menus belong to an application code. */
export const SystemCode = { peb: 'PEB', umc: 'UMC', ucc: 'UCC', fsc: 'FSC', agr: 'AGR', usc: 'USC' } as const;
export const BACK_OFFICE_APP_CODE = 'UMC';

/** Organisation types (SPEC §3 lists 01, 02, 03): purchasing enterprise, supplier, platform operator. */
export const OrgType = { enterprise: '01', supplier: '02', platform: '03' } as const;

/** Member classification (SPEC §3 lists 01, 02): an enterprise member or an individual. */
export const MemberClass = { enterprise: '01', individual: '02' } as const;
