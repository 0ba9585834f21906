import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proof that each import rule of ARCHITECTURE.md fires (issue 9): a probe file, never written to disk,
 * is linted with the repository's own eslint.config.js. Every refused import has an allowed twin, so a
 * rule that refused everything would fail here too. Probe targets are looked up at run time, so the
 * test follows the tree as features move.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const IMPORT_RULES = new Set([
  'import/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

interface Finding {
  ruleId: string | null;
  message: string;
}

/** The import-rule errors ESLint reports for `import '<specifier>'` written in `filePath`. */
async function importFindings(filePath: string, specifier: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && IMPORT_RULES.has(m.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The import/no-cycle errors ESLint reports for a file on disk. */
async function cycleFindings(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([filePath]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle').map((m) => m.message);
}

/** Refused by `ruleId`, or by any import rule when none is named (a boundary may be drawn either way). */
async function expectRefused(filePath: string, specifier: string, ruleId?: string) {
  const ruleIds = (await importFindings(filePath, specifier)).map((f) => f.ruleId);
  const where = `${filePath} importing ${specifier}`;
  if (ruleId) expect(ruleIds, where).toContain(ruleId);
  else expect(ruleIds.length, `${where}: no import rule refused it`).toBeGreaterThan(0);
}

async function expectAllowed(filePath: string, specifier: string) {
  expect(await importFindings(filePath, specifier), `${filePath} importing ${specifier}`).toEqual([]);
}

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** One source file (not a test, not index.ts) somewhere under dir, relative to it. */
function someInnerFile(dir: string): string {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const found = entries.find(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && path.basename(f) !== 'index.ts',
  );
  if (!found) throw new Error(`no source file under ${dir}`);
  return found.split(path.sep).join('/');
}

const serverSpecifier = (file: string) => `#server/${file.replace(/\.ts$/, '.js')}`;
const clientSpecifier = (file: string) => `#client/${file.replace(/\.tsx?$/, '')}`;

const [serverA, serverB] = subfolders('src/server/features');
const [clientA, clientB] = subfolders('src/client/features');
const serverInner = `features/${serverB}/${someInnerFile(`src/server/features/${serverB}`)}`;
const clientInner = `features/${clientB}/${someInnerFile(`src/client/features/${clientB}`)}`;
const clientComponent = `components/ui/${someInnerFile('src/client/components/ui')}`;
const contractFile = someInnerFile('src/contract').replace(/\.ts$/, '');
/** A client feature that still has an index.ts, if any: the index probe needs a file to resolve. */
const clientWithIndex = subfolders('src/client/features').find(
  (name) => name !== clientA && existsSync(`src/client/features/${name}/index.ts`),
);

describe('import rules', () => {
  it('the contract imports neither side, only itself', async () => {
    await expectRefused('src/contract/lint-probe.ts', '#server/app.js');
    await expectRefused('src/contract/lint-probe.ts', clientSpecifier(clientComponent));
    await expectAllowed('src/contract/lint-probe.ts', `./${contractFile}.js`);
  });

  it('the client never imports the server, but may import the contract', async () => {
    await expectRefused('src/client/lib/lint-probe.ts', '#server/app.js');
    await expectAllowed('src/client/lib/lint-probe.ts', `#contract/${contractFile}`);
  });

  it('the server never imports the client, but may import the contract', async () => {
    await expectRefused('src/server/platform/lint-probe.ts', clientSpecifier(clientComponent));
    await expectAllowed('src/server/platform/lint-probe.ts', `#contract/${contractFile}.js`);
  });

  it("a server feature reaches another feature's insides only through its index.ts", async () => {
    const probe = `src/server/features/${serverA}/lint-probe.ts`;
    await expectRefused(probe, serverSpecifier(serverInner));
    await expectAllowed(probe, `#server/features/${serverB}/index.js`);
  });

  // Awaits the client engineer's rule: client features never import one another, index.ts included.
  it('a client feature imports no other client feature, not even its index.ts', async () => {
    const probe = `src/client/features/${clientA}/lint-probe.ts`;
    await expectRefused(probe, clientSpecifier(clientInner));
    if (clientWithIndex) await expectRefused(probe, `#client/features/${clientWithIndex}/index`);
    await expectAllowed(probe, clientSpecifier(clientComponent));
  });

  // Awaits the client engineer's rule: shared code (components/, lib/) never depends on a feature.
  it('components/ and lib/ import no feature, but may import each other', async () => {
    await expectRefused('src/client/components/ui/lint-probe.ts', clientSpecifier(clientInner));
    await expectRefused('src/client/lib/lint-probe.ts', clientSpecifier(clientInner));
    await expectAllowed('src/client/components/ui/lint-probe.ts', '#client/lib/cn');
  });

  it('the app never imports the page renderer; the renderer may use the app', async () => {
    await expectRefused('src/client/lib/lint-probe.ts', '#client/prerender/seed');
    await expectRefused(`src/client/features/${clientA}/lint-probe.ts`, '#client/prerender/render-page');
    await expectAllowed('src/client/prerender/lint-probe.ts', '#client/lib/cn');
  });

  // Only the server's drawing loads the renderer, built, as the contract's FirstScreenRenderer (decision 0019).
  it('nothing imports the renderer source; it draws with the app and the contract, never the browser entry or the server', async () => {
    const renderer = '#client/prerender/render-page';
    for (const importer of [
      'src/client/app/lint-probe.ts',
      'src/client/main-probe.tsx',
      'scripts/lint-probe.ts',
    ]) {
      await expectRefused(importer, renderer, 'import/no-restricted-paths');
    }
    await expectRefused('src/server/platform/lint-probe.ts', renderer);
    await expectRefused('tests/lint-probe.ts', renderer, 'import/no-restricted-paths');
    await expectAllowed('src/client/prerender/lint-probe.ts', './seed');

    const probe = 'src/client/prerender/lint-probe.ts';
    await expectRefused(probe, '#client/main', 'import/no-restricted-paths');
    await expectRefused(probe, '#server/platform/pages/first-screens.js', 'import/no-restricted-paths');
    await expectAllowed(probe, clientSpecifier(clientInner));
    await expectAllowed(probe, '#contract/first-screens');
  });

  it('routes call services, never repositories; services may use repositories', async () => {
    const feature = 'src/server/features/horses';
    await expectRefused(`${feature}/lint-probe.routes.ts`, './horses.repository.js');
    await expectAllowed(`${feature}/lint-probe.routes.ts`, './horses.service.js');
    await expectAllowed(`${feature}/lint-probe.service.ts`, './horses.repository.js');
  });

  it('the seed uses a feature through its index.ts only', async () => {
    await expectRefused('src/server/seed/lint-probe.ts', '#server/features/horses/horses.repository.js');
    await expectAllowed('src/server/seed/lint-probe.ts', '#server/features/horses/index.js');
  });

  it('src/server/db imports no feature, but features may import db', async () => {
    await expectRefused('src/server/db/lint-probe.ts', `#server/features/${serverB}/index.js`);
    await expectAllowed(`src/server/features/${serverA}/lint-probe.ts`, '#server/db/client.js');
  });

  it('src/server/platform imports no feature, except in its tests of the whole API; features may import it', async () => {
    await expectRefused('src/server/platform/http/lint-probe.ts', `#server/features/${serverB}/index.js`);
    await expectRefused('src/server/platform/lint-probe.ts', `#server/features/${serverB}/index.js`);
    await expectAllowed('src/server/platform/lint-probe.test.ts', `#server/features/${serverB}/index.js`);
    await expectAllowed(`src/server/features/${serverA}/lint-probe.ts`, '#server/platform/http/app-error.js');
  });

  // import/no-cycle sees nothing unless the plugin is told how to read TypeScript files (eslint.config.js
  // `import/parsers` and `import/extensions`): without them the first expectation fails. The rule reads the files an import leads to from disk, and
  // does not match text linted without a file to the file it names, so this probe is two real files.
  it('refuses an import cycle, and the horses and availability features import one way only', async () => {
    const dir = mkdtempSync(path.join('tests/lint', '.cycle-probe-'));
    try {
      // TypeScript syntax on purpose: a parser that cannot read it sees no import in the file.
      writeFileSync(
        path.join(dir, 'first.ts'),
        "import { second } from './second.js';\nexport const first: () => number = () => second();\n",
      );
      writeFileSync(
        path.join(dir, 'second.ts'),
        "import { first } from './first.js';\nexport const second = (): number => (first ? 1 : 0);\n",
      );
      expect(await cycleFindings(path.join(dir, 'first.ts'))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Availability reads horses; nothing horses imports leads back to availability (decision 0011).
    expect(await cycleFindings('src/server/features/availability/availability.service.ts')).toEqual([]);
    expect(await cycleFindings('src/server/features/horses/horses.service.ts')).toEqual([]);
  });

  it('queries only in repositories and db/: a service, route or platform module may not import drizzle-orm', async () => {
    await expectRefused('src/server/features/horses/lint-probe.service.ts', 'drizzle-orm');
    await expectRefused('src/server/platform/lint-probe.ts', 'drizzle-orm');
    await expectAllowed('src/server/features/horses/lint-probe.repository.ts', 'drizzle-orm');
    await expectAllowed('src/server/db/lint-probe.ts', 'drizzle-orm');
    // A type (SQL, a column's type) is no query.
    const [result] = await eslint.lintText(
      "import type { SQL } from 'drizzle-orm';\nexport type Probe = SQL;\n",
      {
        filePath: 'src/server/platform/lint-probe.ts',
      },
    );
    expect(result?.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')).toEqual(
      [],
    );
  });

  it('refuses a climb of two folders, allows one', async () => {
    const probe = `src/server/features/${serverA}/lint-probe.ts`;
    await expectRefused(probe, '../../config.js', 'no-restricted-imports');
    await expectAllowed(probe, '../../config.js'.replace('../../', '#server/'));
    await expectAllowed('src/server/platform/lint-probe.ts', '../config.js');
  });
});
