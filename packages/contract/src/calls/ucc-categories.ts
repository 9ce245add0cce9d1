import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { attributeGroupGlossary } from '../glossaries/categories';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { categoryMachine } from '../machines/category';
import { siblingOrderInput } from '../sibling-order';
import { defineStepCall } from '../step-call';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { PROCESS_PERMISSION } from './process/process-permissions';

// Operators' management of the back-office category tree (three levels, goods in level 3), the attribute
// groups and the attributes (with their values) of each leaf category.

const CATEGORY_PERMISSION = 'categoryManage';
const GROUP_PERMISSION = 'attributeGroupManage';
const ATTRIBUTE_PERMISSION = 'categoryAttributeManage';

const categoryTarget = defineAuditTarget('category', bilingual('类目', 'Category'));
const groupTarget = defineAuditTarget('attributeGroup', bilingual('属性组', 'Attribute group'));
const attributeTarget = defineAuditTarget('attribute', bilingual('类目属性', 'Category attribute'));
const valueTarget = defineAuditTarget('attributeValue', bilingual('属性值', 'Attribute value'));

const withinLength = (max: number) => (v: string) => textLength(v) <= max;
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(withinLength(max), { message: 'validation.tooLong', params: { max } });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine(withinLength(max), { message: 'validation.tooLong', params: { max } })
    .optional()
    .default('');
const sortNo = z.number().int().min(0, 'validation.minValue').max(99999).optional().default(0);

/** The most levels the tree has; only the last level carries goods. */
export const CATEGORY_MAX_LEVEL = 3;

