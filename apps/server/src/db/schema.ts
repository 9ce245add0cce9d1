// Every table of every module, for drizzle-kit and the typed database handle.
export * from '../modules/access/tables';
export * from '../modules/audit/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalog/tables';
export * from '../modules/content/tables';
export * from '../modules/identity/tables';
export * from '../modules/org/tables';
export * from '../modules/search/tables';
