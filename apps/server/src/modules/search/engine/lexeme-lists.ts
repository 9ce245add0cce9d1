import { Postings, withRoom } from './growable';
import { readTsvector } from './tsvector-text';

/** A stretch of one lexeme's rows (in row order) and their score bytes: `rows[start]` to `rows[end - 1]`. */
export interface RowList {
  rows: Int32Array;
  scores: Uint8Array;
  start: number;
  end: number;
}

/**
 * Every lexeme's rows, compact: while loading, (lexeme, row, score) triples are gathered in three typed
 * arrays; `freeze` sorts them by lexeme into one array of rows and one of scores with each lexeme's stretch
 * (no object per lexeme: a million SKUs hold a million item codes). A lexeme that gains a row after that gets
 * a list of its own, a copy of its stretch that grows.
 */
export class LexemeLists {
  private readonly ids = new Map<string, number>();
  private pending = { lexeme: new Int32Array(0), row: new Int32Array(0), score: new Uint8Array(0), size: 0 };
  private rows = new Int32Array(0);
  private scores = new Uint8Array(0);
  private start = new Int32Array(0);
  private end = new Int32Array(0);
  private frozen = false;
  private readonly grown = new Map<number, Postings>();

  /** The lists read back from a snapshot (index-snapshot.ts): data without classes. */
  static restore(raw: LexemeLists): LexemeLists {
    Object.setPrototypeOf(raw, LexemeLists.prototype);
    for (const list of raw.grown.values()) Postings.restore(list);
    return raw;
  }

  private idOf(lexeme: string): number {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(lexeme, id);
    }
    return id;
  }

  /** Adds row `row`, whose document is `doc` (tsvector text); rows come in increasing order. */
  addDocument(row: number, doc: string): void {
    readTsvector(doc, (lexeme, score) => {
      const id = this.idOf(lexeme);
      if (this.frozen) this.grownList(id).add(row, score);
      else this.addPending(id, row, score);
    });
  }

  private addPending(id: number, row: number, score: number): void {
    const p = this.pending;
    if (p.size === p.row.length) {
      const room = Math.max(1024, p.size * 2);
      p.lexeme = withRoom(p.lexeme, room);
      p.row = withRoom(p.row, room);
      p.score = withRoom(p.score, room);
    }
    p.lexeme[p.size] = id;
    p.row[p.size] = row;
    p.score[p.size] = score;
    p.size += 1;
  }

  /** Sorts what was loaded into each lexeme's stretch (a counting sort: rows stay in order). */
  freeze(): void {
    if (this.frozen) return;
    const p = this.pending;
    const lexemes = this.ids.size;
    const start = new Int32Array(lexemes + 1);
    for (let i = 0; i < p.size; i += 1) start[p.lexeme[i] + 1] += 1;
    for (let id = 0; id < lexemes; id += 1) start[id + 1] += start[id];
    const end = start.slice(0, lexemes);
    const rows = new Int32Array(p.size);
    const scores = new Uint8Array(p.size);
    for (let i = 0; i < p.size; i += 1) {
      const at = end[p.lexeme[i]];
      rows[at] = p.row[i];
      scores[at] = p.score[i];
      end[p.lexeme[i]] = at + 1;
    }
    Object.assign(this, { rows, scores, start: start.subarray(0, lexemes), end, frozen: true });
    this.pending = { lexeme: new Int32Array(0), row: new Int32Array(0), score: new Uint8Array(0), size: 0 };
  }

  private grownList(id: number): Postings {
    let list = this.grown.get(id);
    if (!list) {
      list = new Postings();
      for (let i = this.start[id] ?? 0; i < (this.end[id] ?? 0); i += 1)
        list.add(this.rows[i], this.scores[i]);
      this.grown.set(id, list);
    }
    return list;
  }

  /** The rows holding `lexeme`, or null when none ever did. */
  listOf(lexeme: string): RowList | null {
    if (!this.frozen) throw new Error('the index is still loading');
    const id = this.ids.get(lexeme);
    if (id === undefined) return null;
    const grown = this.grown.get(id);
    if (grown) return { rows: grown.rows, scores: grown.scores, start: 0, end: grown.size };
    if (id >= this.start.length) return null;
    return { rows: this.rows, scores: this.scores, start: this.start[id], end: this.end[id] };
  }

  /** Each lexeme whose list holds at least `min` rows, with its list (after the load). */
  *atLeast(min: number): Generator<[string, RowList]> {
    for (const lexeme of this.ids.keys()) {
      const list = this.listOf(lexeme);
      if (list && list.end - list.start >= min) yield [lexeme, list];
    }
  }

  get postings(): number {
    return this.frozen ? this.rows.length : this.pending.size;
  }
}
