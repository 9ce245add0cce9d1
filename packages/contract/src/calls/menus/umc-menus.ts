import { z } from 'zod';
import { defineAuditTarget } from '../../audit';
import { defineCall, emptyInput } from '../../define-call';
import { idSchema } from '../../lists';
import { bilingual } from '../../texts';
import { limited } from '../umc';
import { MENU_PERMISSION as P } from './menu-permissions';

// Menu management (SPEC §2 menuManage, systemQuery; §7 "menus: selMenusByUser, publishMenusInitial,
// publishMenusSave"): the page manifests declare which menus exist; operators rename, reorder, hide and group
// them per application in a draft, and publish the draft to what users see.

export const menuTarget = defineAuditTarget('menu', bilingual('菜单', 'Menu'));
export const menuAppTarget = defineAuditTarget('menuApp', bilingual('应用', 'Application'));

/** An application's code: what `umc_getUserMenus {appCode}` takes (the back office is BACK_OFFICE_APP_CODE). */
export const appCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(20, 'validation.maxLength')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'menus.appCodeFormat');

const sortNo = z.number().int().min(0, 'validation.minValue').max(99999);

export const menuAppRowSchema = z.object({
  appId: idSchema,
  appCode: z.string(),
  appName: z.string(),
  appNameEn: z.string(),
  sortNo: z.number().int(),
  /** The back office: never deleted, its code never changes. */
  builtIn: z.boolean(),
  /** Top-level menus (groups) the application holds as published. */
  groupCount: z.number().int(),
});
export type MenuAppRow = z.infer<typeof menuAppRowSchema>;

export const queryMenuApps = defineCall({
  name: 'umc_queryMenuApps',
  audience: ['operator'],
  permission: [P.apps, P.manage],
  summary:
    'Every application (app code and names, in sort order) with the number of menu groups published in it.',
  input: emptyInput,
  output: z.object({ apps: z.array(menuAppRowSchema) }),
});

export const saveMenuApp = defineCall({
  name: 'umc_saveMenuApp',
  writes: true,
  touches: ['menuApp'],
  audience: ['operator'],
  permission: P.apps,
  audit: {
    target: menuAppTarget,
    label: bilingual('保存应用', 'Save application'),
    targetKey: 'appId',
    detailKey: 'appCode',
  },
  summary:
    'Creates an application or, with `appId`, renames one. App codes are unique (`menus.appCodeTaken`) and ' +
    'never change once created (`menus.appCodeFixed`).',
  input: z
    .object({
      appId: idSchema.optional(),
      appCode: appCodeSchema,
      appName: limited(30),
      appNameEn: limited(60),
      sortNo: sortNo.optional().default(0),
    })
    .strict(),
  output: menuAppRowSchema,
});

export const deleteMenuApp = defineCall({
  name: 'umc_deleteMenuApp',
  writes: true,
  touches: ['menuApp'],
  audience: ['operator'],
  permission: P.apps,
  audit: { target: menuAppTarget, label: bilingual('删除应用', 'Delete application'), targetKey: 'appId' },
  summary:
    'Deletes an application that holds no menu, published or in the draft (`menus.appInUse`); the back office ' +
    'is never deleted (`menus.appBuiltIn`).',
  input: z.object({ appId: idSchema }).strict(),
  output: z.object({ appId: idSchema }),
});

/** A menu as the draft has it, beside what the manifest declares and whether publishing would change it. */
export const menuDraftRowSchema = z.object({
  menuId: idSchema,
  /** The group a page sits in (null for a group). */
  parentId: idSchema.nullable(),
  menuCode: z.string(),
  menuType: z.enum(['group', 'page']),
  icon: z.string().nullable(),
  appCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  sortNo: z.number().int(),
  hidden: z.boolean(),
  /** The manifest's names: what "restore" goes back to. */
  defaultName: z.string(),
  defaultNameEn: z.string(),
  /** The draft differs from the manifest for this menu. */
  overridden: z.boolean(),
  /** The draft differs from what users see now: publishing changes this menu. */
  pending: z.boolean(),
});
export type MenuDraftRow = z.infer<typeof menuDraftRowSchema>;

export const queryMenuDraft = defineCall({
  name: 'umc_queryMenuDraft',
  audience: ['operator'],
  permission: P.manage,
  summary:
    "An application's menu groups and pages as the draft has them (access codes and detail pages left out), " +
    'each with its manifest names and whether publishing changes it; `pendingCount` counts the changes in every application.',
  input: z.object({ appCode: appCodeSchema }).strict(),
  output: z.object({ rows: z.array(menuDraftRowSchema), pendingCount: z.number().int() }),
});

const draftAudit = (zh: string, en: string) => ({
  target: menuTarget,
  label: bilingual(zh, en),
  targetKey: 'menuId',
});

