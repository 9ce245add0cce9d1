import { ORG_CHANGE_FIELDS } from '@procuremart/contract';

/** The fields of each kind of change, in the order the forms and comparisons show them. */
export const CHANGE_FIELDS = ORG_CHANGE_FIELDS;

export type ChangeKind = keyof typeof CHANGE_FIELDS;

/** The fields whose values are a dictionary's codes. */
export const DICT_FIELDS: Readonly<Record<string, 'TAXPAYER_TYPE'>> = { taxpayerType: 'TAXPAYER_TYPE' };
