import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './port.ts';
import { S3Storage } from './s3.ts';

/** S3 settings of the config (storage:migrate builds the same store the server uses). */
export function s3StorageOf(config: Config): S3Storage {
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.s3ForcePathStyle,
    timeoutMs: config.STORAGE_TIMEOUT_MS,
  });
}

/** The one store of every file the site keeps, as STORAGE says (ADR 0140). */
export function fileStorageOf(config: Config): FileStorage & { close?: () => void } {
  return config.STORAGE === 's3' ? s3StorageOf(config) : new LocalDiskStorage(config.UPLOAD_DIR);
}
