// Typed arrays that grow by doubling, for the in-process search index's columns and posting lists.

type Typed = Int32Array | Uint32Array | Uint8Array | Float64Array;
type TypedOf<T extends Typed> = T extends Int32Array
  ? Int32ArrayConstructor
  : T extends Uint32Array
    ? Uint32ArrayConstructor
    : T extends Uint8Array
      ? Uint8ArrayConstructor
      : Float64ArrayConstructor;

/** `array` with room for at least `size` items (a larger copy when it has less). */
export function withRoom<T extends Typed>(array: T, size: number): T {
  if (array.length >= size) return array;
  const Kind = array.constructor as TypedOf<T>;
  const grown = new Kind(Math.max(size, array.length * 2, 8)) as T;
  grown.set(array as never);
  return grown;
}

/** A list of rows holding one lexeme (or one channel, one pool), in row order, each with its score byte. */
export class Postings {
  rows = new Int32Array(4);
  scores = new Uint8Array(4);
  size = 0;

  /** A list read back from a snapshot (index-snapshot.ts): its data, without its class. */
  static restore(raw: Postings): Postings {
    return Object.setPrototypeOf(raw, Postings.prototype);
  }

  add(row: number, score: number): void {
    if (this.size === this.rows.length) {
      this.rows = withRoom(this.rows, this.size + 1);
      this.scores = withRoom(this.scores, this.size + 1);
    }
    this.rows[this.size] = row;
    this.scores[this.size] = score;
    this.size += 1;
  }

  /** Gives back the spare room of a list that is complete (after a full load). */
  trim(): void {
    if (this.rows.length === this.size) return;
    this.rows = this.rows.slice(0, this.size);
    this.scores = this.scores.slice(0, this.size);
  }
}

/**
 * The first index at or after `from` (and before `end`) whose row is at least `row` in a row-ordered list:
 * a few steps forward first (lists of like length advance by one or two), then galloping and a binary search
 * (a short list is intersected with a long one without reading it).
 */
export function seek(rows: Int32Array, end: number, from: number, row: number): number {
  let at = from;
  for (let steps = 0; steps < 4; steps += 1) {
    if (at >= end || rows[at] >= row) return at;
    at += 1;
  }
  let step = 1;
  let low = at;
  let high = at;
  while (high < end && rows[high] < row) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > end) high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rows[mid] < row) low = mid + 1;
    else high = mid;
  }
  return low;
}
