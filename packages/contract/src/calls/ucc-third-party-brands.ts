import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { defineMachine } from '../machines/machine';
import { withHistory } from '../status-history';
import { defineStepCall } from '../step-call';
import { bilingual } from '../texts';
import { thirdPartyBrandGlossary, thirdPartyBrandStatusLabels } from '../third-party-brand-columns';
import { textLength } from '../validators';

// Third-party brands (SPEC §2 "Commodities"): the brand names the e-commerce suppliers (jd, suning, zkh,
// grainger, deli, ehsy) use in their catalogues, mapped to platform brands so their goods land under one.

const PERMISSION = 'thirdPartyBrandList';
const target = defineAuditTarget('thirdPartyBrand', bilingual('第三方品牌', 'Third-party brand'));
const withinLength = (max: number) => (v: string) => textLength(v) <= max;

/** Created enabled; a disabled one is kept (and its mapping) but no longer used to place goods. */
export const thirdPartyBrandMachine = defineMachine({
  name: 'thirdPartyBrand',
  audit: {
    target,
    events: {
      disable: bilingual('停用第三方品牌', 'Disable third-party brand'),
      enable: bilingual('启用第三方品牌', 'Enable third-party brand'),
    },
    states: thirdPartyBrandStatusLabels,
  },
  states: { 1: 'status.thirdPartyBrand.1', 0: 'status.thirdPartyBrand.0' } as Record<0 | 1, string>,
  initial: [1],
  transitions: [
    { from: 1, event: 'disable', to: 0, who: ['operator'], permission: PERMISSION, remark: 'optional' },
    { from: 0, event: 'enable', to: 1, who: ['operator'], permission: PERMISSION },
  ],
});

export const THIRD_PARTY_MAPPED = ['mapped', 'unmapped'] as const;

export const thirdPartyBrandSchema = z.object({
  thirdPartyBrandId: idSchema,
  supplierId: idSchema,
  supplierName: z.string(),
  supplierCode: z.string().nullable(),
  externalCode: z.string(),
  externalName: z.string(),
  /** The platform brand it is mapped to, or null. */
  brandId: idSchema.nullable(),
  brandName: z.string().nullable(),
  /** 1 enabled, 0 disabled (machines/third-party-brand.ts). */
  status: z.number().int(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ThirdPartyBrand = z.infer<typeof thirdPartyBrandSchema>;

const codeField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(withinLength(40), { message: 'validation.tooLong', params: { max: 40 } })
  .refine((v) => /^[\w.\-/]*$/.test(v), { message: 'thirdPartyBrand.codeChars' });
const nameField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(withinLength(100), { message: 'validation.tooLong', params: { max: 100 } });

export const queryThirdPartyBrandList = defineCall({
  name: 'ucc_queryThirdPartyBrandList',
  audience: ['operator'],
  permission: PERMISSION,
  summary:
    "Suppliers' brand names with their platform brand, by supplier, mapped or not, keyword and status.",
  input: listInput(
    defineFilters(thirdPartyBrandGlossary, {
      supplierId: filter.pick(),
      mapped: filter.choice(THIRD_PARTY_MAPPED),
      keyword: filter.text(60),
      status: filter.choice([1, 0], { labels: thirdPartyBrandStatusLabels }),
    }),
    ['externalCode', 'externalName', 'updatedAt'] as const,
  ),
  output: pageOf(thirdPartyBrandSchema),
});

export const getThirdPartyBrand = defineCall({
  name: 'ucc_getThirdPartyBrand',
  audience: ['operator'],
  permission: PERMISSION,
  summary: 'One third-party brand with its status history, newest first.',
  input: z.object({ thirdPartyBrandId: idSchema }).strict(),
  output: withHistory(thirdPartyBrandSchema),
});

const fields = {
  externalCode: codeField,
  externalName: nameField,
  /** A platform brand to map to at once; null or absent: unmapped. */
  brandId: idSchema.nullable().optional().default(null),
};

export const createThirdPartyBrand = defineCall({
  name: 'ucc_createThirdPartyBrand',
  writes: true,
  touches: ['thirdPartyBrand'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target,
    label: bilingual('新增第三方品牌', 'Create third-party brand'),
    targetKey: 'thirdPartyBrandId',
    detailKey: 'externalName',
  },
  summary: "Adds a supplier's brand name; the code is unique per supplier.",
  input: z.object({ supplierId: idSchema, ...fields }).strict(),
  output: thirdPartyBrandSchema,
});

export const updateThirdPartyBrand = defineCall({
  name: 'ucc_updateThirdPartyBrand',
  writes: true,
  touches: ['thirdPartyBrand'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target,
    label: bilingual('编辑第三方品牌', 'Edit third-party brand'),
    targetKey: 'thirdPartyBrandId',
    detailKey: 'externalName',
  },
  summary:
    'Edits the code, name and mapping; `version` must be the one read, else the edit is refused as stale.',
  input: z.object({ thirdPartyBrandId: idSchema, version: z.number().int().min(1), ...fields }).strict(),
  output: thirdPartyBrandSchema,
});

export const mapThirdPartyBrand = defineCall({
  name: 'ucc_mapThirdPartyBrand',
  writes: true,
  touches: ['thirdPartyBrand'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target,
    label: bilingual('映射第三方品牌', 'Map third-party brand'),
    targetKey: 'thirdPartyBrandId',
    detailKey: 'brandId',
  },
  summary: 'Maps a third-party brand to an enabled platform brand, or unmaps it (brandId null).',
  input: z.object({ thirdPartyBrandId: idSchema, brandId: idSchema.nullable() }).strict(),
  output: thirdPartyBrandSchema,
});

export const changeThirdPartyBrandStatus = defineStepCall(thirdPartyBrandMachine, 'thirdPartyBrandId', {
  name: 'ucc_changeThirdPartyBrandStatus',
  touches: ['thirdPartyBrand'],
  audience: ['operator'],
  permission: PERMISSION,
  label: bilingual('启用/停用第三方品牌', 'Enable/disable third-party brand'),
  summary: 'Enables or disables a third-party brand through its machine, with an optional remark.',
  output: thirdPartyBrandSchema,
});

/** A row of a supplier's brand list file: the supplier's code (jd, ...) or number, the brand, a platform brand name. */
const cellText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
export const thirdPartyBrandFileRow = z
  .object({
    supplierCode: cellText.pipe(z.string().min(1, 'validation.required').max(20, 'validation.tooLong')),
    externalCode: cellText.pipe(codeField),
    externalName: cellText.pipe(nameField),
    brandName: cellText.pipe(z.string().max(60, 'validation.tooLong')).optional(),
  })
  .strict();
export type ThirdPartyBrandFileRow = z.infer<typeof thirdPartyBrandFileRow>;
