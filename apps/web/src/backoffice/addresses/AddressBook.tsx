import { PlusOutlined } from '@ant-design/icons';
import type { Address, AddressKind } from '@procuremart/contract';
import { useMemo, useState } from 'react';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { type AddressEditing, AddressForm } from './AddressForm';
import { addressList, addressRowActions } from './address-resource';

/** One address book (receiving or invoice delivery): list, add, edit, set default, delete. */
export function AddressBook({ kind }: { kind: AddressKind }) {
  const descriptor = useMemo(() => addressList(kind), [kind]);
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<AddressEditing>({ mode: 'create', kind });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: AddressEditing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const rowActions = addressRowActions((address: Address) => openForm({ mode: 'edit', address }));
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'addrBook.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: `address-create-${kind}`,
      onClick: () => openForm({ mode: 'create', kind }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={descriptor} toolbar={toolbar} rowActions={rowActions} />
      <AddressForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </>
  );
}
