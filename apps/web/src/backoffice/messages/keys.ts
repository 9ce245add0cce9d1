import { entityRoot } from '../../api/entity-refresh';

// Site message query keys: the list (ResourceList appends ['list', filters]), the unread count and details
// share the root, so reading or deleting refreshes all of them.
export const messageKeys = {
  all: entityRoot('messages', ['message']),
  unreadCount: () => [...messageKeys.all, 'unreadCount'] as const,
  unreadLatest: () => [...messageKeys.all, 'unreadLatest'] as const,
  detail: (messageId: string) => [...messageKeys.all, 'detail', messageId] as const,
};

/** The operators' list of platform-wide messages; sending or withdrawing one also refreshes every inbox view. */
export const platformMessageKeys = { all: entityRoot('platformMessages', ['message']) };
