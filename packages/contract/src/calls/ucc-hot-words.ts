import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { hotWordGlossary } from '../glossaries/storefrontadmin';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { hotWordMachine, STOREFRONT_ADMIN_PERMISSION } from '../machines/hot-word';
import { eventSchema } from '../machines/machine';
import { bilingual } from '../texts';
import { textLength } from '../validators';

// Hot search words management (SPEC §2 "hot search management", §7 mall search hot words): the words under
// the storefront search box, in both languages, in the operators' order; how many is a parameter.

const PERMISSION = STOREFRONT_ADMIN_PERMISSION.hotWords;
const hotWordTarget = defineAuditTarget('hotWord', bilingual('热搜词', 'Hot search word'));

export const hotWordAdminSchema = z.object({
  hotWordId: idSchema,
  word: z.string(),
  /** '' when none: English readers see the word itself. */
  wordEn: z.string(),
  sortNo: z.number().int(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  createdAt: z.string(),
});
export type HotWordAdmin = z.infer<typeof hotWordAdminSchema>;

const withinLength = (max: number) => (v: string) => textLength(v) <= max;

export const hotWordFields = {
  word: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(30), { message: 'validation.tooLong', params: { max: 30 } }),
  wordEn: z
    .string()
    .trim()
    .refine(withinLength(40), { message: 'validation.tooLong', params: { max: 40 } })
    .optional()
    .default(''),
  sortNo: z.number().int().min(0).max(99999).optional().default(0),
};

export const queryHotWordsAdmin = defineCall({
  name: 'ucc_queryHotWordsAdmin',
  audience: ['operator'],
  permission: PERMISSION,
  summary: 'Hot words (enabled and disabled), filtered by word and status, in display order, paged.',
  input: listInput(defineFilters(hotWordGlossary, { word: filter.text(40), status: filter.choice([1, 0]) }), [
    'sortNo',
    'word',
    'createdAt',
  ] as const),
  output: pageOf(hotWordAdminSchema),
});

export const saveHotWord = defineCall({
  name: 'ucc_saveHotWord',
  writes: true,
  touches: ['hotWord'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: hotWordTarget,
    label: bilingual('保存热搜词', 'Save hot search word'),
    targetKey: 'hotWordId',
    detailKey: 'word',
  },
  summary:
    'Adds an enabled hot word (refused beyond the parameter commodity.maxHotWords or when the word is ' +
    'there already) or, with `hotWordId`, edits its words and sort number.',
  input: z.object({ hotWordId: idSchema.optional(), ...hotWordFields }).strict(),
  output: hotWordAdminSchema,
});

export const setHotWordStatus = defineCall({
  name: 'ucc_setHotWordStatus',
  writes: true,
  touches: ['hotWord'],
  audience: ['operator'],
  permission: PERMISSION,
  machine: hotWordMachine,
  audit: {
    target: hotWordTarget,
    label: bilingual('启用/停用热搜词', 'Enable/disable hot search word'),
    targetKey: 'hotWordId',
    detailKey: 'event',
  },
  summary: 'Enables or disables a hot word through the hot word machine.',
  input: z.object({ hotWordId: idSchema, event: eventSchema(hotWordMachine) }).strict(),
  output: hotWordAdminSchema,
});

export const moveHotWord = defineCall({
  name: 'ucc_moveHotWord',
  writes: true,
  touches: ['hotWord'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: hotWordTarget,
    label: bilingual('调整热搜词顺序', 'Reorder hot search word'),
    targetKey: 'hotWordId',
    detailKey: 'direction',
  },
  summary: 'Moves a hot word one place up or down in the display order (every word renumbered 10, 20, …).',
  input: z.object({ hotWordId: idSchema, direction: z.enum(['up', 'down']) }).strict(),
  output: z.object({ hotWordIds: z.array(idSchema) }),
});

export const deleteHotWord = defineCall({
  name: 'ucc_deleteHotWord',
  writes: true,
  touches: ['hotWord'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: hotWordTarget,
    label: bilingual('删除热搜词', 'Delete hot search word'),
    targetKey: 'hotWordId',
  },
  summary: 'Deletes a hot word.',
  input: z.object({ hotWordId: idSchema }).strict(),
  output: z.object({ hotWordId: idSchema }),
});

export { HotWordStatus, hotWordMachine, STOREFRONT_ADMIN_PERMISSION } from '../machines/hot-word';
