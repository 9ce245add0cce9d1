import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { PARAM_GROUPS, PARAM_KEYS } from '../params';
import { bilingual } from '../texts';
import { configChangeSchema } from './cfc-dictionaries';

/** The parameter-configuration page's menu code: what reading and changing parameters needs. */
export const PARAM_PERMISSION = 'paramConfig';
const paramTarget = defineAuditTarget('param', bilingual('系统参数', 'System parameter'));

export const paramKeySchema = z.enum(PARAM_KEYS);

export const paramOverrideSchema = z.object({
  orgId: idSchema,
  orgName: z.string(),
  value: z.string(),
});

/** A parameter as operators see it; its label, type and limits come from the declaration (PARAMS[key]). */
export const paramSchema = z.object({
  key: paramKeySchema,
  group: z.enum(PARAM_GROUPS),
  /** The value in force: the operator's, else the default. */
  value: z.string(),
  defaultValue: z.string(),
  /** Set by an operator (false: the default applies). */
  changed: z.boolean(),
  overrides: z.array(paramOverrideSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Param = z.infer<typeof paramSchema>;

export const queryParams = defineCall({
  name: 'cfc_queryParams',
  audience: ['operator'],
  permission: PARAM_PERMISSION,
  summary:
    'Every parameter of a group (or of all groups) with its value, default and per-organisation values.',
  input: z.object({ group: z.enum(PARAM_GROUPS).optional() }).strict(),
  output: z.array(paramSchema),
});

export const updateParam = defineCall({
  name: 'cfc_updateParam',
  writes: true,
  touches: ['param'],
  audience: ['operator'],
  permission: PARAM_PERMISSION,
  audit: {
    target: paramTarget,
    label: bilingual('修改系统参数', 'Change system parameter'),
    targetKey: 'key',
    detailKey: 'value',
  },
  summary:
    "Sets a parameter's value (checked against its type and limits), or an organisation's own value where the parameter allows one; `value: null` goes back to the default (or removes the organisation's value).",
  input: z
    .object({
      key: paramKeySchema,
      orgId: idSchema.optional(),
      value: z.string().trim().max(40).nullable(),
    })
    .strict(),
  output: paramSchema,
});

export const queryParamHistory = defineCall({
  name: 'cfc_queryParamHistory',
  audience: ['operator'],
  permission: PARAM_PERMISSION,
  summary: 'Parameter changes, newest first, optionally of one parameter.',
  input: listInput(defineFilters(null, { key: filter.scope(paramKeySchema.optional()) }), [
    'changedAt',
  ] as const),
  output: pageOf(configChangeSchema),
});

export const searchParamOrgs = defineCall({
  name: 'cfc_searchParamOrgs',
  audience: ['operator'],
  permission: PARAM_PERMISSION,
  summary:
    'Purchasing organisations whose name contains the keyword (at most 20), for per-organisation values.',
  input: z.object({ keyword: z.string().trim().max(100).optional().default('') }).strict(),
  output: z.array(z.object({ orgId: idSchema, orgName: z.string() })),
});
