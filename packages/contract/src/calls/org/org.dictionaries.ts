// Organisations (umc): their types, member classes and enterprise management states, each meaning defined once.
import { MemberClass, OrgType } from '../../codes';
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

/**
 * The enterprise management state (SPEC §4), as a business registry records it: in operation (存续), in
 * operation and open (在业), closed (停业), revoked (吊销), cancelled (注销), moved out (迁出), other (其他).
 */
export const OrgState = {
  operating: '01',
  open: '02',
  closed: '03',
  revoked: '04',
  cancelled: '05',
  movedOut: '06',
  other: '99',
} as const;
export type OrgStateCode = (typeof OrgState)[keyof typeof OrgState];

/**
 * Decision (SPEC is silent): only an organisation in operation (open or not) trades: its users sign in and its
 * goods are on the storefront. Every other state stops both, and a department trades only while every
 * organisation above it does.
 */
export const TRADING_ORG_STATES: readonly string[] = [OrgState.operating, OrgState.open];

/**
 * The organisation trees (SPEC §7): inner = the platform's own operating organisations (type 03), external =
 * purchasing enterprises and their departments (01), inner supplier = supplier companies (02); enterprise =
 * one enterprise's own tree (the caller's, or the one an operator names).
 */
export const OrgTreeKind = {
  inner: 'inner',
  external: 'external',
  innerSupplier: 'innerSupplier',
  enterprise: 'enterprise',
} as const;
export type OrgTreeKindCode = (typeof OrgTreeKind)[keyof typeof OrgTreeKind];
export const ORG_TREE_KINDS = Object.values(OrgTreeKind) as [OrgTreeKindCode, ...OrgTreeKindCode[]];

/** The organisation type each kind's tree holds. */
export const TREE_ORG_TYPE = {
  inner: OrgType.platform,
  external: OrgType.enterprise,
  innerSupplier: OrgType.supplier,
} as const;

export const orgDictionaries = {
  ORG_TYPE: {
    name: bilingual('组织类型', 'Organisation type'),
    open: false,
    items: [
      item(OrgType.enterprise, '采购企业（外部单位）', 'Purchasing enterprise (external)'),
      item(OrgType.supplier, '供应商（内部供应商）', 'Supplier (inner supplier)'),
      item(OrgType.platform, '平台运营机构（内部单位）', 'Platform operating organisation (inner)'),
    ],
  },
  MEMBER_CLASS: {
    name: bilingual('会员分类', 'Member classification'),
    open: false,
    items: [
      item(MemberClass.enterprise, '企业会员', 'Enterprise member'),
      item(MemberClass.individual, '个人会员', 'Individual member'),
    ],
  },
  ORG_STATE: {
    name: bilingual('企业经营状态', 'Enterprise management state'),
    open: false,
    items: [
      item(OrgState.operating, '存续（在营）', 'In operation'),
      item(OrgState.open, '在业（开业）', 'In operation (open)'),
      item(OrgState.closed, '停业', 'Closed'),
      item(OrgState.revoked, '吊销', 'Revoked'),
      item(OrgState.cancelled, '注销', 'Cancelled'),
      item(OrgState.movedOut, '迁出', 'Moved out'),
      item(OrgState.other, '其他', 'Other'),
    ],
  },
  ORG_TREE_KIND: {
    name: bilingual('组织树类型', 'Organisation tree'),
    open: false,
    items: [
      item(OrgTreeKind.inner, '内部单位（运营机构）', 'Inner (operating organisations)'),
      item(OrgTreeKind.external, '外部单位（采购企业）', 'External (purchasing enterprises)'),
      item(OrgTreeKind.innerSupplier, '内部供应商', 'Inner suppliers'),
      item(OrgTreeKind.enterprise, '企业组织', 'One enterprise'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
