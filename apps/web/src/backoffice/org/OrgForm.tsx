import { type CallInput, type OrgRow, OrgType, orgGlossary, saveOrg } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { orgKeys } from './keys';

type OrgFormValues = Pick<
  CallInput<typeof saveOrg>,
  'name' | 'nameEn' | 'code' | 'creditCode' | 'address' | 'contactName' | 'contactMobile' | 'sortNo'
>;

/** What the page knew when adding: the parent (a department) or the type of a top organisation. */
export interface OrgCreateContext {
  parent: OrgRow | null;
  orgType: string;
}
export type OrgEditing = Editing<OrgRow, OrgCreateContext>;

type Field = FieldDescriptor<keyof OrgFormValues & string>;
const names: Field[] = [
  { kind: 'text', name: 'name' },
  { kind: 'text', name: 'nameEn' },
  { kind: 'text', name: 'code', extraKey: 'org.codeHint' },
];
const creditCode: Field = { kind: 'text', name: 'creditCode', extraKey: 'org.creditCodeHint' };
const rest: Field[] = [
  { kind: 'text', name: 'address' },
  { kind: 'text', name: 'contactName' },
  { kind: 'text', name: 'contactMobile' },
  { kind: 'number', name: 'sortNo', extraKey: 'org.sortNoHint' },
];

/** A top organisation (an enterprise, a supplier, an operating organisation) has a credit code; a department none. */
const isTop = (editing: OrgEditing) =>
  editing.mode === 'edit' ? editing.record.parentId === null : editing.parent === null;

const CREATE_TITLES: Record<string, string> = {
  [OrgType.enterprise]: 'org.createEnterpriseTitle',
  [OrgType.supplier]: 'org.createSupplierTitle',
  [OrgType.platform]: 'org.createInnerTitle',
};

/** The add/edit organisation form; its rules are umc_saveOrg's input schema. */
export const OrgForm = formFor(saveOrg, saveOrg, {
  texts: 'org',
  glossary: orgGlossary,
  fields: (editing: OrgEditing) => (isTop(editing) ? [...names, creditCode, ...rest] : [...names, ...rest]),
  values: (org: OrgRow): OrgFormValues => ({
    name: org.name,
    nameEn: org.nameEn,
    code: org.code ?? '',
    creditCode: org.creditCode ?? '',
    address: org.address,
    contactName: org.contactName,
    contactMobile: org.contactMobile,
    sortNo: org.sortNo,
  }),
  blank: { sortNo: 0 },
  createInput: (values: OrgFormValues, { parent, orgType }: OrgCreateContext) =>
    parent
      ? { ...values, parentId: parent.orgId }
      : { ...values, parentId: null, orgType: orgType as CallInput<typeof saveOrg>['orgType'] },
  updateInput: (values, { orgId, version }) => ({ ...values, orgId, version }),
  invalidate: orgKeys.all,
  titleKey: (editing: OrgEditing) =>
    editing.mode === 'edit'
      ? 'org.editTitle'
      : editing.parent
        ? 'org.createChildTitle'
        : (CREATE_TITLES[editing.orgType] ?? 'org.createTitle'),
});
