import { inArray, sql } from 'drizzle-orm';
import { users } from '../../identity/shared-tables';
import { brands } from '../brand-tables';
import type {
  CatalogAttribute,
  CatalogAttributeGroup,
  CatalogAttributeValue,
  CatalogBrand,
  CatalogCategory,
  CatalogChannel,
  CatalogFrontCategory,
  CatalogPool,
  CatalogReference,
  CatalogShop,
  CatalogSupplier,
} from './generator';
import { type Conn, col, insertRows, resetIdentity } from './unnest-insert';

// The generator's reference data (categories, suppliers, shops, attributes, channels, pools) keeps its ids;
// brands merge by name with the brands already there. Loading it twice changes nothing.

const keep = { keepIds: true, ignoreConflicts: true };

type Pair = { a: number; b: number };
const pairs = (owners: { id: number; categoryIds: number[] }[], idOf = (id: number) => id): Pair[] =>
  owners.flatMap((owner) => owner.categoryIds.map((categoryId) => ({ a: idOf(owner.id), b: categoryId })));

async function insertCategories(conn: Conn, ref: CatalogReference): Promise<void> {
  await insertRows<CatalogCategory>(
    conn,
    'categories',
    [
      col('id', 'bigint', (c) => c.id),
      col('code', 'text', (c) => c.code),
      col('name', 'text', (c) => c.name),
      col('name_en', 'text', (c) => c.nameEn),
      col('parent_id', 'bigint', (c) => c.parentId),
      col('level', 'smallint', (c) => c.level),
      col('sort_no', 'int', (c) => c.sortNo),
      col('is_leaf', 'boolean', (c) => c.isLeaf),
      col('top_key', 'text', (c) => c.topKey),
    ],
    ref.categories,
    keep,
  );
  await insertRows<CatalogFrontCategory>(
    conn,
    'front_categories',
    [
      col('id', 'bigint', (c) => c.id),
      col('name', 'text', (c) => c.name),
      col('name_en', 'text', (c) => c.nameEn),
      col('parent_id', 'bigint', (c) => c.parentId),
      col('level', 'smallint', (c) => c.level),
      col('sort_no', 'int', (c) => c.sortNo),
    ],
    ref.frontCategories,
    keep,
  );
  await insertRows(
    conn,
    'front_category_links',
    [col('front_category_id', 'bigint', (p: Pair) => p.a), col('category_id', 'bigint', (p: Pair) => p.b)],
    ref.frontCategories.flatMap((f) => f.backCategoryIds.map((b) => ({ a: f.id, b }))),
    { ignoreConflicts: true },
  );
}

/** Generator brand id → database brand id; a generator brand whose name exists takes that row. */
export async function mergeBrands(
  conn: Conn,
  ref: CatalogReference,
  at: Date,
  updatedBy: number | null,
): Promise<Map<number, number>> {
  const names = ref.brands.map((b) => b.name);
  const existing = await conn
    .select({ id: brands.id, name: brands.brandName })
    .from(brands)
    .where(inArray(brands.brandName, names));
  const idByName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = ref.brands.filter((b) => !idByName.has(b.name));
  await insertRows<CatalogBrand>(
    conn,
    'brands',
    [
      col('brand_code', 'text', (b) => b.code),
      col('brand_name', 'text', (b) => b.name),
      col('brand_name_en', 'text', (b) => b.nameEn),
      col('description', 'text', (b) => b.description),
      col('sort_no', 'int', (b) => b.sortNo),
      col('created_at', 'timestamptz', () => at.toISOString()),
      col('updated_at', 'timestamptz', () => at.toISOString()),
      col('updated_by', 'bigint', () => updatedBy),
    ],
    missing,
  );
  // Brands that were there already take the generator's code (operators' brands have none).
  await conn.execute(sql`update brands set brand_code = u.code
    from unnest(${sql.param(ref.brands.map((b) => b.name))}::text[], ${sql.param(ref.brands.map((b) => b.code))}::text[]) as u(name, code)
    where brands.brand_name = u.name and brands.brand_code is null`);
  const rows = await conn
    .select({ id: brands.id, code: brands.brandCode })
    .from(brands)
    .where(
      inArray(
        brands.brandCode,
        ref.brands.map((b) => b.code),
      ),
    );
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  const map = new Map<number, number>();
  for (const brand of ref.brands) {
    const id = idByCode.get(brand.code);
    if (id === undefined) throw new Error(`brand ${brand.code} (${brand.name}) was not stored`);
    map.set(brand.id, id);
  }
  await insertRows(
    conn,
    'brand_categories',
    [col('brand_id', 'bigint', (p: Pair) => p.a), col('category_id', 'bigint', (p: Pair) => p.b)],
    pairs(ref.brands, (id) => map.get(id) as number),
    { ignoreConflicts: true },
  );
  return map;
}

/** Org ids of the demo supplier logins (supplier01, supplier02), when the demo accounts exist. */
async function demoSupplierOrgs(conn: Conn): Promise<Map<string, number>> {
  const rows = await conn
    .select({ username: users.username, orgId: users.orgId })
    .from(users)
    .where(inArray(users.username, ['supplier01', 'supplier02']));
  return new Map(rows.flatMap((row) => (row.orgId ? [[row.username, row.orgId] as const] : [])));
}

