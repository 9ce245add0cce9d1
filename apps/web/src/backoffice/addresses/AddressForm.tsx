import {
  type Address,
  type AddressKind,
  addAddress,
  addrBookGlossary,
  updateAddress,
} from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import { type AddressFormValues, addressFields, addressFormValues } from './address-resource';
import { addressKeys } from './keys';

/** What the address form is doing: adding one of a kind, or editing an address read with its version. */
export type AddressEditing = Editing<Address, { kind: AddressKind }>;

/** Add/edit address in a modal; its rules are addAddress's / updateAddress's input schema. */
export const AddressForm = formFor(addAddress, updateAddress, {
  texts: 'addrBook',
  glossary: addrBookGlossary,
  fields: addressFields,
  values: addressFormValues,
  createInput: (values: AddressFormValues, { kind }: { kind: AddressKind }) => ({ ...values, kind }),
  updateInput: (values, { addressId, version }) => ({ ...values, addressId, version }),
  invalidate: (editing: AddressEditing) =>
    addressKeys.book(editing.mode === 'edit' ? editing.record.kind : editing.kind),
});
