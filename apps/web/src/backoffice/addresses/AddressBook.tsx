import { PlusOutlined } from '@ant-design/icons';
import type { Address, AddressKind } from '@procuremart/contract';
import { useMemo } from 'react';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { AddressForm } from './AddressForm';
import { addressList, addressRowActions } from './address-resource';

/** One address book (receiving or invoice delivery): list, add, edit, set default, delete. */
export function AddressBook({ kind }: { kind: AddressKind }) {
  const descriptor = useMemo(() => addressList(kind), [kind]);
  const form = useEditing<Address, { kind: AddressKind }>({ mode: 'create', kind });
  const rowActions = addressRowActions((address: Address) => form.edit({ mode: 'edit', record: address }));
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'addrBook.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: `address-create-${kind}`,
      onClick: () => form.edit({ mode: 'create', kind }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={descriptor} toolbar={toolbar} rowActions={rowActions} />
      <AddressForm {...form.props} />
    </>
  );
}
