import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { brandGlossary } from '../brand-columns';
import { defineCall } from '../define-call';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { brandMachine } from '../machines/brand';
import { withHistory } from '../status-history';
import { defineStepCall } from '../step-call';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { storedFileSchema } from './cfc-files';

const BRAND_PERMISSION = 'brandManage';
const brandTarget = defineAuditTarget('brand', bilingual('品牌', 'Brand'));

export const brandSchema = z.object({
  brandId: idSchema,
  brandName: z.string(),
  brandNameEn: z.string(),
  description: z.string(),
  sortNo: z.number().int(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** The brand's logo picture (SPEC §5: .png/.jpg/.jpeg), or null. */
  logo: storedFileSchema.nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const brandFields = {
  brandName: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(60), { message: 'validation.tooLong', params: { max: 60 } }),
  brandNameEn: z
    .string()
    .trim()
    .refine(withinLength(60), { message: 'validation.tooLong', params: { max: 60 } })
    .optional()
    .default(''),
  description: z
    .string()
    .trim()
    .refine(withinLength(500), { message: 'validation.tooLong', params: { max: 500 } })
    .optional()
    .default(''),
  sortNo: z.number().int().min(0).max(99999).optional().default(0),
  /** An uploaded picture (group image) to use as the logo; null or absent: no logo. */
  logoFileId: idSchema.nullable().optional().default(null),
};

/** Brand management's filters: a name (Chinese or English) contained, a status. */
const brandFilters = defineFilters(brandGlossary, {
  brandName: filter.text(60),
  status: filter.dictNumber('BRAND_STATUS'),
});

export const queryBrandList = defineCall({
  name: 'ucc_queryBrandList',
  audience: ['operator'],
  permission: BRAND_PERMISSION,
  summary: 'Brands, filtered by name and status, paged.',
  input: listInput(brandFilters, ['brandName', 'sortNo', 'createdAt', 'updatedAt'] as const),
  output: pageOf(brandSchema),
});

export const getBrand = defineCall({
  name: 'ucc_getBrand',
  audience: ['operator'],
  permission: BRAND_PERMISSION,
  summary: 'One brand with its status history, newest first.',
  input: z.object({ brandId: idSchema }).strict(),
  output: withHistory(brandSchema),
});

export const createBrand = defineCall({
  name: 'ucc_createBrand',
  writes: true,
  touches: ['brand'],
  audience: ['operator'],
  permission: BRAND_PERMISSION,
  audit: {
    target: brandTarget,
    label: bilingual('新增品牌', 'Create brand'),
    targetKey: 'brandId',
    detailKey: 'brandName',
  },
  summary: 'Creates an enabled brand.',
  input: z.object(brandFields).strict(),
  output: brandSchema,
});

export const updateBrand = defineCall({
  name: 'ucc_updateBrand',
  writes: true,
  touches: ['brand'],
  audience: ['operator'],
  permission: BRAND_PERMISSION,
  audit: {
    target: brandTarget,
    label: bilingual('编辑品牌', 'Edit brand'),
    targetKey: 'brandId',
    detailKey: 'brandName',
  },
  summary: 'Edits a brand; `version` must be the one read, else the edit is refused as stale.',
  input: z.object({ brandId: idSchema, version: z.number().int().min(1), ...brandFields }).strict(),
  output: brandSchema,
});

export const changeBrandStatus = defineStepCall(brandMachine, 'brandId', {
  name: 'ucc_changeBrandStatus',
  touches: ['brand'],
  audience: ['operator'],
  permission: BRAND_PERMISSION,
  label: bilingual('启用/停用品牌', 'Enable/disable brand'),
  summary: 'Enables or disables a brand through the brand state machine, with an optional remark.',
  output: brandSchema,
});
