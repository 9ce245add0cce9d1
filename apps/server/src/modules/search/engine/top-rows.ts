/**
 * The `keep` rows of smallest key offered so far (keys are distinct). Offers below the current bar are
 * gathered; when the gathering is full, the `keep` smallest are selected and the bar drops to the largest of
 * them. Each offer costs a comparison and a little, whatever order the keys come in (a heap costs a descent
 * per offer when they come in falling order, as the rows of a word do in price order). Rows without a key
 * (added after the ranks were built) are kept apart, in `unranked`, for the caller to merge.
 */
export class TopRows {
  private readonly keys: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;
  private bar = Number.POSITIVE_INFINITY;
  readonly unranked: number[] = [];

  constructor(readonly keep: number) {
    const room = Math.max(keep * 4, 256);
    this.keys = new Float64Array(room);
    this.rows = new Int32Array(room);
  }

  offer(key: number, row: number): void {
    if (key >= this.bar || this.keep === 0) return;
    this.keys[this.size] = key;
    this.rows[this.size] = row;
    this.size += 1;
    if (this.size === this.keys.length) this.cut();
  }

  /** Keeps the `keep` smallest of what was gathered, and lowers the bar to the largest of them. */
  private cut(): void {
    const { keys, rows, keep } = this;
    let low = 0;
    let high = this.size - 1;
    const swap = (i: number, j: number) => {
      const key = keys[i];
      keys[i] = keys[j];
      keys[j] = key;
      const row = rows[i];
      rows[i] = rows[j];
      rows[j] = row;
    };
    // Quickselect: afterwards keys[0 … keep - 1] are the keep smallest.
    while (low < high) {
      const pivot = keys[(low + high) >>> 1];
      let i = low;
      let j = high;
      while (i <= j) {
        while (keys[i] < pivot) i += 1;
        while (keys[j] > pivot) j -= 1;
        if (i <= j) {
          swap(i, j);
          i += 1;
          j -= 1;
        }
      }
      if (keep - 1 <= j) high = j;
      else if (keep - 1 >= i) low = i;
      else break;
    }
    this.size = keep;
    let bar = keys[0];
    for (let i = 1; i < keep; i += 1) if (keys[i] > bar) bar = keys[i];
    this.bar = bar;
  }

  /** The kept rows, smallest key first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i).sort((a, b) => this.keys[a] - this.keys[b]);
    return order.slice(0, this.keep).map((i) => this.rows[i]);
  }
}
