import { entityRoot } from '../../api/entity-refresh';

// Back-office order query keys; ResourceList appends ['list', filters] to a list's key.
export const orderKeys = {
  all: entityRoot('orders', ['order', 'shipment', 'payment', 'cancelApplication']),
  mine: () => [...orderKeys.all, 'mine'] as const,
  toApprove: () => [...orderKeys.all, 'approval'] as const,
  organisation: () => [...orderKeys.all, 'organisation'] as const,
  cancelApplications: () => [...orderKeys.all, 'cancelApplications'] as const,
  cancelApplication: (applicationId: string) => [...orderKeys.cancelApplications(), applicationId] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  /** Under the detail's key: a step on the order (which invalidates `all`) reloads its messages too. */
  messages: (orderId: string) => [...orderKeys.detail(orderId), 'messages'] as const,
};
