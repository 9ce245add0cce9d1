import type { Address, InvoiceTitle, RegionNode } from '@procuremart/contract';

export const regionTree: RegionNode[] = [
  {
    code: '330000',
    name: '浙江省',
    children: [
      { code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] },
      { code: '330200', name: '宁波市' },
    ],
  },
];

export const address = (id: string, overrides: Partial<Address> = {}): Address => ({
  addressId: id,
  kind: 'receiving',
  regionCodes: ['330000', '330100', '330106'],
  provinceName: '浙江省',
  cityName: '杭州市',
  districtName: '西湖区',
  contactName: `收货人${id}`,
  mobile: '13912345678',
  phone: '',
  detail: `文三路 ${id} 号`,
  tag: '',
  isDefault: false,
  shared: false,
  mine: true,
  ownerName: '张伟',
  version: 1,
  updatedAt: '2026-01-05T01:00:00.000Z',
  ...overrides,
});

export const invoiceTitle = (id: string, overrides: Partial<InvoiceTitle> = {}): InvoiceTitle => ({
  invoiceTitleId: id,
  title: `抬头${id}`,
  creditCode: '91310115MA1K4C2X3B',
  specialInvoice: false,
  bankName: '',
  bankAccount: '',
  registeredAddress: '',
  registeredPhone: '',
  isDefault: false,
  version: 1,
  updatedAt: '2026-01-05T01:00:00.000Z',
  ...overrides,
});

export const pageOf = <R>(rows: R[]) => ({ rows, total: rows.length, pageNo: 1, pageSize: 100 });
