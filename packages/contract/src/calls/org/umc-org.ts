import { z } from 'zod';
import { defineAuditTarget } from '../../audit';
import { MemberClass, OrgType } from '../../codes';
import { defineCall } from '../../define-call';
import { orgGlossary } from '../../glossaries/org';
import { defineFilters, filter } from '../../list-filters';
import { idSchema, listInput, pageOf } from '../../lists';
import { machineEvents } from '../../machines/machine';
import { ORG_PERMISSION, ORG_READ_PERMISSIONS, orgMachine } from '../../machines/org';
import { statusHistorySchema } from '../../status-history';
import { bilingual } from '../../texts';
import { isCreditCode, isMobile } from '../../validators';
import { boundedText, requiredText } from '../umc-addresses';
import { ORG_TREE_KINDS } from './org.dictionaries';

// Organisations (SPEC §1, §2 "Operator", §7 "Organisation and members"): one tree for every kind, the enterprise
// list, an organisation's detail, create/edit, moving a department, start/stop/delete and the registry's states.

export const orgTarget = defineAuditTarget('org', bilingual('组织机构', 'Organisation'));

export const orgRowSchema = z.object({
  orgId: idSchema,
  parentId: idSchema.nullable(),
  parentName: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  /** ORG_TYPE: 01 purchasing enterprise, 02 supplier, 03 platform operating organisation. */
  orgType: z.string(),
  /** MEMBER_CLASS: 01 enterprise, 02 individual. */
  memberClass: z.string(),
  creditCode: z.string().nullable(),
  /** ORG_STATE (the org machine). */
  state: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  sortNo: z.number().int(),
  version: z.number().int(),
  childCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The org machine's steps the caller may take now, and 'delete' where the caller may delete it. */
  actions: z.array(z.string()),
});
export type OrgRow = z.infer<typeof orgRowSchema>;

export const orgDetailSchema = orgRowSchema.extend({ history: z.array(statusHistorySchema) });
export type OrgDetail = z.infer<typeof orgDetailSchema>;

export const queryOrgTree = defineCall({
  name: 'umc_queryOrgTree',
  audience: ['operator', 'purchaser'],
  permission: [...ORG_READ_PERMISSIONS, 'accountInfo'],
  summary:
    'One organisation tree as flat rows, parents first: `inner` (the platform’s operating organisations), ' +
    '`external` (purchasing enterprises and their departments), `innerSupplier` (suppliers) or `enterprise` ' +
    '(one enterprise: `orgId`, an operator’s choice; others always get their own organisation). Operators ' +
    'without an organisation page, and purchasers, see only their own organisation’s tree.',
  input: z.object({ treeKind: z.enum(ORG_TREE_KINDS), orgId: idSchema.optional() }).strict(),
  output: z.object({ orgs: z.array(orgRowSchema) }),
});

export const ENTERPRISE_ORG_SORTS = ['createdAt', 'name'] as const;

export const queryEnterpriseOrgList = defineCall({
  name: 'umc_queryEnterpriseOrgList',
  audience: ['operator'],
  permission: [ORG_PERMISSION.external, ORG_PERMISSION.trees],
  summary:
    'Organisations (enterprises, suppliers, operating organisations; not their departments) by name, credit ' +
    'code, type, state and creation date, paged, newest first.',
  input: listInput(
    defineFilters(orgGlossary, {
      name: filter.text(100),
      creditCode: filter.text(18),
      orgType: filter.dict('ORG_TYPE'),
      state: filter.dict('ORG_STATE'),
      created: filter.dateRange('createdFrom', 'createdTo'),
    }),
    ENTERPRISE_ORG_SORTS,
  ),
  output: pageOf(orgRowSchema),
});

export const getOrgDetail = defineCall({
  name: 'umc_getOrgDetail',
  audience: ['operator', 'purchaser'],
  permission: [...ORG_READ_PERMISSIONS, 'accountInfo'],
  summary:
    'One organisation with its state history (newest first). Outside the caller’s scope (another enterprise ' +
    'for a purchaser) it does not exist: E404.',
  input: z.object({ orgId: idSchema }).strict(),
  output: orgDetailSchema,
});

const creditCode = z
  .string()
  .trim()
  .refine((v) => v === '' || isCreditCode(v), 'validation.creditCode')
  .optional()
  .default('');
/** Contact mobile: empty, or SPEC §5's mobile rule. */
const contactMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || isMobile(v), 'validation.mobile')
  .optional()
  .default('');

