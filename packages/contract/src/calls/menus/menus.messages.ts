import type { Catalogue } from '../../messages/catalogue';
import { MAX_COMMON_MENUS } from './menu-permissions';

/** Menu and application management's refusals, and the workbench's common menus. */
export const menuMessages = {
  'menus.appCodeFormat': {
    'zh-CN': '应用编码以大写字母开头，只能包含大写字母、数字和下划线',
    'en-US': 'An app code starts with a capital letter and holds only capitals, digits and underscores',
  },
  'menus.appCodeTaken': { 'zh-CN': '应用编码已存在', 'en-US': 'This app code is already taken' },
  'menus.appCodeFixed': {
    'zh-CN': '应用编码创建后不能修改',
    'en-US': 'An app code cannot change once the application exists',
  },
  'menus.appNotFound': { 'zh-CN': '应用不存在', 'en-US': 'The application does not exist' },
  'menus.appBuiltIn': {
    'zh-CN': '后台管理应用不能删除',
    'en-US': 'The back-office application cannot be deleted',
  },
  'menus.appInUse': {
    'zh-CN': '该应用下还有{{count}}个菜单分组，不能删除',
    'en-US': 'The application still holds {{count}} menu groups: it cannot be deleted',
  },
  'menus.menuNotFound': { 'zh-CN': '菜单不存在', 'en-US': 'The menu does not exist' },
  'menus.notEditable': {
    'zh-CN': '详情页和操作权限不在菜单中显示，不能编辑',
    'en-US': 'Detail pages and access codes are not shown in the menu and cannot be edited',
  },
  'menus.parentNotGroup': {
    'zh-CN': '页面只能放在一级菜单分组下',
    'en-US': 'A page can only sit in a top-level menu group',
  },
  'menus.groupHasNoParent': {
    'zh-CN': '一级菜单分组不能放在其他菜单下',
    'en-US': 'A top-level menu group cannot sit under another menu',
  },
  'menus.pageFollowsGroup': {
    'zh-CN': '页面随所在分组归属应用，请修改分组的应用',
    'en-US': "A page belongs to its group's application: change the group's application instead",
  },
  'menus.reorderIncomplete': {
    'zh-CN': '请包含该层级的全部菜单，且每个只出现一次',
    'en-US': 'Name every menu of that level, each once',
  },
  'menus.nothingToPublish': {
    'zh-CN': '草稿与已发布的菜单相同，无需发布',
    'en-US': 'The draft is the same as the published menus: there is nothing to publish',
  },
  'menus.userNotFound': { 'zh-CN': '用户不存在', 'en-US': 'The user does not exist' },
  'workbench.menuNotGranted': {
    'zh-CN': '只能选择您菜单中的页面',
    'en-US': 'Choose only pages of your own menu',
  },
  'workbench.tooMany': {
    'zh-CN': `常用菜单最多${MAX_COMMON_MENUS}个`,
    'en-US': `At most ${MAX_COMMON_MENUS} common menus`,
  },
  'workbench.duplicate': {
    'zh-CN': '常用菜单不能重复',
    'en-US': 'A common menu can be chosen only once',
  },
} satisfies Catalogue;
