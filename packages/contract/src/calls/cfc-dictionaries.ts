import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { dictGlossary } from '../glossaries/config';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { textLength } from '../validators';

/** The data-dictionary page's menu code: what managing dictionaries needs. */
export const DICTIONARY_PERMISSION = 'dataDictionary';
const dictionaryTarget = defineAuditTarget('dictionary', bilingual('数据字典', 'Data dictionary'));

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const dictCodes = z.array(z.string().trim().min(1).max(60)).min(1).max(200);

/** One item as pages and filters use it (SPEC §3 dicDictionaries). */
export const dictEntrySchema = z.object({
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

export const queryDictionaries = defineCall({
  name: 'cfc_queryDictionaries',
  audience: ['public'],
  summary:
    'Dictionary load (SPEC §7): the enabled items of each dictionary code asked for, in sort order; unknown codes are left out.',
  input: z.object({ pCodes: dictCodes }).strict(),
  output: z.record(z.string(), z.array(dictEntrySchema)),
});

export const getDictionaryVersion = defineCall({
  name: 'cfc_getDictionaryVersion',
  audience: ['public'],
  summary:
    'A stamp of the dictionaries that changes with every operator edit: browsers keep it with their daily copy and load the dictionaries again when it moves.',
  input: z.object({}).strict(),
  output: z.object({ version: z.string() }),
});

export const dicConfigQueryData = defineCall({
  name: 'cfc_dicConfigQueryData',
  audience: ['public'],
  summary:
    'Configuration dictionaries (SPEC §7 pes_dicConfigQueryData): a map by type_code of `{ code, title }`, titles in the request language.',
  input: z.object({ configKeys: dictCodes }).strict(),
  output: z.record(z.string(), z.array(z.object({ code: z.string(), title: z.string() }))),
});

export const dictionarySchema = z.object({
  dictCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** Operators may add items to an open dictionary. */
  open: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type Dictionary = z.infer<typeof dictionarySchema>;

export const queryDictionaryList = defineCall({
  name: 'cfc_queryDictionaryList',
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  summary: 'Dictionaries, filtered by code or name, paged.',
  input: listInput(defineFilters(dictGlossary, { keyword: filter.text(60) }), [
    'dictCode',
    'updatedAt',
  ] as const),
  output: pageOf(dictionarySchema),
});

export const dictionaryItemSchema = z.object({
  itemId: idSchema,
  dictCode: z.string(),
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sortNo: z.number().int(),
  /** 1 enabled, 0 disabled (only items operators added can be disabled). */
  status: z.number().int(),
  /** Declared by the program: it is never removed or disabled. */
  builtIn: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const queryDictionaryItems = defineCall({
  name: 'cfc_queryDictionaryItems',
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  summary: 'One dictionary with all its items (disabled ones too), in sort order.',
  input: z.object({ dictCode: z.string().trim().min(1, 'validation.required').max(60) }).strict(),
  output: z.object({ dictionary: dictionarySchema, items: z.array(dictionaryItemSchema) }),
});

const label = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
const itemFields = {
  label: label(60),
  labelEn: label(60),
  sortNo: z.number().int().min(0).max(99999).optional().default(0),
};

export const updateDictionaryItem = defineCall({
  name: 'cfc_updateDictionaryItem',
  writes: true,
  touches: ['dictionary'],
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  audit: {
    target: dictionaryTarget,
    label: bilingual('编辑字典项', 'Edit dictionary item'),
    targetKey: 'itemId',
    detailKey: 'label',
  },
  summary: 'Relabels or reorders an item; `version` must be the one read.',
  input: z.object({ itemId: idSchema, version: z.number().int().min(1), ...itemFields }).strict(),
  output: dictionaryItemSchema,
});

export const addDictionaryItem = defineCall({
  name: 'cfc_addDictionaryItem',
  writes: true,
  touches: ['dictionary'],
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  audit: {
    target: dictionaryTarget,
    label: bilingual('新增字典项', 'Add dictionary item'),
    targetKey: 'itemId',
    detailKey: 'code',
  },
  summary: 'Adds an item to an open dictionary (units, tax rates); its code must be new there.',
  input: z
    .object({
      dictCode: z.string().trim().min(1, 'validation.required').max(60),
      code: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(20, 'validation.dictItemCode')
        .regex(/^[A-Za-z0-9_.-]+$/, 'validation.dictItemCode'),
      ...itemFields,
    })
    .strict(),
  output: dictionaryItemSchema,
});

export const changeDictionaryItemStatus = defineCall({
  name: 'cfc_changeDictionaryItemStatus',
  writes: true,
  touches: ['dictionary'],
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  audit: {
    target: dictionaryTarget,
    label: bilingual('启用/停用字典项', 'Enable/disable dictionary item'),
    targetKey: 'itemId',
    detailKey: 'status',
  },
  summary: 'Enables or disables an item operators added; a program code cannot be disabled.',
  input: z.object({ itemId: idSchema, status: z.union([z.literal(0), z.literal(1)]) }).strict(),
  output: dictionaryItemSchema,
});

export const configChangeSchema = z.object({
  changeId: idSchema,
  targetKey: z.string(),
  /** The purchasing organisation a parameter override belongs to. */
  orgName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  username: z.string().nullable(),
  changedAt: z.string(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const queryDictionaryHistory = defineCall({
  name: 'cfc_queryDictionaryHistory',
  audience: ['operator'],
  permission: DICTIONARY_PERMISSION,
  summary:
    "A dictionary's changes, newest first: `targetKey` is the item code, values `label / labelEn / sort`.",
  input: listInput(
    defineFilters(null, { dictCode: filter.scope(z.string().trim().min(1, 'validation.required').max(60)) }),
    ['changedAt'] as const,
  ),
  output: pageOf(configChangeSchema),
});
