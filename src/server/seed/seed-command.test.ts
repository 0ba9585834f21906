import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '#tests/setup/temp-dirs.js';
import { loadConfig } from '#server/config.js';
import { openPglite } from '#server/db/pglite.js';
import { seedFromCommandLine } from './seed-command.js';

const freshDir = useTempDirs();

describe('npm run seed', () => {
  it('refuses, with a message naming the folder, a PGlite folder that a running server holds', async () => {
    const dataDir = await freshDir('seed-locked-');
    const config = loadConfig({ DATA_DIR: dataDir });
    // Stands in for the running server: it opened DATA_DIR/db first.
    const server = await openPglite(path.join(dataDir, 'db'));
    const errors: string[] = [];
    const log = { log: () => undefined, error: (line: string) => errors.push(line) };
    try {
      expect(await seedFromCommandLine(config, [], log)).toBe(1);
    } finally {
      await server.close();
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Refusing to seed: /);
    expect(errors[0]).toContain(path.join(dataDir, 'db'));
  });
});
