import { type Address, type AddressKind, addAddress, refOf, updateAddress } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { type AddressFormValues, addressFields, addressFormValues } from './address-resource';
import { addressKeys } from './keys';

/** What the address form is doing: adding one of a kind, or editing an address read with its version. */
export type AddressEditing = { mode: 'create'; kind: AddressKind } | { mode: 'edit'; address: Address };

/** Add/edit address in a modal; its rules are addAddress's / updateAddress's input schema. */
export function AddressForm({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: AddressEditing;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  const initialValues = useMemo(
    () => (editing.mode === 'edit' ? addressFormValues(editing.address) : undefined),
    [editing],
  );
  const isEdit = editing.mode === 'edit';
  const kind = editing.mode === 'edit' ? editing.address.kind : editing.kind;
  const submit = (values: AddressFormValues, options: { notify: false }) => {
    if (editing.mode === 'edit') {
      const { addressId, version } = editing.address;
      return api(refOf(updateAddress), { ...values, addressId, version }, options);
    }
    return api(refOf(addAddress), { ...values, kind }, options);
  };
  return (
    <ResourceForm<AddressFormValues, Address>
      open={open}
      titleKey={isEdit ? 'addrBook.editTitle' : 'addrBook.createTitle'}
      schema={isEdit ? updateAddress.input : addAddress.input}
      fields={addressFields}
      initialValues={initialValues}
      submit={submit}
      successKey={isEdit ? 'addrBook.success.updated' : 'addrBook.success.created'}
      invalidateKey={addressKeys.book(kind)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
