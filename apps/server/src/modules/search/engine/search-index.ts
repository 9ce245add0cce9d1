import { Postings, withRoom } from './growable';
import { LexemeLists } from './lexeme-lists';
import { buildSortOrders, type SortOrders } from './sort-orders';

/** One on-shelf SKU as the index holds it (a row of sku_search). */
export interface IndexedSku {
  skuId: number;
  priceCents: number;
  band: number;
  salesCount: number;
  /** Milliseconds since 1970. */
  createdAt: number;
  cat1: number;
  cat2: number;
  cat3: number;
  brandId: number;
  supplierId: number;
  shopId: number;
  /** The document as PostgreSQL prints a tsvector. */
  doc: string;
  channelIds: readonly number[];
  poolIds: readonly number[];
}

/** Ids of one facet (leaf category, brand, supplier) numbered densely, for counting into an array. */
export class Dimension {
  readonly ids: number[] = [];
  private readonly index = new Map<number, number>();

  denseOf(id: number): number {
    let dense = this.index.get(id);
    if (dense === undefined) {
      dense = this.ids.length;
      this.ids.push(id);
      this.index.set(id, dense);
    }
    return dense;
  }

  /** The dense numbers of `ids` as a mask (ids the index has never seen select nothing). */
  maskOf(ids: readonly number[]): Uint8Array {
    const mask = new Uint8Array(this.ids.length);
    for (const id of ids) {
      const dense = this.index.get(id);
      if (dense !== undefined) mask[dense] = 1;
    }
    return mask;
  }
}

/**
 * The searchable (on-shelf) SKUs of one database in this process, as columns of typed arrays indexed by row,
 * and a posting list per lexeme, per category of each level, brand, supplier and shop. A changed SKU gets a
 * new row and its old row is marked dead, so lists only ever grow at their end and stay in row order.
 */
export class SearchIndex {
  size = 0;
  dead = 0;
  alive = new Uint8Array(0);
  skuId = new Int32Array(0);
  price = new Float64Array(0);
  band = new Int32Array(0);
  sales = new Int32Array(0);
  created = new Float64Array(0);
  cat1 = new Int32Array(0);
  cat2 = new Int32Array(0);
  shop = new Int32Array(0);
  /** Dense numbers of the row's leaf category, brand and supplier (see `dims`). */
  cat3 = new Int32Array(0);
  brand = new Int32Array(0);
  supplier = new Int32Array(0);
  /** The row's channels and pools: `count` ids from `start` in `flat`. */
  channels = { start: new Int32Array(0), count: new Uint8Array(0), flat: new Int32Array(0), size: 0 };
  pools = { start: new Int32Array(0), count: new Uint8Array(0), flat: new Int32Array(0), size: 0 };
  /** Rows in each sort's order, built when a full load ends (sort-orders.ts). */
  orders: SortOrders | null = null;
  readonly dims = { cat3: new Dimension(), brand: new Dimension(), supplier: new Dimension() };
  readonly lexemes = new LexemeLists();
  /** `c1:`, `c2:`, `c3:` category of each level, `b:` brand, `s:` supplier, `h:` shop, then the id. */
  readonly keys = new Map<string, Postings>();
  /** Each SKU id's row plus one (0: not in the index). */
  private rowOf = new Int32Array(0);

  /** Puts a SKU in (replacing its earlier row), or takes it out when `sku` is only its id (off shelf). */
  put(skuId: number, sku: IndexedSku | null): void {
    const old = (this.rowOf[skuId] ?? 0) - 1;
    if (old >= 0) {
      this.alive[old] = 0;
      this.dead += 1;
      this.rowOf[skuId] = 0;
    }
    if (sku) this.append(sku);
  }

  private append(sku: IndexedSku): void {
    const row = this.size;
    this.grow(row + 1);
    this.size += 1;
    this.alive[row] = 1;
    this.skuId[row] = sku.skuId;
    this.price[row] = sku.priceCents;
    this.band[row] = sku.band;
    this.sales[row] = sku.salesCount;
    this.created[row] = sku.createdAt;
    this.cat1[row] = sku.cat1;
    this.cat2[row] = sku.cat2;
    this.shop[row] = sku.shopId;
    this.cat3[row] = this.dims.cat3.denseOf(sku.cat3);
    this.brand[row] = this.dims.brand.denseOf(sku.brandId);
    this.supplier[row] = this.dims.supplier.denseOf(sku.supplierId);
    this.rowOf = withRoom(this.rowOf, sku.skuId + 1);
    this.rowOf[sku.skuId] = row + 1;
    addIds(this.channels, row, sku.channelIds);
    addIds(this.pools, row, sku.poolIds);
    const keyed: [string, number][] = [
      ['c1:', sku.cat1],
      ['c2:', sku.cat2],
      ['c3:', sku.cat3],
      ['b:', sku.brandId],
      ['s:', sku.supplierId],
      ['h:', sku.shopId],
    ];
    for (const [prefix, id] of keyed) postingsOf(this.keys, `${prefix}${id}`).add(row, 0);
    this.lexemes.addDocument(row, sku.doc);
  }

  private grow(size: number): void {
    if (this.alive.length >= size) return;
    const room = Math.max(size, this.alive.length * 2, 1024);
    for (const column of ['alive', 'skuId', 'price', 'sales', 'created', 'cat1', 'cat2', 'shop'] as const)
      (this as Record<typeof column, Int32Array | Uint8Array | Float64Array>)[column] = withRoom(
        this[column],
        room,
      );
    for (const column of ['cat3', 'brand', 'supplier', 'band'] as const)
      this[column] = withRoom(this[column], room);
    for (const ids of [this.channels, this.pools]) {
      ids.start = withRoom(ids.start, room);
      ids.count = withRoom(ids.count, room);
    }
  }

  /** Ends a full load: the lexemes' lists are made compact, and spare room is given back. */
  loaded(): void {
    this.lexemes.freeze();
    this.orders = buildSortOrders(this);
    for (const list of this.keys.values()) list.trim();
  }

  /** Whether row `row` is in a channel (or pool) of `wanted` (sorted ids). */
  inAny(ids: SearchIndex['channels'], row: number, wanted: readonly number[]): boolean {
    const end = ids.start[row] + ids.count[row];
    for (let i = ids.start[row]; i < end; i += 1) if (wanted.includes(ids.flat[i])) return true;
    return false;
  }
}

function postingsOf(map: Map<string, Postings>, key: string): Postings {
  let list = map.get(key);
  if (!list) {
    list = new Postings();
    map.set(key, list);
  }
  return list;
}

function addIds(ids: SearchIndex['channels'], row: number, values: readonly number[]): void {
  ids.start[row] = ids.size;
  ids.count[row] = Math.min(values.length, 255);
  ids.flat = withRoom(ids.flat, ids.size + values.length);
  for (const value of values.slice(0, 255)) {
    ids.flat[ids.size] = value;
    ids.size += 1;
  }
}
