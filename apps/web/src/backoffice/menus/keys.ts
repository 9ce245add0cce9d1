import { entityRoot } from '../../api/entity-refresh';

// Menu management's query keys: the draft per application, the applications, a user's effective menus.
export const menuKeys = {
  all: entityRoot('menus', ['menu', 'menuApp']),
  apps: () => [...menuKeys.all, 'apps'] as const,
  draft: (appCode: string) => [...menuKeys.all, 'draft', appCode] as const,
  userMenus: (userId: string) => [...menuKeys.all, 'user', userId] as const,
};

/**
 * The signed-in user's workbench: its common menus (kept with its preferences), and what it counts and lists
 * (orders, approval tasks, registrations, goods, price changes, brand authorisations, articles, messages).
 */
export const workbenchKeys = {
  all: entityRoot('workbench', [
    'user',
    'menu',
    'order',
    'cancelApplication',
    'approvalTask',
    'orgApplication',
    'goods',
    'brandAuth',
    'contentArticle',
    'message',
  ]),
};
