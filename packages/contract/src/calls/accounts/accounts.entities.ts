/** The kinds of record the sign-in ways and the outbox touch. */
export const accountsEntities = ['outboxMessage', 'scanDevice'] as const;