async function insertSuppliers(conn: Conn, ref: CatalogReference): Promise<void> {
  const orgs = await demoSupplierOrgs(conn);
  await insertRows<CatalogSupplier>(
    conn,
    'suppliers',
    [
      col('id', 'bigint', (s) => s.id),
      col('kind', 'text', (s) => s.kind),
      col('supplier_code', 'text', (s) => s.supplierCode),
      col('supplier_no', 'text', (s) => s.supplierNo),
      col('name', 'text', (s) => s.name),
      col('name_en', 'text', (s) => s.nameEn),
      col('company_name', 'text', (s) => s.companyName),
      col('credit_code', 'text', (s) => s.creditCode),
      col('contact_name', 'text', (s) => s.contactName),
      col('contact_phone', 'text', (s) => s.contactPhone),
      col('org_id', 'bigint', (s) => (s.demoAccount ? (orgs.get(s.demoAccount) ?? null) : null)),
    ],
    ref.suppliers,
    keep,
  );
  await insertRows(
    conn,
    'supplier_categories',
    [col('supplier_id', 'bigint', (p: Pair) => p.a), col('category_id', 'bigint', (p: Pair) => p.b)],
    pairs(ref.suppliers),
    { ignoreConflicts: true },
  );
  await insertRows<CatalogShop>(
    conn,
    'supplier_shops',
    [
      col('id', 'bigint', (s) => s.id),
      col('supplier_id', 'bigint', (s) => s.supplierId),
      col('shop_name', 'text', (s) => s.shopName),
      col('description', 'text', (s) => s.description),
      col('shop_name_en', 'text', (s) => s.shopNameEn),
      col('description_en', 'text', (s) => s.descriptionEn),
      col('rating', 'numeric', (s) => s.rating),
      col('service_phone', 'text', (s) => s.servicePhone),
      col('sort_no', 'int', (s) => s.id * 10),
    ],
    ref.shops,
    keep,
  );
}

async function insertAttributes(conn: Conn, ref: CatalogReference): Promise<void> {
  await insertRows<CatalogAttributeGroup>(
    conn,
    'attribute_groups',
    [
      col('id', 'bigint', (g) => g.id),
      col('code', 'text', (g) => g.code),
      col('name', 'text', (g) => g.name),
      col('name_en', 'text', (g) => g.nameEn),
      col('sort_no', 'int', (g) => g.sortNo),
    ],
    ref.attributeGroups,
    keep,
  );
  await insertRows<CatalogAttribute>(
    conn,
    'attributes',
    [
      col('id', 'bigint', (a) => a.id),
      col('category_id', 'bigint', (a) => a.categoryId),
      col('group_id', 'bigint', (a) => a.groupId),
      col('name', 'text', (a) => a.name),
      col('name_en', 'text', (a) => a.nameEn),
      col('sort_no', 'int', (a) => a.sortNo),
      col('is_variant', 'boolean', (a) => a.isVariant),
    ],
    ref.attributes,
    keep,
  );
  await insertRows<CatalogAttributeValue>(
    conn,
    'attribute_values',
    [
      col('id', 'bigint', (v) => v.id),
      col('attribute_id', 'bigint', (v) => v.attributeId),
      col('value', 'text', (v) => v.value),
      col('value_en', 'text', (v) => v.valueEn),
      col('sort_no', 'int', (v) => v.sortNo),
    ],
    ref.attributeValues,
    keep,
  );
  const named = [col('id', 'bigint', (r: { id: number }) => r.id)];
  await insertRows<CatalogChannel>(
    conn,
    'channels',
    [
      ...named,
      col('code', 'text', (c) => c.code),
      col('name', 'text', (c) => c.name),
      col('name_en', 'text', (c) => c.nameEn),
    ],
    ref.channels,
    keep,
  );
  await insertRows<CatalogPool>(
    conn,
    'pools',
    [
      ...named,
      col('code', 'text', (p) => p.code),
      col('name', 'text', (p) => p.name),
      col('name_en', 'text', (p) => p.nameEn),
      col('description', 'text', (p) => p.description),
    ],
    ref.pools,
    keep,
  );
}

const KEPT_ID_TABLES = [
  'categories',
  'front_categories',
  'suppliers',
  'supplier_shops',
  'attribute_groups',
  'attributes',
  'attribute_values',
  'channels',
  'pools',
];

/**
 * Loads the reference data (missing rows only) and returns the brand id map the SKU rows need.
 * Suppliers of the demo logins belong to their organisations when those exist.
 */
export async function loadCatalogReference(
  conn: Conn,
  ref: CatalogReference,
  at: Date,
  updatedBy: number | null,
): Promise<Map<number, number>> {
  await insertCategories(conn, ref);
  const brandIds = await mergeBrands(conn, ref, at, updatedBy);
  await insertSuppliers(conn, ref);
  await insertAttributes(conn, ref);
  for (const table of KEPT_ID_TABLES) await resetIdentity(conn, table);
  return brandIds;
}
