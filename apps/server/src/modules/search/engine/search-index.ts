import { BAND_BOUNDS } from '../price-bands';
import { Postings, withRoom } from './growable';
import { LexemeLists, type RowList } from './lexeme-lists';
import { FREQUENT, ListFacets } from './list-facets';
import { rankRows, type SortOrders } from './sort-orders';

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

  static restore(raw: Dimension): Dimension {
    return Object.setPrototypeOf(raw, Dimension.prototype);
  }

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
 * What a search counts of each row, packed: the `FACTS` numbers of row `r` start at `facts[r * FACTS]`, so
 * counting a row reads one cache line.
 */
export const FACT = { cat3: 0, brand: 1, supplier: 2, band: 3 };
export const FACTS = 4;

/** The sorts whose order is kept: price descending reads price ascending backwards. */
export type RankedSort = 'sales' | 'priceAsc' | 'newest';
const RANKED: readonly RankedSort[] = ['sales', 'priceAsc', 'newest'];

/**
 * The searchable (on-shelf) SKUs of one database in this process, as columns of typed arrays indexed by row,
 * and a posting list per lexeme, per category of each level, brand, supplier and shop. A changed SKU gets a
 * new row and its old row is marked dead, so lists only ever grow at their end and stay in row order.
 */
export class SearchIndex {
  size = 0;
  dead = 0;
  skuId = new Int32Array(0);
  price = new Float64Array(0);
  sales = new Int32Array(0);
  created = new Float64Array(0);
  cat1 = new Int32Array(0);
  cat2 = new Int32Array(0);
  shop = new Int32Array(0);
  /** One bit per row: whether it is alive (a later row replaced it, or it went off shelf). 128 kB a million. */
  aliveBits = new Uint32Array(0);
  /** Per row: dense numbers of its leaf category, brand and supplier (see `dims`), and its price band. */
  facts = new Int32Array(0);
  /** Per row: its place in each kept sort's order (sort-orders.ts), -1 for a row added after they were built. */
  ranks: Record<RankedSort, Int32Array> = {
    sales: new Int32Array(0),
    priceAsc: new Int32Array(0),
    newest: new Int32Array(0),
  };
  /** The row's channels and pools: `count` ids from `start` in `flat`. */
  channels = { start: new Int32Array(0), count: new Uint8Array(0), flat: new Int32Array(0), size: 0 };
  pools = { start: new Int32Array(0), count: new Uint8Array(0), flat: new Int32Array(0), size: 0 };
  /** Rows below this have their ranks in `facts` (built when a full load ends); later rows have none. */
  rankedUpTo = 0;
  /** Each sort's order of the rows below rankedUpTo. */
  orders: SortOrders | null = null;
  /** Facet counts of the long lists, kept from the load on. */
  readonly listFacets = new ListFacets();
  readonly dims = { cat3: new Dimension(), brand: new Dimension(), supplier: new Dimension() };
  readonly lexemes = new LexemeLists();
  /** `c1:`, `c2:`, `c3:` category of each level, `b:` brand, `s:` supplier, `h:` shop, then the id. */
  readonly keys = new Map<string, Postings>();
  /** Each SKU id's row plus one (0: not in the index). */
  private rowOf = new Int32Array(0);

  /** `longList`: lists of at least this many rows keep their facet counts (list-facets.ts). */
  constructor(private readonly longList = FREQUENT) {}

  /**
   * An index read back from a snapshot (index-snapshot.ts): v8's deserialize gives its data without classes;
   * each part that is a class gets its prototype back here.
   */
  static restore(raw: SearchIndex): SearchIndex {
    Object.setPrototypeOf(raw, SearchIndex.prototype);
    ListFacets.restore(raw.listFacets);
    for (const dim of Object.values(raw.dims)) Dimension.restore(dim);
    LexemeLists.restore(raw.lexemes);
    for (const list of raw.keys.values()) Postings.restore(list);
    return raw;
  }

  /** Puts a SKU in (replacing its earlier row), or takes it out when `sku` is only its id (off shelf). */
  put(skuId: number, sku: IndexedSku | null): void {
    const old = (this.rowOf[skuId] ?? 0) - 1;
    if (old >= 0) {
      this.aliveBits[old >>> 5] &= ~(1 << (old & 31));
      this.listFacets.rowDied(old);
      this.dead += 1;
      this.rowOf[skuId] = 0;
    }
    if (sku) this.append(sku);
  }

  private append(sku: IndexedSku): void {
    const row = this.size;
    this.grow(row + 1);
    this.size += 1;
    this.skuId[row] = sku.skuId;
    this.price[row] = sku.priceCents;
    this.sales[row] = sku.salesCount;
    this.created[row] = sku.createdAt;
    this.cat1[row] = sku.cat1;
    this.cat2[row] = sku.cat2;
    this.shop[row] = sku.shopId;
    const at = row * FACTS;
    this.facts[at + FACT.cat3] = this.dims.cat3.denseOf(sku.cat3);
    this.facts[at + FACT.brand] = this.dims.brand.denseOf(sku.brandId);
    this.facts[at + FACT.supplier] = this.dims.supplier.denseOf(sku.supplierId);
    this.facts[at + FACT.band] = sku.band;
    this.aliveBits[row >>> 5] |= 1 << (row & 31);
    for (const sort of RANKED) this.ranks[sort][row] = -1;
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
    if (this.skuId.length >= size) return;
    const room = Math.max(size, this.skuId.length * 2, 1024);
    for (const column of ['skuId', 'sales', 'cat1', 'cat2', 'shop'] as const)
      this[column] = withRoom(this[column], room);
    this.price = withRoom(this.price, room);
    this.created = withRoom(this.created, room);
    this.facts = withRoom(this.facts, room * FACTS);
    for (const sort of RANKED) this.ranks[sort] = withRoom(this.ranks[sort], room);
    this.aliveBits = withRoom(this.aliveBits, (room >>> 5) + 1);
    for (const ids of [this.channels, this.pools]) {
      ids.start = withRoom(ids.start, room);
      ids.count = withRoom(ids.count, room);
    }
  }

  /** Ends a full load: the lexemes' lists are made compact, and spare room is given back. */
  loaded(): void {
    this.lexemes.freeze();
    this.orders = rankRows(this);
    this.rankedUpTo = this.size;
    for (const list of this.keys.values()) list.trim();
    this.listFacets.build(this, this.longLists(), BAND_BOUNDS.length + 1, this.longList);
  }

  /** The long lists, by name: `w:` and the lexeme, or a key (`c3:7`, `b:12`, …). */
  private *longLists(): Generator<[string, RowList]> {
    for (const [lexeme, list] of this.lexemes.atLeast(this.longList)) yield [`w:${lexeme}`, list];
    for (const [key, list] of this.keys)
      yield [key, { rows: list.rows, scores: list.scores, start: 0, end: list.size }];
  }

  isAlive(row: number): boolean {
    return ((this.aliveBits[row >>> 5] >>> (row & 31)) & 1) === 1;
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
