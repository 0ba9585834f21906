/**
 * Lighthouse (mobile) on `/`, `/browse` and a horse's page, as a visitor, against the built server with the
 * demo data (lib/seeded-server.ts). Prints each category's score and every audit below full marks.
 *
 * Lighthouse is not a project dependency (it is large and only this bench needs it): the script runs the
 * pinned versions with `npx --yes`, which installs them into npm's cache on first use. Lighthouse 12 scores
 * performance, accessibility, best practices and SEO; it no longer has the installability audit, so
 * Lighthouse 11's PWA category (`installable-manifest`) is run on `/` for that. Both drive Debian's
 * Chromium (`CHROME_PATH`); 127.0.0.1 only.
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '#tests/e2e/support/chromium-args.js';
import { startSeededServer } from './lib/seeded-server.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_WITH_PWA = 'lighthouse@11.7.1';

interface AuditRef {
  id: string;
  weight: number;
}
interface Report {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; title: string }>;
}

async function lighthouse(version: string, url: string, extra: string[]): Promise<Report> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      [
        '--yes',
        version,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--form-factor=mobile',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        ...extra,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) throw new Error(`${version} failed on ${url}`);
    return JSON.parse(await readFile(output, 'utf8')) as Report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const percent = (score: number | null) => (score === null ? 'n/a' : String(Math.round(score * 100)));

function belowFullMarks(report: Report): string[] {
  const lines: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lines.push(
          `    ${category}: ${audit.title} (${percent(audit.score)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
        );
      }
    }
  }
  return lines;
}

const startLoad = loadavg().map((load) => load.toFixed(2));
const server = await startSeededServer();
try {
  console.log(`load average at start: ${startLoad.join(' ')}; ${LIGHTHOUSE}, mobile, a visitor`);
  console.log('| page | performance | accessibility | best practices | SEO |');
  console.log('|---|---:|---:|---:|---:|');
  const details: string[] = [];
  for (const page of ['/', '/browse', `/horse/${server.horseId}`]) {
    const report = await lighthouse(LIGHTHOUSE, server.baseUrl + page, []);
    const score = (name: string) => percent(report.categories[name]?.score ?? null);
    console.log(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} |`,
    );
    details.push(`  ${page}`, ...belowFullMarks(report));
  }
  console.log(details.join('\n'));
  const pwa = await lighthouse(LIGHTHOUSE_WITH_PWA, `${server.baseUrl}/`, ['--only-categories=pwa']);
  const installable = pwa.audits['installable-manifest'];
  console.log(
    `installable (${LIGHTHOUSE_WITH_PWA}, installable-manifest on /): ${installable?.score === 1 ? 'yes' : 'no'}`,
  );
} finally {
  await server.stop();
}
