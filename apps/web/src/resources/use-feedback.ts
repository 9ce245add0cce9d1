import { App } from 'antd';
import { getFeedback } from '../app/feedback';

/** antd's message and modal with the theme and locale of the app (the shell's bridge outside <App>). */
export function useFeedback() {
  const app = App.useApp();
  const fallback = getFeedback();
  return {
    message: typeof app.message.success === 'function' ? app.message : fallback.message,
    modal: typeof app.modal.confirm === 'function' ? app.modal : fallback.modal,
  };
}
