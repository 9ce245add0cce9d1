/** The kinds of record organisation information changes touch. */
export const orgChangeEntities = ['orgInfoChange', 'accountSet'] as const;
