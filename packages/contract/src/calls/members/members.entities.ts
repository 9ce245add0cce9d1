/** The kinds of record the member writes touch. */
export const memberEntities = ['member'] as const;
