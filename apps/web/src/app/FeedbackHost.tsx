import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Holds antd's message, notification and modal under the app's ConfigProvider (theme, locale, CSP nonce). */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setFeedback({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => setFeedback(null);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
