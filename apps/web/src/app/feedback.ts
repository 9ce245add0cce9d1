import { type App, Modal, message as staticMessage, notification as staticNotification } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;
type Feedback = Pick<AppFeedback, 'notification' | 'modal' | 'message'>;

// Non-React code (the request layer, session actions) shows notices through the themed App context,
// which <FeedbackBridge/> registers here; the static methods only serve before it mounts.
let feedback: Feedback = {
  notification: staticNotification as AppFeedback['notification'],
  modal: Modal as unknown as AppFeedback['modal'],
  message: staticMessage as AppFeedback['message'],
};

export function setFeedback(next: Feedback): void {
  feedback = next;
}

export function getFeedback(): Feedback {
  return feedback;
}
