// `npm run test:e2e`: builds the client when needed, then runs the Chromium journeys against a real
// server (started by tests/e2e/support/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error(
    "Chromium is missing: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
