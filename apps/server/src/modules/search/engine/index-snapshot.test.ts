import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchIndex } from './index-search';
import { indexFromSnapshot, snapshotBytes } from './index-snapshot';
import type { SearchIndex } from './search-index';
import { indexThroughSnapshot } from './snapshot-file';
import { catalogue, random, SORTS, searches, sku } from './test-catalogue';

// A server that starts reads the snapshot instead of loading the index: it must answer every search as the
// index it was taken of, go on taking changes as that one does, and never be used for another database or
// another layout of the index.

const ID = 'cluster:db:42';

function answers(index: SearchIndex) {
  return searches.flatMap(([, search]) =>
    SORTS.flatMap((sort) =>
      [0, 40].map((offset) => searchIndex(index, search, { sort, offset, limit: 20, rankLimit: 30 }, true)),
    ),
  );
}

function changeBoth(indexes: SearchIndex[]) {
  for (const index of indexes) {
    const next = random(99);
    for (let id = 5; id <= 440; id += 13) index.put(id, sku(id, next));
    for (let id = 8; id <= 440; id += 17) index.put(id, null);
    for (let id = 441; id <= 460; id += 1) index.put(id, sku(id, next));
  }
}

describe('search index snapshot', () => {
  it('answers every search as the index it was taken of, also after both take the same changes', () => {
    const original = catalogue(1);
    const read = indexFromSnapshot(snapshotBytes(original, 1234, ID), ID);
    if (!read) throw new Error('snapshot not read');
    expect(read.seq).toBe(1234);
    expect(answers(read.index)).toEqual(answers(original));
    changeBoth([original, read.index]);
    expect(answers(read.index)).toEqual(answers(original));
    expect(answers(read.index).some((page) => page.counts.total > 0)).toBe(true);
  });

  it('is not used for another database, another format or another layout of the index, nor when damaged', () => {
    const bytes = snapshotBytes(catalogue(1), 7, ID);
    expect(indexFromSnapshot(bytes, 'cluster:db:43')).toBeNull();
    expect(indexFromSnapshot(bytes.subarray(0, bytes.length >> 1), ID)).toBeNull();
    expect(indexFromSnapshot(Buffer.from('not a snapshot'), ID)).toBeNull();
    const index = catalogue(1) as unknown as Record<string, unknown>;
    expect(indexFromSnapshot(serialize({ format: 2, identity: ID, seq: 7, index }), ID)).toBeNull();
    const { aliveBits: _, ...withoutAField } = index;
    expect(
      indexFromSnapshot(serialize({ format: 1, identity: ID, seq: 7, index: withoutAField }), ID),
    ).toBeNull();
    expect(indexFromSnapshot(serialize({ format: 1, identity: ID, seq: 7, index }), ID)).not.toBeNull();
  });
});

describe('snapshot file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const setUp = () => {
    dir = mkdtempSync(join(tmpdir(), 'pm-snapshot-'));
    return join(dir, 'index.snapshot');
  };
  const loader = (seq: number) => vi.fn(async () => ({ index: catalogue(1), seq }));

  it('loads and writes once, then reads; another database loads again', async () => {
    const path = setUp();
    const load = loader(10);
    expect(await indexThroughSnapshot({ path, identity: ID, load })).toMatchObject({
      from: 'database',
      seq: 10,
    });
    expect(existsSync(`${path}.lock`)).toBe(false);
    const again = await indexThroughSnapshot({ path, identity: ID, load });
    expect(again).toMatchObject({ from: 'snapshot', seq: 10 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers(again.index)).toEqual(answers(catalogue(1)));
    const other = loader(3);
    expect(await indexThroughSnapshot({ path, identity: 'other', load: other })).toMatchObject({
      from: 'database',
      seq: 3,
    });
  });

  it('waits while another process loads, then reads what it wrote', async () => {
    const path = setUp();
    writeFileSync(`${path}.lock`, '1');
    const load = loader(10);
    const onWait = vi.fn();
    const waiting = indexThroughSnapshot({ path, identity: ID, load, pollMs: 5, onWait });
    await vi.waitFor(() => expect(onWait).toHaveBeenCalled());
    expect(load).not.toHaveBeenCalled();
    writeFileSync(path, snapshotBytes(catalogue(1), 77, ID));
    rmSync(`${path}.lock`);
    expect(await waiting).toMatchObject({ from: 'snapshot', seq: 77 });
    expect(load).not.toHaveBeenCalled();
  });

  it('takes over the lock of a process that died while loading', async () => {
    const path = setUp();
    writeFileSync(`${path}.lock`, '1');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${path}.lock`, old, old);
    const load = loader(5);
    expect(await indexThroughSnapshot({ path, identity: ID, load, staleLockMs: 30_000 })).toMatchObject({
      from: 'database',
      seq: 5,
    });
    expect(existsSync(path)).toBe(true);
  });
});
