import { z } from 'zod';
import { defineCall, emptyInput } from '../../define-call';
import { MAX_COMMON_MENUS } from './menu-permissions';

// The member workbench (SPEC §2 memberCenter "my home"; §7 "workbench and common menu settings"): open to every
// logged-in user without menu entitlement; its common menus are pages the user is granted.

export const commonMenuSchema = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  icon: z.string().nullable(),
});
export type CommonMenu = z.infer<typeof commonMenuSchema>;

export const workbenchSchema = z.object({
  /** The pages the user pinned, in its order; a page no longer granted (or no longer shown) is left out. */
  commonMenus: z.array(commonMenuSchema),
});
export type Workbench = z.infer<typeof workbenchSchema>;

export const getWorkbench = defineCall({
  name: 'umc_getWorkbench',
  audience: ['user'],
  summary: "The logged-in user's workbench: its common menus, each a page it is granted now.",
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
  output: workbenchSchema,
});
