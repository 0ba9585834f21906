import { mkdirSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { type FileStorage, uploadsKeyOf, uploadsUrlOf } from './file-storage.js';
import { fileInFolder, writeFileWithFolder } from './folder-files.js';

/** Files in a local folder (DATA_DIR/uploads), served by the app at /uploads/. One server only. */
export function createLocalStorage(root: string): FileStorage {
  // Created up front, so a fresh DATA_DIR starts without a warning and the first upload has a home.
  mkdirSync(root, { recursive: true });
  const resolve = fileInFolder(root, 'storage key');
  return {
    put: (key, body) => writeFileWithFolder(resolve(key), body),
    read: async (key) => readFile(resolve(key)).catch(() => undefined),
    exists: async (key) => {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    delete: async (key) => {
      await rm(resolve(key), { force: true });
    },
    publicUrl: uploadsUrlOf,
    keyFromUrl: uploadsKeyOf,
  };
}
