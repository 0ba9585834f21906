// `npm start`: builds the client when there is no build yet, then runs the server (TypeScript through
// tsx, in this same process so SIGTERM reaches the server's graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('No client build found: building it first (npm run build)...');
  const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import(pathToFileURL(path.join(root, 'src/server/main.ts')).href);
