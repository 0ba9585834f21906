import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('local file storage', () => {
  it('creates its folder on a fresh data folder, so the app can serve it from the start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
    dirs.push(dataDir);
    const root = path.join(dataDir, 'uploads');
    const storage = createLocalStorage(root);
    expect(existsSync(root)).toBe(true);
    await storage.put('horses/a.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('horses/a.webp')).toBe(true);
  });
});
