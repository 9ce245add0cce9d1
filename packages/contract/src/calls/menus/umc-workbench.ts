import { z } from 'zod';
import { defineCall, emptyInput } from '../../define-call';
import { orderRowSchema } from '../../orders';
import { publicArticleSchema } from '../content/content-public';
import { messageSchema } from '../umc-messages';
import { MAX_COMMON_MENUS } from './menu-permissions';

// The member workbench (SPEC §2 memberCenter "my home"; §7 "workbench and common menu settings"): open to every
// logged-in user without menu entitlement; its common menus are pages the user is granted, its to-dos and sections
// come from the lists and domains the user may read.

export const commonMenuSchema = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  icon: z.string().nullable(),
});
export type CommonMenu = z.infer<typeof commonMenuSchema>;

/**
 * What may wait for a user on the workbench, each counted by the list it links to (same scope, same call gates):
 * a purchaser's orders awaiting approval, approval tasks to decide and orders to accept; a supplier's orders to
 * confirm and to deliver and cancellation applications to answer; an operator's registrations, goods, price
 * changes, brand authorisations and articles awaiting audit.
 */
export const WORKBENCH_TODO_KINDS = [
  'myOrdersAwaitingApproval',
  'approvalTasks',
  'ordersToAccept',
  'ordersToConfirm',
  'ordersToDeliver',
  'cancelApplications',
  'registrationsToAudit',
  'goodsToAudit',
  'goodsToReaudit',
  'priceChangesToAudit',
  'brandAuthsToAudit',
  'articlesToAudit',
] as const;
export type WorkbenchTodoKind = (typeof WORKBENCH_TODO_KINDS)[number];

export const workbenchTodoSchema = z.object({
  kind: z.enum(WORKBENCH_TODO_KINDS),
  count: z.number().int(),
  /** The page that lists them (one of the user's menus) and its tab, if it has tabs. */
  menuCode: z.string(),
  tab: z.string().nullable(),
});
export type WorkbenchTodo = z.infer<typeof workbenchTodoSchema>;

export const workbenchOrderSchema = orderRowSchema.pick({
  orderId: true,
  orderNo: true,
  orderStatus: true,
  amount: true,
  supplierName: true,
  supplierNameEn: true,
  orgName: true,
  orgNameEn: true,
  createdAt: true,
});

export const workbenchSchema = z.object({
  /** The pages the user pinned, in its order; a page no longer granted (or no longer shown) is left out. */
  commonMenus: z.array(commonMenuSchema),
  /** What waits for the user, of the lists its menus hold (none held: empty). */
  todos: z.array(workbenchTodoSchema),
  /** The user's last 5 orders as its own order list shows them; null when it has no order list. */
  recentOrders: z
    .object({
      rows: z.array(workbenchOrderSchema),
      /** The list page and the detail page of a row. */
      listMenuCode: z.string(),
      detailPage: z.string(),
    })
    .nullable(),
  /** The unread messages of the user's inbox: how many, and the latest 3 (in the request's language). */
  messages: z.object({
    unread: z.number().int(),
    latest: z.array(messageSchema.pick({ messageId: true, kind: true, title: true, createdAt: true })),
  }),
  /** The latest 5 published notices (the storefront's notice column), pinned first. */
  notices: z.array(
    publicArticleSchema.pick({
      articleId: true,
      title: true,
      titleEn: true,
      publishFrom: true,
      pinned: true,
    }),
  ),
});
export type Workbench = z.infer<typeof workbenchSchema>;

export const getWorkbench = defineCall({
  name: 'umc_getWorkbench',
  audience: ['user'],
  summary:
    "The logged-in user's workbench: its common menus (each a page it is granted now), what waits for it (counted " +
    'as the lists they link to count them), its last orders, unread messages and the latest notices.',
  input: emptyInput,
  output: workbenchSchema,
});

export const saveCommonMenus = defineCall({
  name: 'umc_saveCommonMenus',
  audience: ['user'],
  writes: true,
  touches: ['user'],
  summary:
    `Sets the logged-in user's common menus, in order (at most ${MAX_COMMON_MENUS}, each once): pages of its own ` +
    'menu only (`workbench.menuNotGranted`, naming the index); an empty list clears them.',
  input: z
    .object({
      menuCodes: z
        .array(z.string().trim().min(1, 'validation.required').max(100))
        .max(MAX_COMMON_MENUS, 'workbench.tooMany')
        .refine((codes) => new Set(codes).size === codes.length, 'workbench.duplicate'),
    })
    .strict(),
  output: workbenchSchema.pick({ commonMenus: true }),
});
