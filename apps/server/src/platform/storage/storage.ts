import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where a stored object comes from: bytes in memory, or a finished file on disk (streamed, never read whole). */
export type StorageSource = { buffer: Buffer } | { path: string; size: number };

export interface StoredObjectInfo {
  contentType: string;
}

/**
 * One place for uploaded and generated files: a folder under DATA_DIR by default, an S3-compatible bucket
 * when configured (config.ts, README "File storage"). Keys come from newStorageKey() only, never from users.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, source: StorageSource, info: StoredObjectInfo): Promise<void>;
  /** The object's bytes as a stream; a missing key rejects with StorageNotFound. */
  read(key: string): Promise<Readable>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

const KEY_PATTERN = /^[a-z]+\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

/** A fresh random key under a purpose folder and the month, e.g. `exports/2026-11/<uuid>`. */
export function newStorageKey(purpose: 'exports' | 'imports' | 'uploads', at: Date): string {
  return `${purpose}/${at.toISOString().slice(0, 7)}/${randomUUID()}`;
}

/** Refuses anything that is not a key newStorageKey() makes: no user text ever becomes a path. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
