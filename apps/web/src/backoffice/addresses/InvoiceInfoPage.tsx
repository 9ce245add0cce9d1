import { PlusOutlined } from '@ant-design/icons';
import type { InvoiceTitle } from '@procuremart/contract';
import { Flex } from 'antd';
import { useState } from 'react';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { AddressBook } from './AddressBook';
import { type InvoiceTitleEditing, InvoiceTitleForm } from './InvoiceTitleForm';
import { invoiceTitleList, invoiceTitleRowActions } from './invoice-title-resource';

/** SPEC §2 "invoice info": the organisation's invoice titles and the user's invoice delivery addresses. */
export default function InvoiceInfoPage() {
  const [editing, setEditing] = useState<InvoiceTitleEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: InvoiceTitleEditing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'invoiceTitle.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'invoice-title-create',
      onClick: () => openForm({ mode: 'create' }),
    },
  ];
  const rowActions = invoiceTitleRowActions((title: InvoiceTitle) => openForm({ mode: 'edit', title }));
  return (
    <Flex vertical gap={16}>
      <ResourceList descriptor={invoiceTitleList} toolbar={toolbar} rowActions={rowActions} />
      <InvoiceTitleForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <AddressBook kind="invoice" />
    </Flex>
  );
}
