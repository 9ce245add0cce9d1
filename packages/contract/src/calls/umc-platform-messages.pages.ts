import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** The page's name, also the permission of its calls (umc-platform-messages.ts). */
export const PLATFORM_MESSAGE_PERMISSION = 'platformMessageManage';

// A manifest is in every page's first load: it imports no call module (their schemas would come along).

/** Platform-wide messages (operators): write, send and withdraw. */
export default definePages('messages', [
  {
    name: PLATFORM_MESSAGE_PERMISSION,
    parent: 'systemCenter',
    title: bilingual('平台消息', 'Platform messages'),
    icon: 'notification',
    roles: [RoleCode.operator],
  },
]);
