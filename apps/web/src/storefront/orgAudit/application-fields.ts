import type { FieldDescriptor } from '../../resources/types';
import { CategoryPicker } from './CategoryPicker';

/** What an enterprise certifies (labels from the registration glossary, rules from the call's schema). */
export const certificationFields: FieldDescriptor[] = [
  { kind: 'text', name: 'companyName' },
  { kind: 'text', name: 'creditCode' },
  { kind: 'text', name: 'legalPerson' },
  { kind: 'text', name: 'contactName' },
  { kind: 'text', name: 'contactMobile' },
  { kind: 'text', name: 'address' },
];

/** What a supplier adds: its shop, settlement account, categories and brands. */
export const merchantFields: FieldDescriptor[] = [
  { kind: 'text', name: 'shopName' },
  { kind: 'text', name: 'bankName' },
  { kind: 'text', name: 'bankAccount' },
  { kind: 'control', name: 'categoryIds', control: CategoryPicker, required: true },
  { kind: 'textarea', name: 'brandNames' },
];

/** The licence picture, required to submit for review. */
export const licenceField: FieldDescriptor = {
  kind: 'upload',
  name: 'licenceFileId',
  group: 'image',
  labelKey: 'orgAudit.apply.licence',
  extraKey: 'orgAudit.apply.licenceHint',
  required: true,
};
