import { ALL_ROLES, RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';

/**
 * Account security and the devices bound for scan sign-in (every kind of user), the phone page confirming a QR
 * sign-in, and the operators' outbox of messages out of the system.
 */
export default definePages('accounts', [
  {
    name: 'accountSecurity',
    menuOrder: 20,
    parent: 'accountCenter',
    title: bilingual('账号安全', 'Account security'),
    icon: 'safety',
    roles: ALL_ROLES,
  },
  {
    name: 'wxScanManage',
    menuOrder: 70,
    parent: 'accountCenter',
    title: bilingual('扫码登录设备', 'Scan sign-in devices'),
    icon: 'key',
    roles: ALL_ROLES,
  },
  {
    // One person's accounts in several organisations, linked to switch between them without signing out.
    name: 'accountAssociation',
    menuOrder: 80,
    parent: 'accountCenter',
    title: bilingual('账号关联', 'Account association'),
    icon: 'team',
    roles: ALL_ROLES,
  },
  {
    // Opened on a signed-in phone from the QR code of the login page (at 375 px).
    name: 'qrLoginConfirm',
    parent: 'wxScanManage',
    title: bilingual('确认扫码登录', 'Confirm QR sign-in'),
    params: ['token'],
    hidden: true,
  },
  {
    // SMS codes and e-mail as they left (or, with no transport configured, stayed in) the system.
    name: 'outboxQuery',
    parent: 'systemCenter',
    title: bilingual('发件箱', 'Outbox'),
    icon: 'inbox',
    roles: [RoleCode.operator],
  },
]);
