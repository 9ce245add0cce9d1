import { type Address, type AddressKind, queryAddressList } from '@procuremart/contract';
import { deleteAddress, setDefaultAddress } from '@procuremart/contract/refs';
import { Space, Tag } from 'antd';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { FieldDescriptor, ListDescriptor, RowAction } from '../../resources/types';
import { addressKeys } from './keys';
import { RegionCascader } from './RegionCascader';
import { Translated } from './Translated';

/** "浙江省 杭州市 西湖区". */
export const regionText = (address: Address): string =>
  [address.provinceName, address.cityName, address.districtName].filter(Boolean).join(' ');

export function AddressFlags({ address }: { address: Address }) {
  return (
    <Space size={4} wrap>
      {address.isDefault && (
        <Tag color="red">
          <Translated k="addrBook.flag.default" />
        </Tag>
      )}
      {address.shared && (
        <Tag color="blue">
          <Translated k={address.mine ? 'addrBook.flag.shared' : 'addrBook.flag.colleague'} />
        </Tag>
      )}
      {address.tag && <Tag>{address.tag}</Tag>}
    </Space>
  );
}

/** The address book of one kind, as a list: the call's default kind is 'receiving', the other is asked for. */
export function addressList(kind: AddressKind): ListDescriptor<Address> {
  const list = defineList(queryAddressList, {
    listKey: `addresses-${kind}`,
    titleKey: kind === 'receiving' ? 'addrBook.listTitle' : 'addrBook.invoiceListTitle',
    rowKey: 'addressId',
    queryKey: addressKeys.book(kind),
    emptyHintKey: 'addrBook.emptyHint',
    columns: [
      { field: 'contactName', titleKey: 'addrBook.field.contactName', sortField: 'contactName', width: 110 },
      { field: 'mobile', titleKey: 'addrBook.field.mobile', width: 130 },
      {
        field: 'provinceName',
        titleKey: 'addrBook.field.region',
        view: { kind: 'custom', render: regionText },
      },
      { field: 'detail', titleKey: 'addrBook.field.detail', view: { kind: 'text', ellipsis: true } },
      {
        field: 'isDefault',
        titleKey: 'addrBook.field.flags',
        view: { kind: 'custom', render: (row) => <AddressFlags address={row} /> },
      },
      { field: 'phone', titleKey: 'addrBook.field.phone', hidden: true },
      { field: 'ownerName', titleKey: 'addrBook.field.ownerName', hidden: true },
      {
        field: 'updatedAt',
        titleKey: 'addrBook.field.updatedAt',
        view: { kind: 'datetime' },
        sortField: 'updatedAt',
        hidden: true,
      },
    ],
  });
  return kind === 'receiving' ? list : { ...list, query: (input) => list.query({ ...input, kind }) };
}

/** Set default and delete, on the user's own addresses only (a colleague's shared one is read-only). */
export function addressRowActions(edit: (address: Address) => void): RowAction<Address>[] {
  const mine = (address: Address) => address.mine;
  return [
    { key: 'edit', labelKey: 'addrBook.action.edit', visible: mine, run: edit },
    {
      key: 'setDefault',
      labelKey: 'addrBook.action.setDefault',
      visible: (address) => address.mine && !address.isDefault,
      successKey: 'addrBook.success.setDefault',
      run: (address) => api(setDefaultAddress, { addressId: address.addressId }),
    },
    {
      key: 'delete',
      labelKey: 'addrBook.action.delete',
      danger: true,
      visible: mine,
      confirm: { titleKey: 'addrBook.confirm.delete', descriptionKey: 'addrBook.confirm.deleteHint' },
      successKey: 'addrBook.success.delete',
      run: (address) => api(deleteAddress, { addressId: address.addressId }),
    },
  ];
}

export type AddressFormValues = Pick<
  Address,
  'regionCodes' | 'contactName' | 'mobile' | 'phone' | 'detail' | 'tag' | 'isDefault' | 'shared'
>;

/** The address form's fields; required marks, limits and messages come from the call's input schema. */
export const addressFields: FieldDescriptor<keyof AddressFormValues>[] = [
  { kind: 'text', name: 'contactName' },
  { kind: 'text', name: 'mobile' },
  { kind: 'control', name: 'regionCodes', labelKey: 'addrBook.field.region', control: RegionCascader },
  { kind: 'textarea', name: 'detail' },
  { kind: 'text', name: 'phone' },
  { kind: 'text', name: 'tag' },
  { kind: 'switch', name: 'isDefault' },
  { kind: 'switch', name: 'shared', extraKey: 'addrBook.sharedHint' },
];

export const addressFormValues = (address: Address): AddressFormValues => ({
  regionCodes: address.regionCodes,
  contactName: address.contactName,
  mobile: address.mobile,
  phone: address.phone,
  detail: address.detail,
  tag: address.tag,
  isDefault: address.isDefault,
  shared: address.shared,
});
