import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall, emptyInput } from '../define-call';
import { addrBookGlossary } from '../glossaries/addresses';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { isMobile, isPhone, textLength } from '../validators';

/** Route name (= menu code) of the receiving-address page; the address calls need it. */
export const ADDRESS_PERMISSION = 'receivingAddress';
/** Each user keeps at most this many addresses of each kind. */
export const MAX_ADDRESSES_PER_USER = 20;
/** 'receiving': where goods go; 'invoice': where paper invoices go. */
export const ADDRESS_KINDS = ['receiving', 'invoice'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const addressTarget = defineAuditTarget('address', bilingual('收货地址', 'Address'));

/** A region of the tree: province (level 1), city (2), district (3). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(regionNodeSchema).optional();
  },
}) as z.ZodType<RegionNode>;

export const queryRegionTree = defineCall({
  name: 'umc_queryRegionTree',
  audience: ['public'],
  summary: 'The region tree of mainland China (province, city, district), for address pickers.',
  input: emptyInput,
  output: z.array(regionNodeSchema),
});

/** Text of at most `max` (characters above code 255 count 2), trimmed. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => textLength(v) <= max, { message: 'validation.tooLong', params: { max } });
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((v) => textLength(v) <= max, { message: 'validation.tooLong', params: { max } });
export const mobileSchema = z.string().trim().refine(isMobile, 'validation.mobile');
/** Optional phone: empty, or SPEC §5's phone rule. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v), 'validation.phone')
  .optional()
  .default('');

const regionCode = z.string().regex(/^\d{6}$/, 'address.regionInvalid');

export const addressSchema = z.object({
  addressId: idSchema,
  kind: z.enum(ADDRESS_KINDS),
  /** Province, city and (where the city has them) district codes, as the cascader picks them. */
  regionCodes: z.array(z.string()),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  phone: z.string(),
  detail: z.string(),
  tag: z.string(),
  /** The caller's own default (a colleague's shared default reads false). */
  isDefault: z.boolean(),
  shared: z.boolean(),
  /** The caller's own address (editable); false for a colleague's shared one. */
  mine: z.boolean(),
  ownerName: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const addressFields = {
  regionCodes: z
    .array(regionCode, 'address.regionRequired')
    .min(2, 'address.regionRequired')
    .max(3, 'address.regionInvalid'),
  contactName: requiredText(40),
  mobile: mobileSchema,
  phone: optionalPhoneSchema,
  detail: requiredText(200),
  tag: boundedText(20).optional().default(''),
  isDefault: z.boolean().optional().default(false),
  shared: z.boolean().optional().default(false),
};

export const queryAddressList = defineCall({
  name: 'umc_queryAddressList',
  audience: ['purchaser'],
  permission: ADDRESS_PERMISSION,
  summary:
    "The caller's own addresses of a kind and the ones colleagues of its organisation share; default first.",
  input: listInput(
    defineFilters(addrBookGlossary, {
      /** Receiving or invoice addresses: the page lists one kind. */
      kind: filter.scope(z.enum(ADDRESS_KINDS).optional().default('receiving')),
      keyword: filter.text(50),
    }),
    ['updatedAt', 'contactName'] as const,
  ),
  output: pageOf(addressSchema),
});

const addressAudit = (zh: string, en: string) => ({
  target: addressTarget,
  label: bilingual(zh, en),
  targetKey: 'addressId',
  detailKey: 'contactName',
});

export const addAddress = defineCall({
  name: 'umc_addAddress',
  writes: true,
  touches: ['address'],
  audience: ['purchaser'],
  permission: ADDRESS_PERMISSION,
  audit: addressAudit('新增地址', 'Add address'),
  summary: `Adds an address of the caller's (at most ${MAX_ADDRESSES_PER_USER} of a kind); the first is the default.`,
  input: z.object({ kind: z.enum(ADDRESS_KINDS).optional().default('receiving'), ...addressFields }).strict(),
  output: addressSchema,
});

export const updateAddress = defineCall({
  name: 'umc_updateAddress',
  writes: true,
  touches: ['address'],
  audience: ['purchaser'],
  permission: ADDRESS_PERMISSION,
  audit: addressAudit('编辑地址', 'Edit address'),
  summary: "Edits one of the caller's addresses; `version` must be the one read, else refused as stale.",
  input: z.object({ addressId: idSchema, version: z.number().int().min(1), ...addressFields }).strict(),
  output: addressSchema,
});

export const deleteAddress = defineCall({
  name: 'umc_deleteAddress',
  writes: true,
  touches: ['address'],
  audience: ['purchaser'],
  permission: ADDRESS_PERMISSION,
  audit: addressAudit('删除地址', 'Delete address'),
  summary: "Deletes one of the caller's addresses; if it was the default, the latest other one becomes it.",
  input: z.object({ addressId: idSchema }).strict(),
  output: z.object({ addressId: idSchema }),
});

export const setDefaultAddress = defineCall({
  name: 'umc_setDefaultAddress',
  writes: true,
  touches: ['address'],
  audience: ['purchaser'],
  permission: ADDRESS_PERMISSION,
  audit: addressAudit('设为默认地址', 'Set default address'),
  summary: "Makes one of the caller's addresses its default of that kind (one default per user and kind).",
  input: z.object({ addressId: idSchema }).strict(),
  output: addressSchema,
});
