/** The kinds of record the organisation writes touch. */
export const orgEntities = ['org'] as const;
