import { entityRoot } from '../../api/entity-refresh';

// Registration audit query keys; ResourceList appends ['list', filters] to each list's key.
export const orgAuditKeys = {
  all: entityRoot('orgAudit', ['orgApplication', 'org']),
  audits: () => [...orgAuditKeys.all, 'audits'] as const,
  merchants: () => [...orgAuditKeys.all, 'merchants'] as const,
  log: () => [...orgAuditKeys.all, 'supplierLog'] as const,
  detail: (orgId: string) => [...orgAuditKeys.all, 'detail', orgId] as const,
  mine: () => [...orgAuditKeys.all, 'mine'] as const,
};
