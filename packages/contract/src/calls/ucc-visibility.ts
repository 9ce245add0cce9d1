import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { visibilityGlossary } from '../glossaries/visibility';
import { defineFilters, filter } from '../list-filters';
import { filterInput, idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { lookupItemSchema } from './peb-order-query';

// Goods pools and channels decide which purchasing organisations see which goods: an organisation with
// channel grants sees only SKUs in one of its channels, with pool grants only SKUs in one of its pools
// (search, detail, cart and checkout apply it); operators manage pools, channels, their SKUs and grants.

const POOL_PERMISSION = 'commodityPollList';
const CHANNEL_PERMISSION = 'channelManage';
/** Reads both pages use (the organisation's limits show channels and pools side by side). */
const EITHER_PERMISSION = [POOL_PERMISSION, CHANNEL_PERMISSION] as const;

const poolTarget = defineAuditTarget('pool', bilingual('商品池', 'Goods pool'));
const channelTarget = defineAuditTarget('channel', bilingual('渠道', 'Channel'));
const orgVisibilityTarget = defineAuditTarget(
  'orgVisibility',
  bilingual('组织可见范围', 'Organisation visibility'),
);

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const text = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
/** Codes: letters, digits, '-' and '_'. */
const codeSchema = (max: number) => requiredText(max).regex(/^[A-Za-z0-9_-]+$/, 'visibility.codeFormat');
/** At most this many SKUs or organisations change in one call. */
export const VISIBILITY_MAX_CHANGES = 500;
const idList = z.array(idSchema).max(VISIBILITY_MAX_CHANGES, 'visibility.tooMany').optional().default([]);

export const poolSchema = z.object({
  poolId: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  skuCount: z.number().int(),
  orgCount: z.number().int(),
});
export type Pool = z.infer<typeof poolSchema>;

export const channelSchema = z.object({
  channelId: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  skuCount: z.number().int(),
  orgCount: z.number().int(),
});
export type Channel = z.infer<typeof channelSchema>;

/** A SKU in a pool or channel, as the member list shows it. */
export const visibilityMemberSkuSchema = z.object({
  skuId: idSchema,
  skuName: z.string(),
  skuNameEn: z.string(),
  supplierSkuCode: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string(),
  price: z.string(),
  onShelf: z.boolean(),
});
export type VisibilityMemberSku = z.infer<typeof visibilityMemberSkuSchema>;

const keywordFilter = { keyword: filter.text(60) };
const membershipOutput = z.object({ added: z.number().int(), removed: z.number().int() });

// Pools

export const queryPools = defineCall({
  name: 'ucc_queryPools',
  audience: ['operator'],
  permission: EITHER_PERMISSION,
  summary: 'Goods pools whose code or name contains the keyword, with their SKU and organisation counts.',
  input: listInput(defineFilters(visibilityGlossary, keywordFilter), ['code', 'name'] as const),
  output: pageOf(poolSchema),
});

export const poolFields = {
  code: codeSchema(40),
  name: requiredText(100),
  nameEn: text(100).optional().default(''),
  description: text(500).optional().default(''),
};

export const savePool = defineCall({
  name: 'ucc_savePool',
  writes: true,
  touches: ['pool'],
  audience: ['operator'],
  permission: POOL_PERMISSION,
  audit: {
    target: poolTarget,
    label: bilingual('保存商品池', 'Save goods pool'),
    targetKey: 'poolId',
    detailKey: 'code',
  },
  summary: 'Creates a goods pool, or edits the one `poolId` names; codes are unique.',
  input: z.object({ poolId: idSchema.optional(), ...poolFields }).strict(),
  output: poolSchema,
});

export const deletePool = defineCall({
  name: 'ucc_deletePool',
  writes: true,
  touches: ['pool'],
  audience: ['operator'],
  permission: POOL_PERMISSION,
  audit: { target: poolTarget, label: bilingual('删除商品池', 'Delete goods pool'), targetKey: 'poolId' },
  summary:
    'Deletes a goods pool no organisation is limited to; its SKUs leave it in the same write (re-indexed).',
  input: z.object({ poolId: idSchema }).strict(),
  output: z.object({ poolId: idSchema }),
});

export const queryPoolSkus = defineCall({
  name: 'ucc_queryPoolSkus',
  audience: ['operator'],
  permission: POOL_PERMISSION,
  summary: 'The SKUs of one pool whose name or goods code contains the keyword, paged.',
  input: listInput(defineFilters(visibilityGlossary, { poolId: filter.scope(), ...keywordFilter }), [
    'skuId',
  ] as const),
  output: pageOf(visibilityMemberSkuSchema),
});

export const setPoolSkus = defineCall({
  name: 'ucc_setPoolSkus',
  writes: true,
  touches: ['pool'],
  audience: ['operator'],
  permission: POOL_PERMISSION,
  audit: {
    target: poolTarget,
    label: bilingual('调整商品池商品', 'Change goods pool SKUs'),
    targetKey: 'poolId',
  },
  summary: 'Adds SKUs to and removes SKUs from a pool; the SKUs are re-indexed in the same transaction.',
  input: z.object({ poolId: idSchema, add: idList, remove: idList }).strict(),
  output: membershipOutput,
});

export const queryPoolOrgs = defineCall({
  name: 'ucc_queryPoolOrgs',
  audience: ['operator'],
  permission: POOL_PERMISSION,
  summary: 'The organisations limited to (granted) one pool, by name.',
  input: z.object({ poolId: idSchema }).strict(),
  output: z.array(lookupItemSchema),
});

export const setPoolOrgs = defineCall({
  name: 'ucc_setPoolOrgs',
  writes: true,
  touches: ['pool'],
  audience: ['operator'],
  permission: POOL_PERMISSION,
  audit: {
    target: poolTarget,
    label: bilingual('调整商品池授权组织', 'Change goods pool organisations'),
    targetKey: 'poolId',
  },
  summary: 'Grants a pool to organisations and takes it back from others.',
  input: z.object({ poolId: idSchema, add: idList, remove: idList }).strict(),
  output: membershipOutput,
});

// Channels

export const queryChannels = defineCall({
  name: 'ucc_queryChannels',
  audience: ['operator'],
  permission: EITHER_PERMISSION,
  summary: 'Channels whose code or name contains the keyword, with their SKU and organisation counts.',
  input: listInput(defineFilters(visibilityGlossary, keywordFilter), ['code', 'name'] as const),
  output: pageOf(channelSchema),
});

export const channelFields = {
  code: codeSchema(20),
  name: requiredText(60),
  nameEn: text(60).optional().default(''),
};

export const saveChannel = defineCall({
  name: 'ucc_saveChannel',
  writes: true,
  touches: ['channel'],
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  audit: {
    target: channelTarget,
    label: bilingual('保存渠道', 'Save channel'),
    targetKey: 'channelId',
    detailKey: 'code',
  },
  summary: 'Creates a channel, or edits the one `channelId` names; codes are unique.',
  input: z.object({ channelId: idSchema.optional(), ...channelFields }).strict(),
  output: channelSchema,
});

export const deleteChannel = defineCall({
  name: 'ucc_deleteChannel',
  writes: true,
  touches: ['channel'],
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  audit: { target: channelTarget, label: bilingual('删除渠道', 'Delete channel'), targetKey: 'channelId' },
  summary: 'Deletes a channel that holds no SKU and is granted to no organisation.',
  input: z.object({ channelId: idSchema }).strict(),
  output: z.object({ channelId: idSchema }),
});

export const queryChannelSkus = defineCall({
  name: 'ucc_queryChannelSkus',
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  summary: 'The SKUs of one channel whose name or goods code contains the keyword, paged.',
  input: listInput(defineFilters(visibilityGlossary, { channelId: filter.scope(), ...keywordFilter }), [
    'skuId',
  ] as const),
  output: pageOf(visibilityMemberSkuSchema),
});

export const setChannelSkus = defineCall({
  name: 'ucc_setChannelSkus',
  writes: true,
  touches: ['channel'],
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  audit: {
    target: channelTarget,
    label: bilingual('调整渠道商品', 'Change channel SKUs'),
    targetKey: 'channelId',
  },
  summary: 'Adds SKUs to and removes SKUs from a channel; the SKUs are re-indexed in the same transaction.',
  input: z.object({ channelId: idSchema, add: idList, remove: idList }).strict(),
  output: membershipOutput,
});

export const queryChannelOrgs = defineCall({
  name: 'ucc_queryChannelOrgs',
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  summary: 'The organisations limited to (granted) one channel, by name.',
  input: z.object({ channelId: idSchema }).strict(),
  output: z.array(lookupItemSchema),
});

export const setChannelOrgs = defineCall({
  name: 'ucc_setChannelOrgs',
  writes: true,
  touches: ['channel'],
  audience: ['operator'],
  permission: CHANNEL_PERMISSION,
  audit: {
    target: channelTarget,
    label: bilingual('调整渠道授权组织', 'Change channel organisations'),
    targetKey: 'channelId',
  },
  summary: 'Grants a channel to organisations and takes it back from others.',
  input: z.object({ channelId: idSchema, add: idList, remove: idList }).strict(),
  output: membershipOutput,
});

// One organisation's limits, and the pickers

export const orgVisibilitySchema = z.object({
  orgId: idSchema,
  orgName: z.string(),
  channels: z.array(lookupItemSchema),
  pools: z.array(lookupItemSchema),
});
export type OrgVisibility = z.infer<typeof orgVisibilitySchema>;

export const queryOrgVisibility = defineCall({
  name: 'ucc_queryOrgVisibility',
  audience: ['operator'],
  permission: EITHER_PERMISSION,
  summary: 'The channels and pools one purchasing organisation is limited to (none: not limited).',
  input: z.object({ orgId: idSchema }).strict(),
  output: orgVisibilitySchema,
});

export const setOrgVisibility = defineCall({
  name: 'ucc_setOrgVisibility',
  writes: true,
  touches: ['channel', 'pool'],
  audience: ['operator'],
  permission: [POOL_PERMISSION, CHANNEL_PERMISSION],
  audit: {
    target: orgVisibilityTarget,
    label: bilingual('设置组织可见范围', 'Set organisation visibility'),
    targetKey: 'orgId',
  },
  summary:
    'Replaces the channels and pools one purchasing organisation is limited to (empty lists: no limit).',
  input: z
    .object({
      orgId: idSchema,
      channelIds: z.array(idSchema).max(VISIBILITY_MAX_CHANGES, 'visibility.tooMany'),
      poolIds: z.array(idSchema).max(VISIBILITY_MAX_CHANGES, 'visibility.tooMany'),
    })
    .strict(),
  output: orgVisibilitySchema,
});

/** A picker's search: the keyword its declared filter looks for (no keyword: nothing, or the first few). */
const lookupInput = filterInput(defineFilters(visibilityGlossary, keywordFilter));

export const lookupVisibilityOrgs = defineCall({
  name: 'ucc_lookupVisibilityOrgs',
  audience: ['operator'],
  permission: EITHER_PERMISSION,
  summary: 'Purchasing organisations whose name contains the keyword (at most 20), for the pickers.',
  input: lookupInput,
  output: z.array(lookupItemSchema),
});

export const lookupVisibilitySkus = defineCall({
  name: 'ucc_lookupVisibilitySkus',
  audience: ['operator'],
  permission: EITHER_PERMISSION,
  summary: 'SKUs whose id, goods code or name matches the keyword (at most 20), for the pickers.',
  input: lookupInput,
  output: z.array(lookupItemSchema),
});
