// Catalogue tables, one file per concept; drizzle-kit and db/schema.ts read them through this file.
export * from './attribute-tables';
export * from './brand-tables';
export * from './category-tables';
export * from './goods-tables';
export * from './supplier-tables';