export const categoryRowSchema = z.object({
  categoryId: idSchema,
  parentId: idSchema.nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  level: z.number().int(),
  sortNo: z.number().int(),
  /** Raised by every edit (names, sort number, status) and reorder; a reorder names the versions it read. */
  version: z.number().int(),
  isLeaf: z.boolean(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  /** Goods (SPUs) filed in the category and every category under it. */
  goodsCount: z.number().int(),
  attributeCount: z.number().int(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const queryCategoryTree = defineCall({
  name: 'ucc_queryCategoryTree',
  audience: ['operator', 'purchaser'],
  permission: [CATEGORY_PERMISSION, ATTRIBUTE_PERMISSION, PROCESS_PERMISSION.edit],
  summary:
    'The whole back-office category tree as rows ordered by code (parents before children); also what an ' +
    'approval-process editor (an enterprise administrator too) picks a category condition from.',
  input: z.object({}).strict(),
  output: z.object({ categories: z.array(categoryRowSchema) }),
});

const categoryFields = {
  name: requiredText(40),
  nameEn: optionalText(80),
  sortNo,
};

export const saveCategory = defineCall({
  name: 'ucc_saveCategory',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: CATEGORY_PERMISSION,
  audit: {
    target: categoryTarget,
    label: bilingual('保存类目', 'Save category'),
    targetKey: 'categoryId',
    detailKey: 'name',
  },
  summary:
    'Creates a category (under `parentId`, or a top category without it; its code is generated) or, with ' +
    '`categoryId`, renames and re-sorts one. Names are unique among siblings; at most three levels.',
  input: z
    .object({
      categoryId: idSchema.optional(),
      parentId: idSchema.nullable().optional().default(null),
      ...categoryFields,
    })
    .strict(),
  output: categoryRowSchema,
});

export const sortCategories = defineCall({
  name: 'ucc_sortCategories',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: CATEGORY_PERMISSION,
  audit: {
    target: categoryTarget,
    label: bilingual('调整类目顺序', 'Reorder categories'),
    targetKey: 'siblings.categoryId',
  },
  summary:
    'Puts the children of one parent (none: the top categories) in the order given: every child once, each ' +
    'with the version it was read at; a child added, removed or changed since is refused (E409) with nothing ' +
    'written. Categories do not move to another parent.',
  input: siblingOrderInput('categoryId'),
  output: z.object({ categories: z.array(categoryRowSchema) }),
});

export const setCategoryStatus = defineStepCall(categoryMachine, 'categoryId', {
  name: 'ucc_setCategoryStatus',
  touches: ['category'],
  audience: ['operator'],
  permission: CATEGORY_PERMISSION,
  label: bilingual('启用/停用类目', 'Enable/disable category'),
  summary:
    'Enables or disables a category through the category machine; disabling disables its whole branch, ' +
    'enabling is refused under a disabled parent.',
  output: categoryRowSchema,
});

export const deleteCategory = defineCall({
  name: 'ucc_deleteCategory',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: CATEGORY_PERMISSION,
  audit: { target: categoryTarget, label: bilingual('删除类目', 'Delete category'), targetKey: 'categoryId' },
  summary: 'Deletes a category that has no children, goods, attributes, front-category links or brand links.',
  input: z.object({ categoryId: idSchema }).strict(),
  output: z.object({ categoryId: idSchema }),
});

export const attributeGroupSchema = z.object({
  groupId: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sortNo: z.number().int(),
  /** Attributes filed in the group (in any category). */
  attributeCount: z.number().int(),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

export const queryAttributeGroups = defineCall({
  name: 'ucc_queryAttributeGroups',
  audience: ['operator'],
  permission: [GROUP_PERMISSION, ATTRIBUTE_PERMISSION],
  summary: 'Attribute groups, filtered by name or code, paged.',
  input: listInput(defineFilters(attributeGroupGlossary, { name: filter.text(60) }), [
    'sortNo',
    'code',
    'name',
  ] as const),
  output: pageOf(attributeGroupSchema),
});

export const saveAttributeGroup = defineCall({
  name: 'ucc_saveAttributeGroup',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: {
    target: groupTarget,
    label: bilingual('保存属性组', 'Save attribute group'),
    targetKey: 'groupId',
    detailKey: 'name',
  },
  summary: 'Creates an attribute group or, with `groupId`, edits one; codes and names are unique.',
  input: z
    .object({
      groupId: idSchema.optional(),
      code: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(20, 'validation.maxLength')
        .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'attributeGroup.codeFormat'),
      name: requiredText(30),
      nameEn: optionalText(60),
      sortNo,
    })
    .strict(),
  output: attributeGroupSchema,
});

export const deleteAttributeGroup = defineCall({
  name: 'ucc_deleteAttributeGroup',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: GROUP_PERMISSION,
  audit: {
    target: groupTarget,
    label: bilingual('删除属性组', 'Delete attribute group'),
    targetKey: 'groupId',
  },
  summary: 'Deletes an attribute group no attribute uses.',
  input: z.object({ groupId: idSchema }).strict(),
  output: z.object({ groupId: idSchema }),
});

export const attributeValueSchema = z.object({
  valueId: idSchema,
  value: z.string(),
  valueEn: z.string(),
  sortNo: z.number().int(),
  /** Held by some SKU: it cannot be deleted and its Chinese text cannot change (its English can). */
  inUse: z.boolean(),
});

export const categoryAttributeSchema = z.object({
  attributeId: idSchema,
  categoryId: idSchema,
  groupId: idSchema,
  groupName: z.string(),
  groupNameEn: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sortNo: z.number().int(),
  isVariant: z.boolean(),
  required: z.boolean(),
  /** Held by some SKU: it cannot be deleted. */
  inUse: z.boolean(),
  values: z.array(attributeValueSchema),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export const queryCategoryAttributes = defineCall({
  name: 'ucc_queryCategoryAttributes',
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  summary: "A leaf category's attributes with their values, in group order then the attribute's own order.",
  input: z.object({ categoryId: idSchema }).strict(),
  output: z.object({
    categoryId: idSchema,
    /** Names from the top category down: '五金工具 / 紧固件 / 螺丝'. */
    path: z.string(),
    attributes: z.array(categoryAttributeSchema),
  }),
});

export const saveAttribute = defineCall({
  name: 'ucc_saveAttribute',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  audit: {
    target: attributeTarget,
    label: bilingual('保存类目属性', 'Save category attribute'),
    targetKey: 'attributeId',
    detailKey: 'name',
  },
  summary:
    'Creates an attribute of a leaf category (`categoryId`) or, with `attributeId`, edits one. Names are ' +
    'unique in the category; whether it is a spec (variant) attribute cannot change while SKUs hold it.',
  input: z
    .object({
      attributeId: idSchema.optional(),
      categoryId: idSchema,
      groupId: idSchema,
      name: requiredText(40),
      nameEn: optionalText(60),
      sortNo,
      isVariant: z.boolean().optional().default(false),
      required: z.boolean().optional().default(true),
    })
    .strict(),
  output: z.object({ attributeId: idSchema }),
});

export const deleteAttribute = defineCall({
  name: 'ucc_deleteAttribute',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  audit: {
    target: attributeTarget,
    label: bilingual('删除类目属性', 'Delete category attribute'),
    targetKey: 'attributeId',
  },
  summary: 'Deletes an attribute (with its values) that no SKU holds.',
  input: z.object({ attributeId: idSchema }).strict(),
  output: z.object({ attributeId: idSchema }),
});

export const saveAttributeValue = defineCall({
  name: 'ucc_saveAttributeValue',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  audit: {
    target: valueTarget,
    label: bilingual('保存属性值', 'Save attribute value'),
    targetKey: 'valueId',
    detailKey: 'value',
  },
  summary:
    'Adds a value to an attribute or, with `valueId`, edits one; values are unique in the attribute and a ' +
    'value SKUs hold keeps its Chinese text (its English and its order may change).',
  input: z
    .object({
      valueId: idSchema.optional(),
      attributeId: idSchema,
      value: requiredText(60),
      valueEn: requiredText(60),
      sortNo,
    })
    .strict(),
  output: z.object({ valueId: idSchema }),
});

export const sortAttributeValues = defineCall({
  name: 'ucc_sortAttributeValues',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  audit: {
    target: attributeTarget,
    label: bilingual('调整属性值顺序', 'Reorder attribute values'),
    targetKey: 'attributeId',
  },
  summary: "Puts an attribute's values in the order given (every value of the attribute, once).",
  input: z
    .object({ attributeId: idSchema, valueIds: z.array(idSchema).min(1, 'validation.required').max(500) })
    .strict(),
  output: z.object({ attributeId: idSchema }),
});

export const deleteAttributeValue = defineCall({
  name: 'ucc_deleteAttributeValue',
  writes: true,
  touches: ['category'],
  audience: ['operator'],
  permission: ATTRIBUTE_PERMISSION,
  audit: {
    target: valueTarget,
    label: bilingual('删除属性值', 'Delete attribute value'),
    targetKey: 'valueId',
  },
  summary: 'Deletes a value no SKU holds.',
  input: z.object({ valueId: idSchema }).strict(),
  output: z.object({ valueId: idSchema }),
});
