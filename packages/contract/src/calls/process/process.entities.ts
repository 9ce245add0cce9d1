/** The kinds of record the approval-process writes touch. */
export const processEntities = ['process', 'approvalTask'] as const;
