import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';
import { PLATFORM_MESSAGE_PERMISSION } from './umc-platform-messages';

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
