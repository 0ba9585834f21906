import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';

export type { FileStorage } from './file-storage.js';
export { createLocalStorage, UPLOADS_URL_PREFIX } from './local-storage.js';

/** Local folder by default (STORAGE=local). */
export function createFileStorage(config: Config): FileStorage & { root?: string } {
  if (config.STORAGE === 's3') {
    throw new Error('STORAGE=s3 is not available yet: use STORAGE=local (see README).');
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
