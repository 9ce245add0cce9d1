import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { groupGlossary } from '../glossaries/groups';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { SKU_PERMISSION } from '../machines/sku';
import { moneyOutputSchema } from '../money-schema';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { goodsCardSchema } from './ucc-goods';

// Commodity groups (curated SKU sets an operator may show as home floors) and related goods per SPU.

/** The menu code of commodity group management. */
export const GROUP_PERMISSION = 'commodityGroupList';
/** The most SKUs one group holds. */
export const MAX_GROUP_SKUS = 200;
/** The most SKUs one bulk add or remove names. */
export const MAX_GROUP_BATCH = 100;
/** The most related SKUs one SPU has. */
export const MAX_RELATED_GOODS = 12;

const groupTarget = defineAuditTarget('commodityGroup', bilingual('商品分组', 'Commodity group'));
const relatedTarget = defineAuditTarget('relatedGoods', bilingual('相关商品', 'Related goods'));

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const boundedText = (max: number) =>
  z.string().trim().refine(withinLength(max), { message: 'validation.tooLong', params: { max } });

export const commodityGroupSchema = z.object({
  groupId: idSchema,
  groupCode: z.string(),
  groupName: z.string(),
  groupNameEn: z.string(),
  sortNo: z.number().int(),
  /** 1 enabled, 0 disabled (a disabled group is not shown anywhere). */
  enabled: z.number().int(),
  /** 1: shown as a floor of the storefront home page (when enabled), 0: not. */
  homeFloor: z.number().int(),
  skuCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type CommodityGroup = z.infer<typeof commodityGroupSchema>;

/** A SKU as a group's or an SPU's member list shows it (any status: the list tells which are on shelf). */
export const memberSkuSchema = z.object({
  skuId: idSchema,
  skuName: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  salePrice: moneyOutputSchema,
  /** SkuStatus. */
  status: z.number().int(),
  supplierName: z.string(),
});
export type MemberSku = z.infer<typeof memberSkuSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);
const groupFields = {
  groupCode: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(40, 'validation.tooLong')
    .regex(/^[A-Za-z0-9_-]+$/, 'group.codeFormat'),
  groupName: boundedText(60).pipe(z.string().min(1, 'validation.required')),
  groupNameEn: boundedText(60).optional().default(''),
  sortNo: z.number('validation.invalid').int('validation.invalid').min(0).max(99999).optional().default(0),
  enabled: flag.optional().default(1),
  homeFloor: flag.optional().default(0),
};

const skuIdList = (min: number, max: number) =>
  z
    .array(idSchema)
    .min(min, 'group.skuRequired')
    .max(max, 'group.tooManySkus')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'group.duplicateSku' });

export const queryCommodityGroupList = defineCall({
  name: 'ucc_queryCommodityGroupList',
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  summary: 'Commodity groups by code or name, enabled or not, shown as home floor or not, paged.',
  input: listInput(
    defineFilters(groupGlossary, {
      keyword: filter.text(60),
      enabled: filter.choice([1, 0]),
      homeFloor: filter.choice([1, 0]),
    }),
    ['sortNo', 'groupCode', 'updatedAt'] as const,
  ),
  output: pageOf(commodityGroupSchema),
});

export const getCommodityGroup = defineCall({
  name: 'ucc_getCommodityGroup',
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  summary: 'One commodity group with its SKUs in display order.',
  input: z.object({ groupId: idSchema }).strict(),
  output: commodityGroupSchema.extend({ skus: z.array(memberSkuSchema) }),
});

const groupAudit = (zh: string, en: string) => ({
  target: groupTarget,
  label: bilingual(zh, en),
  targetKey: 'groupId',
  detailKey: 'groupCode',
});

export const createCommodityGroup = defineCall({
  name: 'ucc_createCommodityGroup',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: groupAudit('新增商品分组', 'Create commodity group'),
  summary: 'Creates a commodity group (code unique) without SKUs.',
  input: z.object(groupFields).strict(),
  output: commodityGroupSchema,
});

export const updateCommodityGroup = defineCall({
  name: 'ucc_updateCommodityGroup',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: groupAudit('编辑商品分组', 'Edit commodity group'),
  summary: 'Edits a group; `version` must be the one read, else the edit is refused as stale.',
  input: z.object({ groupId: idSchema, version: z.number().int().min(1), ...groupFields }).strict(),
  output: commodityGroupSchema,
});

