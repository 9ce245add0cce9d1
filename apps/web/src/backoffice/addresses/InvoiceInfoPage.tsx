import { PlusOutlined } from '@ant-design/icons';
import type { InvoiceTitle } from '@procuremart/contract';
import { Flex } from 'antd';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { AddressBook } from './AddressBook';
import { InvoiceTitleForm } from './InvoiceTitleForm';
import { invoiceTitleList, invoiceTitleRowActions } from './invoice-title-resource';

/** SPEC §2 "invoice info": the organisation's invoice titles and the user's invoice delivery addresses. */
export default function InvoiceInfoPage() {
  const form = useEditing<InvoiceTitle>({ mode: 'create' });
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'invoiceTitle.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'invoice-title-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  const rowActions = invoiceTitleRowActions((title: InvoiceTitle) =>
    form.edit({ mode: 'edit', record: title }),
  );
  return (
    <Flex vertical gap={16}>
      <ResourceList descriptor={invoiceTitleList} toolbar={toolbar} rowActions={rowActions} />
      <InvoiceTitleForm {...form.props} />
      <AddressBook kind="invoice" />
    </Flex>
  );
}
