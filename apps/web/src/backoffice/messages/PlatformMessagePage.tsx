import { NotificationOutlined } from '@ant-design/icons';
import { platformMessageGlossary, sendPlatformMessage } from '@procuremart/contract';
import { formFor, useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { platformMessageKeys } from './keys';
import {
  type PlatformMessageFormValues,
  platformMessageActions,
  platformMessageFields,
  platformMessageList,
} from './platform-message-resource';

/** A new platform message in both languages, sent to everyone once the operator confirms (it only creates). */
const PlatformMessageForm = formFor(sendPlatformMessage, null, {
  texts: 'platformMessage',
  glossary: platformMessageGlossary,
  titleKey: () => 'platformMessage.sendTitle',
  successKey: () => 'platformMessage.success.sent',
  submitKey: 'platformMessage.action.submit',
  confirm: { titleKey: 'platformMessage.confirm.send', descriptionKey: 'platformMessage.confirm.sendHint' },
  fields: platformMessageFields,
  createInput: (values: PlatformMessageFormValues) => values,
  invalidate: platformMessageKeys.all,
});

/** Platform-wide messages (operators): what was sent, a new one (both languages, asked first), withdraw. */
export default function PlatformMessagePage() {
  const form = useEditing<never>({ mode: 'create' });
  const toolbar: ToolbarAction[] = [
    {
      key: 'send',
      labelKey: 'platformMessage.action.send',
      primary: true,
      icon: <NotificationOutlined />,
      testId: 'platform-message-send',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={platformMessageList} toolbar={toolbar} rowActions={platformMessageActions} />
      <PlatformMessageForm {...form.props} />
    </>
  );
}
