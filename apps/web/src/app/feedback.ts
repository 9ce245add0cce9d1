import type { App } from 'antd';
import { useSyncExternalStore } from 'react';

type AppFeedback = ReturnType<typeof App.useApp>;
/** antd's themed message, notification and modal APIs, as <FeedbackHost/> registers them. */
export type FeedbackApis = Pick<AppFeedback, 'notification' | 'modal' | 'message'>;

// antd's modal, notification and message (and the form context the modal pulls in) are about a fifth of what
// a first visit would download, and most visits never show one: they load with <FeedbackHost/>, a chunk of
// its own that <FeedbackSlot/> mounts once the page is idle or as soon as anything asks for feedback. Notices
// asked for before then wait in `pending` and are shown the moment it is there.
let host: FeedbackApis | null = null;
let wanted = false;
const pending: ((apis: FeedbackApis) => void)[] = [];
const listeners = new Set<() => void>();

export function setFeedback(next: FeedbackApis | null): void {
  host = next;
  if (next) for (const show of pending.splice(0)) show(next);
}

/** Runs `show` with the feedback APIs: now when they are loaded, else as soon as they are. */
export function withFeedback(show: (apis: FeedbackApis) => void): void {
  if (host) {
    show(host);
    return;
  }
  pending.push(show);
  requestFeedback();
}

/** Asks <FeedbackSlot/> to mount the host (idempotent). */
export function requestFeedback(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useFeedbackWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

type Message = AppFeedback['message'];
type MessageArgs = Parameters<Message['success']>;
const say =
  (level: 'success' | 'info' | 'warning' | 'error') =>
  (...args: MessageArgs): void =>
    withFeedback((apis) => void apis.message[level](...args));

type Modal = AppFeedback['modal'];
const ask =
  (kind: 'confirm' | 'info' | 'error' | 'warning' | 'success') =>
  (props: Parameters<Modal['confirm']>[0]): void =>
    withFeedback((apis) => void apis.modal[kind](props));

/**
 * The feedback the app shows, usable from React and from plain code (the request layer, session actions).
 * Every method returns nothing: a notice is shown when its chunk is there, at once once it has loaded.
 */
export const feedback = {
  message: {
    success: say('success'),
    info: say('info'),
    warning: say('warning'),
    error: say('error'),
    /** Closes a message (by its key) if it is showing. */
    destroy: (key?: Parameters<Message['destroy']>[0]): void => host?.message.destroy(key),
  },
  notification: {
    open: (args: Parameters<AppFeedback['notification']['open']>[0]): void =>
      withFeedback((apis) => apis.notification.open(args)),
    success: (args: Parameters<AppFeedback['notification']['success']>[0]): void =>
      withFeedback((apis) => apis.notification.success(args)),
    /** Closes a notice (by its key) if it is showing; nothing is showing before the host has loaded. */
    destroy: (key?: Parameters<AppFeedback['notification']['destroy']>[0]): void =>
      host?.notification.destroy(key),
  },
  modal: {
    confirm: ask('confirm'),
    info: ask('info'),
    error: ask('error'),
    warning: ask('warning'),
    success: ask('success'),
  },
};

export type Feedback = typeof feedback;
