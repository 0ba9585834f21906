/**
 * Issue 19, faults: kill -9 during uploads. The real entry point runs on a PostgreSQL server of this
 * script's own; `--members` members replace their profile photo again and again, and the process is
 * killed (SIGKILL) mid-stream. It is started again on the same database and folder, and every stored
 * photo reference is checked: no row may point at a file that is not there. Bounded, 127.0.0.1 only.
 *
 *   npx tsx bench/kill-uploads.ts [--members 10] [--after 6000]
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { registerMember, startMain } from './lib/main-process.js';
import { startOwnPostgres } from './lib/own-postgres.js';

const { values } = parseArgs({
  options: { members: { type: 'string', default: '10' }, after: { type: 'string', default: '6000' } },
});
const watchdog = setTimeout(() => {
  console.error('kill-uploads: gave up after 4 minutes');
  process.exit(1);
}, 240_000);

const database = await startOwnPostgres();
const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-kill-'));
try {
  const first = await startMain({ databaseUrl: database.url, dataDir });
  const members = [];
  for (let i = 0; i < Number(values.members); i++) {
    members.push(await registerMember(first.baseUrl, `kill${i}@example.test`, 'owner', `10.8.0.${i}`));
  }
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a5230' } })
    .jpeg()
    .toBuffer();
  let acknowledged = 0;
  let cut = 0;
  let running = true;
  const uploads = members.map(async (member, i) => {
    while (running) {
      const form = new FormData();
      form.append('profileImage', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
      try {
        const res = await fetch(`${first.baseUrl}/api/users/${member.id}/profile-image`, {
          method: 'POST',
          body: form,
          headers: { cookie: member.cookie, 'x-forwarded-for': `10.8.1.${i}` },
        });
        await res.arrayBuffer();
        if (res.ok) acknowledged++;
      } catch {
        cut++;
        return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, Number(values.after)));
  first.child.kill('SIGKILL');
  await first.exited;
  running = false;
  await Promise.all(uploads);
  console.log(
    `killed with -9 after ${values.after} ms: ${acknowledged} uploads acknowledged, ${cut} cut off`,
  );

  // Started again on the same database and folder (its start-up housekeeping runs), then checked.
  const second = await startMain({ databaseUrl: database.url, dataDir });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ url: string }>(
    `select profile_image as url from users where profile_image is not null
     union all select unnest(images) from horses`,
  );
  await client.end();
  const missing: string[] = [];
  for (const { url } of rows) {
    const file = path.join(dataDir, url.replace(/^\/+/, ''));
    await access(file).catch(() => missing.push(url));
  }
  console.log(`stored photo references: ${rows.length}; pointing at a missing file: ${missing.length}`);
  if (missing.length) console.log(`  e.g. ${missing.slice(0, 3).join(', ')}`);
  second.child.kill('SIGTERM');
  await second.exited;
  process.exitCode = missing.length === 0 ? 0 : 1;
} finally {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
