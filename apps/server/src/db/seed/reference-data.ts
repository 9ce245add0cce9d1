import { BACK_OFFICE_APP_CODE, RoleCode, UserKindCode } from '@procuremart/contract';
import { inArray } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../modules/access/tables';
import type { Tx } from '../client';

export const ROLES = [
  { roleCode: RoleCode.buyer, roleName: '采购员', roleNameEn: 'Purchaser', kind: UserKindCode.purchaser },
  { roleCode: RoleCode.supplier, roleName: '供应商', roleNameEn: 'Supplier', kind: UserKindCode.supplier },
  {
    roleCode: RoleCode.operator,
    roleName: '运营管理员',
    roleNameEn: 'Operations administrator',
    kind: UserKindCode.operator,
  },
];

interface MenuSeed {
  menuCode: string;
  menuName: string;
  menuNameEn: string;
  icon: string;
  roles: string[];
  children?: MenuSeed[];
}

const everyone = [RoleCode.buyer, RoleCode.supplier, RoleCode.operator];
const operators = [RoleCode.operator];

/** Back-office menus (menu code = web route name) and which roles see them. */
export const MENU_TREE: MenuSeed[] = [
  {
    menuCode: 'accountCenter',
    menuName: '账户中心',
    menuNameEn: 'Account',
    icon: 'UserOutlined',
    roles: everyone,
    children: [
      {
        menuCode: 'accountInfo',
        menuName: '账号信息',
        menuNameEn: 'Account info',
        icon: 'IdcardOutlined',
        roles: everyone,
      },
    ],
  },
  {
    menuCode: 'commodityCenter',
    menuName: '商品中心',
    menuNameEn: 'Commodities',
    icon: 'AppstoreOutlined',
    roles: operators,
    children: [
      {
        menuCode: 'brandManage',
        menuName: '品牌管理',
        menuNameEn: 'Brand management',
        icon: 'TagsOutlined',
        roles: operators,
      },
    ],
  },
  {
    menuCode: 'systemCenter',
    menuName: '系统管理',
    menuNameEn: 'System',
    icon: 'SettingOutlined',
    roles: operators,
    children: [
      {
        menuCode: 'opsLogQuery',
        menuName: '操作日志',
        menuNameEn: 'Operation log',
        icon: 'FileSearchOutlined',
        roles: operators,
      },
    ],
  },
];

/**
 * Roles, menus and role-menu links: reference data every installation needs (registration grants the
 * buyer role), so they are added whenever missing, without touching rows that exist.
 */
export async function ensureReferenceData(tx: Tx): Promise<void> {
  await tx.insert(roles).values(ROLES).onConflictDoNothing({ target: roles.roleCode });
  const insertLevel = async (level: MenuSeed[], parentId: number | null) => {
    for (const [index, menu] of level.entries()) {
      await tx
        .insert(menus)
        .values({
          parentId,
          menuCode: menu.menuCode,
          menuName: menu.menuName,
          menuNameEn: menu.menuNameEn,
          appCode: BACK_OFFICE_APP_CODE,
          icon: menu.icon,
          sortNo: (index + 1) * 10,
          isVue: true,
        })
        .onConflictDoNothing({ target: menus.menuCode });
      const [row] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(inArray(menus.menuCode, [menu.menuCode]));
      const roleRows = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.roleCode, menu.roles));
      if (roleRows.length > 0) {
        await tx
          .insert(roleMenus)
          .values(roleRows.map((role) => ({ roleId: role.id, menuId: row.id })))
          .onConflictDoNothing();
      }
      await insertLevel(menu.children ?? [], row.id);
    }
  };
  await insertLevel(MENU_TREE, null);
}
