import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** SPEC §2 "invoice info and receiving addresses": the purchaser's address book and invoice titles. */
export default definePages('addresses', [
  {
    name: 'receivingAddress',
    menuOrder: 40,
    parent: 'accountCenter',
    title: bilingual('收货地址', 'Receiving addresses'),
    icon: 'environment',
    roles: [RoleCode.buyer],
  },
  {
    name: 'invoiceInfo',
    menuOrder: 50,
    parent: 'accountCenter',
    title: bilingual('发票信息', 'Invoice info'),
    icon: 'account-book',
    roles: [RoleCode.buyer],
  },
]);