export const deleteCommodityGroup = defineCall({
  name: 'ucc_deleteCommodityGroup',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: {
    target: groupTarget,
    label: bilingual('删除商品分组', 'Delete commodity group'),
    targetKey: 'groupId',
  },
  summary: 'Deletes a group and its SKU list (the SKUs themselves stay).',
  input: z.object({ groupId: idSchema }).strict(),
  output: z.object({ groupId: idSchema }),
});

const membershipOutput = z.object({
  groupId: idSchema,
  skuCount: z.number().int(),
  changed: z.number().int(),
});

export const addCommodityGroupSkus = defineCall({
  name: 'ucc_addCommodityGroupSkus',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: { target: groupTarget, label: bilingual('分组添加商品', 'Add SKUs to group'), targetKey: 'groupId' },
  summary: `Adds SKUs at the end of a group (ones already in it are skipped); at most ${MAX_GROUP_SKUS} in a group.`,
  input: z.object({ groupId: idSchema, skuIds: skuIdList(1, MAX_GROUP_BATCH) }).strict(),
  output: membershipOutput,
});

export const removeCommodityGroupSkus = defineCall({
  name: 'ucc_removeCommodityGroupSkus',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: {
    target: groupTarget,
    label: bilingual('分组移除商品', 'Remove SKUs from group'),
    targetKey: 'groupId',
  },
  summary: 'Removes SKUs from a group (ones not in it are skipped).',
  input: z.object({ groupId: idSchema, skuIds: skuIdList(1, MAX_GROUP_BATCH) }).strict(),
  output: membershipOutput,
});

export const sortCommodityGroupSkus = defineCall({
  name: 'ucc_sortCommodityGroupSkus',
  writes: true,
  touches: ['commodityGroup'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: {
    target: groupTarget,
    label: bilingual('分组商品排序', 'Reorder group SKUs'),
    targetKey: 'groupId',
  },
  summary: "Puts a group's SKUs in the order given: exactly the group's SKUs, each once.",
  input: z.object({ groupId: idSchema, skuIds: skuIdList(1, MAX_GROUP_SKUS) }).strict(),
  output: membershipOutput,
});

export const searchSkuCandidates = defineCall({
  name: 'ucc_searchSkuCandidates',
  audience: ['supplier', 'operator'],
  permission: [GROUP_PERMISSION, SKU_PERMISSION.onShelf, SKU_PERMISSION.query],
  summary:
    'SKUs to pick for a group or as related goods, by name, SKU code or model, paged: ' +
    "a supplier's own, every supplier's for operators.",
  input: listInput(defineFilters(groupGlossary, { keyword: filter.text(60) }), [
    'skuName',
    'updatedAt',
  ] as const),
  output: pageOf(memberSkuSchema),
});

/** Related goods may be set by the SPU's supplier (its own goods) or an operator. */
const RELATED_PERMISSION = [SKU_PERMISSION.onShelf, SKU_PERMISSION.query] as const;

export const queryRelatedGoodsSetting = defineCall({
  name: 'ucc_queryRelatedGoodsSetting',
  audience: ['supplier', 'operator'],
  permission: RELATED_PERMISSION,
  summary: "An SPU's related SKUs in display order, any status (for editing).",
  input: z.object({ spuId: idSchema }).strict(),
  output: z.object({ spuId: idSchema, skus: z.array(memberSkuSchema) }),
});

export const saveRelatedGoods = defineCall({
  name: 'ucc_saveRelatedGoods',
  writes: true,
  touches: ['goods'],
  audience: ['supplier', 'operator'],
  permission: RELATED_PERMISSION,
  audit: { target: relatedTarget, label: bilingual('设置相关商品', 'Set related goods'), targetKey: 'spuId' },
  summary:
    `Sets an SPU's related SKUs in the order given (at most ${MAX_RELATED_GOODS}, none of its own): ` +
    'a supplier for its own SPU and its own SKUs, an operator for any.',
  input: z.object({ spuId: idSchema, skuIds: skuIdList(0, MAX_RELATED_GOODS) }).strict(),
  output: z.object({ spuId: idSchema, skuIds: z.array(idSchema) }),
});

export const queryRelatedGoods = defineCall({
  name: 'ucc_queryRelatedGoods',
  audience: ['public'],
  summary: "An SPU's related goods on shelf in open shops, as goods cards in display order.",
  input: z.object({ spuId: idSchema }).strict(),
  output: z.object({ goods: z.array(goodsCardSchema) }),
});
