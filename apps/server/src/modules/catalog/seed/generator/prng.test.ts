import { describe, expect, it } from 'vitest';
import { cumulativeWeights, Rng, seedNumber } from './prng';

const draw = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.nextUint32());

describe('Rng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    expect(draw(new Rng(42), 20)).toEqual(draw(new Rng(42), 20));
    expect(draw(new Rng('demo'), 20)).toEqual(draw(new Rng('demo'), 20));
    expect(draw(new Rng(42), 20)).not.toEqual(draw(new Rng(43), 20));
    expect(seedNumber('demo')).not.toBe(seedNumber('deme'));
  });

  it('keeps draws inside their ranges', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 10_000; i++) {
      const value = rng.next();
      expect(value >= 0 && value < 1).toBe(true);
      const whole = rng.int(-3, 3);
      expect(whole >= -3 && whole <= 3 && Number.isInteger(whole)).toBe(true);
      const log = rng.logUniform(2, 50);
      expect(log >= 2 && log <= 50).toBe(true);
    }
  });

  it('picks by weight and samples distinct ascending indices', () => {
    const rng = new Rng(9);
    const cumulative = cumulativeWeights([1, 0, 3]);
    const counts = [0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[rng.weightedIndex(cumulative)]++;
    expect(counts[1]).toBe(0);
    expect(counts[2] / counts[0]).toBeGreaterThan(2.7);
    expect(counts[2] / counts[0]).toBeLessThan(3.3);
    const sample = rng.sampleIndices(10, 6);
    expect(new Set(sample).size).toBe(6);
    expect([...sample].sort((a, b) => a - b)).toEqual(sample);
    expect(rng.sampleIndices(3, 6)).toEqual([0, 1, 2]);
  });
});
