import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '#tests/setup/temp-dirs.js';
import { createLocalStorage } from './local-storage.js';

const freshDir = useTempDirs();

describe('local file storage', () => {
  it('creates its folder on a fresh data folder, so the app can serve it from the start', async () => {
    const dataDir = await freshDir('local-storage-');
    const root = path.join(dataDir, 'uploads');
    const storage = createLocalStorage(root);
    expect(existsSync(root)).toBe(true);
    await storage.put('horses/a.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('horses/a.webp')).toBe(true);
  });
});
