import { join } from 'node:path';
import { localStorage } from './local-storage';
import { type S3Settings, s3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** S3 when S3_BUCKET is set (with S3_ENDPOINT and the keys), else a folder under DATA_DIR (or FILES_DIR). */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', dir: env.FILES_DIR || join(dataDir, 'files') };
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set when S3_BUCKET is`);
    return value;
  };
  return {
    kind: 's3',
    endpoint: required('S3_ENDPOINT'),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    pathStyle: env.S3_PATH_STYLE !== 'false',
  };
}

export function openStorage(config: StorageConfig): FileStorage {
  return config.kind === 'local' ? localStorage(config.dir) : s3Storage(config);
}

export * from './storage';
