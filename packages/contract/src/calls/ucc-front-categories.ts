import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall, emptyInput } from '../define-call';
import { idSchema } from '../lists';
import { STOREFRONT_ADMIN_PERMISSION } from '../machines/hot-word';
import { siblingOrderInput } from '../sibling-order';
import { bilingual } from '../texts';
import { textLength } from '../validators';

// Storefront front categories (SPEC §2 "Commodities": frontCategoryList): the navigation tree of three
// levels the storefront shows, each level-3 entry linked to back-office leaf categories whose goods it lists.

const PERMISSION = STOREFRONT_ADMIN_PERMISSION.frontCategories;
const frontCategoryTarget = defineAuditTarget('frontCategory', bilingual('前台类目', 'Front category'));

/** The deepest level of the navigation tree; only entries of this level carry links. */
export const FRONT_CATEGORY_MAX_LEVEL = 3;
/** At most this many back-office categories behind one front category. */
export const MAX_FRONT_CATEGORY_LINKS = 200;

export const frontCategoryAdminSchema = z.object({
  frontCategoryId: idSchema,
  parentId: idSchema.nullable(),
  name: z.string(),
  nameEn: z.string(),
  /** 1, 2 or 3. */
  level: z.number().int(),
  sortNo: z.number().int(),
  /** Raised by every edit (names, sort number, status) and reorder; a reorder names the versions it read. */
  version: z.number().int(),
  /** 1 shown on the storefront, 0 hidden (with everything under it). */
  status: z.number().int(),
  /** The linked back-office leaf categories (level 3 only). */
  categoryIds: z.array(idSchema),
  childCount: z.number().int(),
});
export type FrontCategoryAdmin = z.infer<typeof frontCategoryAdminSchema>;

/** A back-office category as the link editor offers it: only enabled leaves may be picked. */
export const backCategoryOptionSchema = z.object({
  categoryId: idSchema,
  parentId: idSchema.nullable(),
  name: z.string(),
  nameEn: z.string(),
  level: z.number().int(),
  isLeaf: z.boolean(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
});
export type BackCategoryOption = z.infer<typeof backCategoryOptionSchema>;

const withinLength = (max: number) => (v: string) => textLength(v) <= max;

export const frontCategoryFields = {
  name: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(40), { message: 'validation.tooLong', params: { max: 40 } }),
  nameEn: z
    .string()
    .trim()
    .refine(withinLength(60), { message: 'validation.tooLong', params: { max: 60 } })
    .optional()
    .default(''),
  sortNo: z.number().int().min(0).max(99999).optional().default(0),
  status: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(1),
};

export const queryFrontCategoryTree = defineCall({
  name: 'ucc_queryFrontCategoryTree',
  audience: ['operator'],
  permission: PERMISSION,
  summary:
    'Every front category (shown and hidden) in display order with its links, and the back-office ' +
    'category tree the links are picked from.',
  input: emptyInput,
  output: z.object({
    nodes: z.array(frontCategoryAdminSchema),
    backCategories: z.array(backCategoryOptionSchema),
  }),
});

export const saveFrontCategory = defineCall({
  name: 'ucc_saveFrontCategory',
  writes: true,
  touches: ['frontCategory'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: frontCategoryTarget,
    label: bilingual('保存前台类目', 'Save front category'),
    targetKey: 'frontCategoryId',
    detailKey: 'name',
  },
  summary:
    'Creates a front category under `parentId` (none: a top entry; at most three levels) or, with ' +
    '`frontCategoryId`, edits its names, sort number and shown/hidden status. The storefront follows at once.',
  input: z
    .object({
      frontCategoryId: idSchema.optional(),
      /** Only when creating; an entry does not move. */
      parentId: idSchema.nullable().optional().default(null),
      ...frontCategoryFields,
    })
    .strict(),
  output: frontCategoryAdminSchema,
});

export const sortFrontCategories = defineCall({
  name: 'ucc_sortFrontCategories',
  writes: true,
  touches: ['frontCategory'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: frontCategoryTarget,
    label: bilingual('调整前台类目顺序', 'Reorder front categories'),
    targetKey: 'siblings.frontCategoryId',
  },
  summary:
    'Puts the entries under one parent (none: the top entries) in the order given, as the storefront menu ' +
    'shows them: every entry once, each with the version it was read at; an entry added, removed or changed ' +
    'since is refused (E409) with nothing written. The storefront follows at once.',
  input: siblingOrderInput('frontCategoryId'),
  output: z.object({ nodes: z.array(frontCategoryAdminSchema) }),
});

export const deleteFrontCategory = defineCall({
  name: 'ucc_deleteFrontCategory',
  writes: true,
  touches: ['frontCategory'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: frontCategoryTarget,
    label: bilingual('删除前台类目', 'Delete front category'),
    targetKey: 'frontCategoryId',
  },
  summary: 'Deletes a front category with its links; refused while it has child entries.',
  input: z.object({ frontCategoryId: idSchema }).strict(),
  output: z.object({ frontCategoryId: idSchema }),
});

export const setFrontCategoryLinks = defineCall({
  name: 'ucc_setFrontCategoryLinks',
  writes: true,
  touches: ['frontCategory'],
  audience: ['operator'],
  permission: PERMISSION,
  audit: {
    target: frontCategoryTarget,
    label: bilingual('关联后台类目', 'Link back-office categories'),
    targetKey: 'frontCategoryId',
  },
  summary:
    'Replaces the back-office categories behind a level-3 front category; each must be an enabled leaf. ' +
    "The storefront's front-category search follows at once.",
  input: z
    .object({
      frontCategoryId: idSchema,
      categoryIds: z
        .array(idSchema)
        .max(MAX_FRONT_CATEGORY_LINKS)
        .refine((ids) => new Set(ids).size === ids.length, { message: 'frontCategory.linkTwice' }),
    })
    .strict(),
  output: frontCategoryAdminSchema,
});