export const saveMenuDraft = defineCall({
  name: 'umc_saveMenuDraft',
  writes: true,
  touches: ['menu'],
  audience: ['operator'],
  permission: P.manage,
  audit: draftAudit('编辑菜单草稿', 'Edit menu draft'),
  summary:
    "Edits one menu in the draft: its names in both languages, its sort number, whether it is hidden, a page's " +
    "group (`parentId`, a group: `menus.parentNotGroup`) or a group's application (`appCode`, an existing one: " +
    '`menus.appNotFound`). Users see nothing of it until the draft is published.',
  input: z
    .object({
      menuId: idSchema,
      menuName: limited(30),
      menuNameEn: limited(60),
      sortNo,
      hidden: z.boolean(),
      parentId: idSchema.nullable().optional(),
      appCode: appCodeSchema.optional(),
    })
    .strict(),
  output: menuDraftRowSchema,
});

export const resetMenuDraft = defineCall({
  name: 'umc_resetMenuDraft',
  writes: true,
  touches: ['menu'],
  audience: ['operator'],
  permission: P.manage,
  audit: draftAudit('恢复菜单默认', 'Restore menu default'),
  summary: 'Puts one menu of the draft back to what the manifest declares (names, order, group, shown).',
  input: z.object({ menuId: idSchema }).strict(),
  output: menuDraftRowSchema,
});

export const reorderMenuDraft = defineCall({
  name: 'umc_reorderMenuDraft',
  writes: true,
  touches: ['menu'],
  audience: ['operator'],
  permission: P.manage,
  audit: { ...draftAudit('调整菜单顺序', 'Reorder menus'), targetKey: 'menuIds' },
  summary:
    "Puts the draft's groups of an application (`parentId` null) or one group's pages in the order given; every " +
    'one of them must be named once (`menus.reorderIncomplete`).',
  input: z
    .object({
      appCode: appCodeSchema,
      parentId: idSchema.nullable(),
      menuIds: z.array(idSchema).min(1, 'validation.required').max(500),
    })
    .strict(),
  output: z.object({ menuIds: z.array(idSchema) }),
});

const publication = z.object({
  /** Menus whose draft and published state differed before the call. */
  changedCount: z.number().int(),
  /** The operation log keeps one row per menu changed, named by its code. */
  menuIds: z.array(idSchema),
  menuCodes: z.array(z.string()),
});

export const publishMenusInitial = defineCall({
  name: 'umc_publishMenusInitial',
  writes: true,
  touches: ['menu'],
  audience: ['operator'],
  permission: P.manage,
  audit: {
    target: menuTarget,
    label: bilingual('菜单草稿重置为已发布', 'Restart menu draft from published'),
    targetKey: 'menuIds',
  },
  summary:
    'Starts the draft again from the published menus: every draft edit not yet published is dropped ' +
    '(`changedCount` of them).',
  input: emptyInput,
  output: publication,
});

export const publishMenusSave = defineCall({
  name: 'umc_publishMenusSave',
  writes: true,
  touches: ['menu'],
  audience: ['operator'],
  permission: P.manage,
  audit: { target: menuTarget, label: bilingual('发布菜单', 'Publish menus'), targetKey: 'menuIds' },
  summary:
    "Publishes the draft of every application: users' menus show it from their next request. Nothing to " +
    'publish is refused (`menus.nothingToPublish`).',
  input: emptyInput,
  output: publication,
});

/** Why a user holds a menu: a role it has (stations add their own reason). */
export const menuGrantSchema = z.object({
  source: z.enum(['role', 'station']),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type MenuGrant = z.infer<typeof menuGrantSchema>;

export const effectiveMenuRowSchema = z.object({
  menuId: idSchema,
  parentId: idSchema.nullable(),
  menuCode: z.string(),
  menuType: z.enum(['group', 'page', 'access']),
  appCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  /** Granted but not in the menu tree (a detail page, an access code, or hidden by an operator). */
  hidden: z.boolean(),
  grants: z.array(menuGrantSchema),
});
export type EffectiveMenuRow = z.infer<typeof effectiveMenuRowSchema>;

export const menuUserSchema = z.object({
  userId: idSchema,
  username: z.string(),
  userName: z.string(),
  /** isProfessionalOrgExt: 1 purchaser, 0 operation staff, 2 supplier. */
  kind: z.number().int(),
  orgName: z.string().nullable(),
});
export type MenuUser = z.infer<typeof menuUserSchema>;

export const selMenusByUser = defineCall({
  name: 'umc_selMenusByUser',
  audience: ['operator'],
  permission: P.manage,
  summary:
    "A user's effective menus as published (groups, pages and access codes of every application, in menu " +
    'order), each with the grants it comes from. An unknown user is E404.',
  input: z.object({ userId: idSchema }).strict(),
  output: z.object({ user: menuUserSchema, rows: z.array(effectiveMenuRowSchema) }),
});

export const searchMenuUsers = defineCall({
  name: 'umc_searchMenuUsers',
  audience: ['operator'],
  permission: P.manage,
  summary: 'Up to 20 users whose username or name contains the text, for choosing whose menus to show.',
  input: z.object({ keyword: z.string().trim().max(50, 'validation.maxLength') }).strict(),
  output: z.object({ rows: z.array(menuUserSchema) }),
});
