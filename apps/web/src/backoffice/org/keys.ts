import type { OrgTreeKindCode } from '@procuremart/contract';
import { entityRoot } from '../../api/entity-refresh';

// Organisation query keys; ResourceList appends ['list', filters] to enterprises().
export const orgKeys = {
  all: entityRoot('org', ['org']),
  tree: (kind: OrgTreeKindCode) => [...orgKeys.all, 'tree', kind] as const,
  enterprises: () => [...orgKeys.all, 'enterprises'] as const,
  detail: (orgId: string) => [...orgKeys.all, 'detail', orgId] as const,
};
