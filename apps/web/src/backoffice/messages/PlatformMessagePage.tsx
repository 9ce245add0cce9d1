import { NotificationOutlined } from '@ant-design/icons';
import { type PlatformMessageAdmin, refOf, sendPlatformMessage } from '@procuremart/contract';
import { useState } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { platformMessageKeys } from './keys';
import {
  type PlatformMessageFormValues,
  platformMessageActions,
  platformMessageFields,
  platformMessageList,
} from './platform-message-resource';

/** Platform-wide messages (operators): what was sent, a new one (both languages, asked first), withdraw. */
export default function PlatformMessagePage() {
  const [formOpen, setFormOpen] = useState(false);
  const toolbar: ToolbarAction[] = [
    {
      key: 'send',
      labelKey: 'platformMessage.action.send',
      primary: true,
      icon: <NotificationOutlined />,
      testId: 'platform-message-send',
      onClick: () => setFormOpen(true),
    },
  ];
  return (
    <>
      <ResourceList descriptor={platformMessageList} toolbar={toolbar} rowActions={platformMessageActions} />
      <ResourceForm<PlatformMessageFormValues, PlatformMessageAdmin>
        open={formOpen}
        titleKey="platformMessage.sendTitle"
        schema={sendPlatformMessage.input}
        fields={platformMessageFields}
        submit={(values, options) => api(refOf(sendPlatformMessage), values, options)}
        submitKey="platformMessage.action.submit"
        confirm={{
          titleKey: 'platformMessage.confirm.send',
          descriptionKey: 'platformMessage.confirm.sendHint',
        }}
        successKey="platformMessage.success.sent"
        invalidateKey={platformMessageKeys.all}
        onClose={() => setFormOpen(false)}
      />
    </>
  );
}
