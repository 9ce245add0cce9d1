// The organisation pages' menu and access codes, apart from the machine: the page manifests (in every first
// load) import them, and importing the machine's module would bring the machine and zod with it.

/** Menu and access codes of the organisation pages (org.pages.ts). */
export const ORG_PERMISSION = {
  /** The platform's operating organisations (inner tree). */
  inner: 'operateOrgList',
  addInner: 'operateOrgAdd',
  editInner: 'operateOrgEdit',
  /** External enterprises and suppliers: the enterprise list. */
  external: 'outerEnterpriseList',
  editExternal: 'outerEnterpriseEdit',
  transfer: 'outerEnterpriseTransfer',
  /** The organisation trees of every kind. */
  trees: 'orgTreeManage',
  /** Start, stop and delete organisations. */
  deal: 'orgDeal',
  /** Record what the business registry says: open, revoked, cancelled, moved out, other. */
  registry: 'orgRegistryState',
  /** An enterprise administrator's own organisation: add, edit and move its departments (never another's). */
  ownOrg: 'innerEnterPriseOrg',
} as const;

/** Codes that let an operator read every organisation (others read their own organisation's tree). */
export const ORG_READ_PERMISSIONS = [ORG_PERMISSION.inner, ORG_PERMISSION.external, ORG_PERMISSION.trees];
