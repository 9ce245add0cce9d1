// Seeded randomness: sfc32 seeded through splitmix32, so one seed always gives one catalogue.

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over the UTF-16 code units: text seeds map to a 32-bit number. */
export function seedNumber(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new Error('the seed must be a finite number or a text');
    return Math.trunc(seed) >>> 0;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const mix = splitmix32(seedNumber(seed));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    // The first outputs of sfc32 still echo the seed; discard them.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index drawn by cumulative weights (ascending running totals, last = total). */
  weightedIndex(cumulative: readonly number[]): number {
    const target = this.next() * cumulative[cumulative.length - 1];
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Log-uniform in [min, max]: cheap goods are as common as dear ones across a wide range. */
  logUniform(min: number, max: number): number {
    return min * (max / min) ** this.next();
  }

  /** `count` distinct indices of [0, size), ascending. */
  sampleIndices(size: number, count: number): number[] {
    const pool = Array.from({ length: size }, (_, i) => i);
    const take = Math.min(count, size);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(this.next() * (size - i));
      const held = pool[i];
      pool[i] = pool[j];
      pool[j] = held;
    }
    return pool.slice(0, take).sort((x, y) => x - y);
  }
}

/** Running totals of weights, for Rng.weightedIndex. */
export function cumulativeWeights(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => {
    total += weight;
    return total;
  });
}
