import { bilingual } from '../texts';
import type { MenuGroup } from './define-page';

/**
 * The back-office menu groups (top-level menus), shared by all domains. A group shows in a user's menu
 * when the user holds any page under it.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { name: 'accountCenter', title: bilingual('账户中心', 'Account'), icon: 'user', sortNo: 10 },
  { name: 'orderCenter', title: bilingual('订单中心', 'Orders'), icon: 'profile', sortNo: 20 },
  { name: 'agreementCenter', title: bilingual('协议中心', 'Agreements'), icon: 'solution', sortNo: 30 },
  { name: 'commodityCenter', title: bilingual('商品中心', 'Commodities'), icon: 'shopping', sortNo: 40 },
  { name: 'supplierCenter', title: bilingual('供应商管理', 'Suppliers'), icon: 'shop', sortNo: 50 },
  { name: 'financeCenter', title: bilingual('财务结算', 'Finance'), icon: 'account-book', sortNo: 60 },
  { name: 'orgCenter', title: bilingual('组织与权限', 'Organisations'), icon: 'apartment', sortNo: 70 },
  { name: 'systemCenter', title: bilingual('系统管理', 'System'), icon: 'setting', sortNo: 80 },
];
