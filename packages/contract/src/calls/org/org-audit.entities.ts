/** The kinds of record registration and its audit touch. */
export const orgAuditEntities = ['orgApplication'] as const;
