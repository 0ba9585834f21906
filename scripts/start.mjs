// `npm start`: builds the client when there is no build yet, then runs the server (TypeScript through
// tsx, in this same process so SIGTERM reaches the server's graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, 'dist/client/index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesChangedAt = Math.max(
  newestChange(path.join(root, 'src/client')),
  newestChange(path.join(root, 'src/contract')),
);
// Build when there is no build, or when the client's sources changed after it (never serve a stale UI).
if (builtAt < sourcesChangedAt) {
  console.log(
    builtAt
      ? 'The client changed since the last build: rebuilding...'
      : 'No client build found: building it first...',
  );
  const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import(pathToFileURL(path.join(root, 'src/server/main.ts')).href);
