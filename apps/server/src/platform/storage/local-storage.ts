import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, StorageNotFound } from './storage';

/** Files in a folder (DATA_DIR/files by default); writes land under a temporary name and are renamed. */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.part`;
      if ('buffer' in source) await writeFile(partial, source.buffer);
      else await copyFile(source.path, partial);
      await rename(partial, target);
    },
    async read(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new StorageNotFound(key);
      }
      return createReadStream(path) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
