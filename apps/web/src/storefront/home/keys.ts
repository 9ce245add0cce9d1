// Content (home page) query keys: invalidation names what it refreshes.
export const contentKeys = {
  all: ['content'] as const,
  home: () => [...contentKeys.all, 'home'] as const,
};
