import { entityRoot } from '../../api/entity-refresh';

// Content (home page) query keys: invalidation names what it refreshes.
export const contentKeys = {
  all: entityRoot('content', ['goods', 'frontCategory', 'commodityGroup', 'hotWord']),
  home: () => [...contentKeys.all, 'home'] as const,
};
