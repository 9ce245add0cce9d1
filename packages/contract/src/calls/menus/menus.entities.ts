/** The kinds of record menu management's writes touch: menus (their draft and published state) and applications. */
export const menuEntities = ['menu', 'menuApp'] as const;
