import { CheckOutlined } from '@ant-design/icons';
import { markMessagesRead } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { useSession } from '../../app/session';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { PublicMessageList } from '../../storefront/messages/PublicMessageList';
import { messageKeys } from './keys';
import { messageBulkActions, messageDetailPath, messageList, messageRowActions } from './message-resource';

/** /messageList (SPEC §2): a visitor reads the platform-wide messages, a signed-in user their inbox. */
export default function MessageListPage() {
  return useSession().token ? <InboxList /> : <PublicMessageList />;
}

/** The user's site messages, personal and platform-wide: open to every logged-in user, no menu entitlement. */
function InboxList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toolbar: ToolbarAction[] = [
    {
      key: 'markAllRead',
      labelKey: 'message.action.markAllRead',
      icon: <CheckOutlined />,
      testId: 'messages-mark-all-read',
      onClick: () => {
        void api(markMessagesRead, { all: true })
          .then(() => {
            feedback.message.success(t('message.success.markAllRead'));
            return queryClient.invalidateQueries({ queryKey: messageKeys.all });
          })
          .catch(() => undefined);
      },
    },
  ];
  return (
    <ResourceList
      descriptor={messageList}
      toolbar={toolbar}
      rowActions={messageRowActions((m) => navigate(messageDetailPath(m.messageId)))}
      bulkActions={messageBulkActions}
    />
  );
}