export const saveOrg = defineCall({
  name: 'umc_saveOrg',
  writes: true,
  touches: ['org'],
  audience: ['operator', 'purchaser'],
  permission: [
    ORG_PERMISSION.addInner,
    ORG_PERMISSION.editInner,
    ORG_PERMISSION.editExternal,
    ORG_PERMISSION.ownOrg,
  ],
  audit: {
    target: orgTarget,
    label: bilingual('保存组织', 'Save organisation'),
    targetKey: 'orgId',
    detailKey: 'name',
  },
  summary:
    'Creates an organisation (a top one of `orgType`, or a department under `parentId`, which takes its ' +
    'parent’s type) or, with `orgId` and the `version` read, edits one (E409 when it changed since). Names are ' +
    'unique among top organisations and among one parent’s children, credit codes and codes everywhere; a top ' +
    'enterprise or supplier needs its credit code. Operating organisations need operateOrgAdd/operateOrgEdit, ' +
    'the others outerEnterpriseEdit; an enterprise administrator (innerEnterPriseOrg) adds and edits departments ' +
    'of its own organisation only (another organisation, or its own top one: E404 `org.notFound`).',
  input: z
    .object({
      orgId: idSchema.optional(),
      version: z.number().int().min(1).optional(),
      parentId: idSchema.nullable().optional().default(null),
      orgType: z.enum([OrgType.enterprise, OrgType.supplier, OrgType.platform]).optional(),
      memberClass: z
        .enum([MemberClass.enterprise, MemberClass.individual])
        .optional()
        .default(MemberClass.enterprise),
      name: requiredText(100),
      nameEn: boundedText(200).optional().default(''),
      code: z
        .string()
        .trim()
        .max(30, 'validation.maxLength')
        .regex(/^[A-Za-z0-9_-]*$/, 'org.codeFormat')
        .optional()
        .default(''),
      creditCode,
      address: boundedText(200).optional().default(''),
      contactName: boundedText(40).optional().default(''),
      contactMobile,
      sortNo: z.number().int().min(0, 'validation.minValue').max(99999).optional().default(0),
    })
    .strict()
    .refine((i) => i.orgId !== undefined || i.parentId !== null || i.orgType !== undefined, {
      message: 'validation.required',
      path: ['orgType'],
    })
    .refine((i) => i.orgId === undefined || i.version !== undefined, {
      message: 'validation.required',
      path: ['version'],
    }),
  output: orgRowSchema,
});

export const transferOrg = defineCall({
  name: 'umc_transferOrg',
  writes: true,
  touches: ['org'],
  audience: ['operator', 'purchaser'],
  permission: [ORG_PERMISSION.transfer, ORG_PERMISSION.ownOrg],
  audit: {
    target: orgTarget,
    label: bilingual('调整上级组织', 'Move organisation'),
    targetKey: 'orgId',
    detailKey: 'parentId',
  },
  summary:
    'Moves a department (with everything under it) under another organisation of the same enterprise tree ' +
    'kind: never under itself or its own department (`org.cycle`), never a top organisation (`org.notDepartment`). An enterprise administrator moves its own organisation’s ' +
    'departments only.',
  input: z.object({ orgId: idSchema, parentId: idSchema, version: z.number().int().min(1) }).strict(),
  output: orgRowSchema,
});

/** umc_dealOrg's events: the org machine's steps, and delete. */
export const ORG_DEAL_EVENTS = [...machineEvents(orgMachine), 'delete'] as const;

export const dealOrg = defineCall({
  name: 'umc_dealOrg',
  writes: true,
  touches: ['org'],
  audience: ['operator'],
  permission: [ORG_PERMISSION.deal, ORG_PERMISSION.registry],
  audit: {
    target: orgTarget,
    label: bilingual(
      '处理组织（启用/停用/删除/登记状态）',
      'Deal with organisations (start/stop/delete/state)',
    ),
    targetKey: 'orgIds',
    detailKey: 'event',
  },
  summary:
    'Takes one step on one or many organisations, all or nothing: start, stop or a registry state (the org ' +
    'machine; revoke, cancel, move out and other need the reason), or delete: refused for an organisation with ' +
    'departments (`org.hasChildren`) or that users, orders, goods, agreements or addresses still point at ' +
    '(`org.inUse`). A batch’s refusal names the organisation at fault in `data.targetId`.',
  input: z
    .object({
      orgIds: z.array(idSchema).min(1, 'org.orgRequired').max(200),
      event: z.enum(ORG_DEAL_EVENTS),
      remark: boundedText(200).optional().default(''),
    })
    .strict(),
  output: z.object({ orgIds: z.array(idSchema), state: z.string().nullable() }),
});

export const checkOrgExist = defineCall({
  name: 'umc_checkOrgExist',
  audience: ['operator'],
  permission: [ORG_PERMISSION.addInner, ORG_PERMISSION.editInner, ORG_PERMISSION.editExternal],
  summary:
    'Whether a top organisation with this credit code or this name is already registered (other than `orgId`).',
  input: z
    .object({
      name: boundedText(100).optional().default(''),
      creditCode: boundedText(18).optional().default(''),
      orgId: idSchema.optional(),
    })
    .strict(),
  output: z.object({
    nameTaken: z.boolean(),
    creditCodeTaken: z.boolean(),
    /** The organisation already holding them, if any. */
    orgId: idSchema.nullable(),
  }),
});
