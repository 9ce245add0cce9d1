import { entityRoot } from '../../api/entity-refresh';

// Receiving query keys; ResourceList appends ['list', filters] to a list's key.
export const receivingKeys = {
  all: entityRoot('receiving', ['order', 'shipment']),
  arrivals: () => [...receivingKeys.all, 'arrivals'] as const,
  print: (orderId: string) => [...receivingKeys.all, 'print', orderId] as const,
};
