/** The kinds of record the role writes touch (a grant also changes the members' roles). */
export const roleEntities = ['role'] as const;
