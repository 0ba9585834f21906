// `npm start`: builds what is missing or older than its sources (the client with Vite, the server with
// scripts/build-server.mjs), then runs the built server, plain JavaScript, in this same process so SIGTERM
// reaches the server's graceful shutdown directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files under `dir`, or of the file itself (0 when missing). */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const file of readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (file.isFile()) newest = Math.max(newest, statSync(path.join(file.parentPath, file.name)).mtimeMs);
  }
  return newest;
}

const inRoot = (...parts) => path.join(root, ...parts);
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const changedAt = (...entries) => Math.max(...entries.map((entry) => newestChange(inRoot(entry))));

/**
 * Runs `node script args` in the project and stops here when it fails. Always a production build, even when
 * started from a test runner that set NODE_ENV=test (React's development build is three times the size).
 */
function run(script, args = []) {
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [inRoot(script), ...args], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Build when there is no build, or when the sources changed after it (never serve a stale UI or server).
const clientBuiltAt = builtAt(inRoot('dist/client/index.html'));
if (
  clientBuiltAt <
  changedAt(
    'src/client',
    'src/contract',
    'vite.config.ts',
    'scripts/first-screens-build.ts',
    'scripts/ssr-build.ts',
  )
) {
  console.log(
    clientBuiltAt ? 'The client changed since the last build: rebuilding...' : 'Building the client...',
  );
  run('node_modules/vite/bin/vite.js', ['build']);
}
const serverBuiltAt = Math.min(
  builtAt(inRoot('dist/server/main.js')),
  builtAt(inRoot('dist/server/pglite-template/PG_VERSION')),
);
if (
  serverBuiltAt <
  changedAt('src/server', 'src/contract', 'drizzle', 'package.json', 'scripts/build-server.mjs')
) {
  console.log(
    serverBuiltAt ? 'The server changed since the last build: rebuilding...' : 'Building the server...',
  );
  run('scripts/build-server.mjs');
}

await import(pathToFileURL(inRoot('dist/server/main.js')).href);
