import path from 'node:path';
import type { Config } from '#server/config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export type { FileStorage } from './file-storage.js';
export { UPLOADS_URL_PREFIX } from './file-storage.js';
export { createLocalStorage } from './local-storage.js';

/** Local folder by default (STORAGE=local); an S3-compatible bucket with STORAGE=s3. */
export function createFileStorage(config: Config): FileStorage {
  if (config.STORAGE === 's3') {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
