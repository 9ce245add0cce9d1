import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './workers';

describe('restarting a dead worker process', () => {
  it('waits 1 s after a first death, doubling while workers keep dying young, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
