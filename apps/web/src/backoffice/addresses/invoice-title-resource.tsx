import {
  type InvoiceTitle,
  missingSpecialInvoiceFields,
  queryInvoiceTitleList,
  type SpecialInvoiceField,
} from '@procuremart/contract';
import { deleteInvoiceTitle, setDefaultInvoiceTitle } from '@procuremart/contract/refs';
import type { FormRule } from 'antd';
import { Space, Tag } from 'antd';
import { getI18n } from 'react-i18next';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { FieldDescriptor, RowAction } from '../../resources/types';
import { addressKeys } from './keys';
import { Translated } from './Translated';

export function InvoiceTitleFlags({ title }: { title: InvoiceTitle }) {
  return (
    <Space size={4} wrap>
      {title.isDefault && (
        <Tag color="red">
          <Translated k="invoiceTitle.flag.default" />
        </Tag>
      )}
      <Tag color={title.specialInvoice ? 'gold' : 'default'}>
        <Translated k={title.specialInvoice ? 'invoiceTitle.flag.special' : 'invoiceTitle.flag.ordinary'} />
      </Tag>
    </Space>
  );
}

export const invoiceTitleList = defineList(queryInvoiceTitleList, {
  listKey: 'invoice-titles',
  titleKey: 'invoiceTitle.listTitle',
  rowKey: 'invoiceTitleId',
  queryKey: addressKeys.invoiceTitles(),
  emptyHintKey: 'invoiceTitle.emptyHint',
  filters: { specialInvoice: { hidden: true } },
  columns: [
    { field: 'title', titleKey: 'invoiceTitle.field.title', sortField: 'title' },
    { field: 'creditCode', titleKey: 'invoiceTitle.field.creditCode', width: 190 },
    {
      field: 'isDefault',
      titleKey: 'invoiceTitle.field.flags',
      view: { kind: 'custom', render: (row) => <InvoiceTitleFlags title={row} /> },
    },
    { field: 'bankName', titleKey: 'invoiceTitle.field.bankName', hidden: true },
    { field: 'bankAccount', titleKey: 'invoiceTitle.field.bankAccount', hidden: true },
    { field: 'registeredAddress', titleKey: 'invoiceTitle.field.registeredAddress', hidden: true },
    { field: 'registeredPhone', titleKey: 'invoiceTitle.field.registeredPhone', hidden: true },
  ],
});

export function invoiceTitleRowActions(edit: (title: InvoiceTitle) => void): RowAction<InvoiceTitle>[] {
  return [
    { key: 'edit', labelKey: 'invoiceTitle.action.edit', run: edit },
    {
      key: 'setDefault',
      labelKey: 'invoiceTitle.action.setDefault',
      visible: (title) => !title.isDefault,
      successKey: 'invoiceTitle.success.setDefault',
      run: (title) => api(setDefaultInvoiceTitle, { invoiceTitleId: title.invoiceTitleId }),
    },
    {
      key: 'delete',
      labelKey: 'invoiceTitle.action.delete',
      danger: true,
      confirm: { titleKey: 'invoiceTitle.confirm.delete', descriptionKey: 'invoiceTitle.confirm.deleteHint' },
      successKey: 'invoiceTitle.success.delete',
      run: (title) => api(deleteInvoiceTitle, { invoiceTitleId: title.invoiceTitleId }),
    },
  ];
}

/**
 * A special-invoice field is required once "special VAT invoice" is on: the contract's own rule
 * (missingSpecialInvoiceFields), so the form says what the server would.
 */
const specialFieldRule =
  (name: SpecialInvoiceField): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      missingSpecialInvoiceFields({
        specialInvoice: getFieldValue('specialInvoice'),
        [name]: value,
      }).includes(name)
        ? Promise.reject(new Error(getI18n().t('invoice.specialFieldRequired')))
        : Promise.resolve(),
  });

const specialField = (kind: 'text', name: SpecialInvoiceField): FieldDescriptor<SpecialInvoiceField> => ({
  kind,
  name,
  labelKey: `invoiceTitle.field.${name}`,
  rules: [specialFieldRule(name)],
  dependencies: ['specialInvoice'],
});

export type InvoiceTitleFormValues = Pick<
  InvoiceTitle,
  | 'title'
  | 'creditCode'
  | 'specialInvoice'
  | 'bankName'
  | 'bankAccount'
  | 'registeredAddress'
  | 'registeredPhone'
  | 'isDefault'
>;

export const invoiceTitleFields: FieldDescriptor<keyof InvoiceTitleFormValues>[] = [
  { kind: 'text', name: 'title' },
  { kind: 'text', name: 'creditCode' },
  {
    kind: 'switch',
    name: 'specialInvoice',
    extraKey: 'invoiceTitle.specialHint',
  },
  specialField('text', 'bankName'),
  specialField('text', 'bankAccount'),
  specialField('text', 'registeredAddress'),
  specialField('text', 'registeredPhone'),
  { kind: 'switch', name: 'isDefault' },
];

export const invoiceTitleFormValues = ({ invoiceTitleId, version, updatedAt, ...values }: InvoiceTitle) =>
  values satisfies InvoiceTitleFormValues;
