import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: one nginx file serves both the compose deployment and bench/topology.ts (decision 0034). The
 * compose file must fill in exactly the placeholders the file has, and the file, filled in, must be a
 * configuration nginx accepts.
 */
const conf = readFileSync('deploy/nginx/stablemates.conf', 'utf8');
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
};
const placeholders = [...new Set([...conf.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]))].sort();

describe('the deployment files', () => {
  it('hand the repository nginx file to the nginx image with a value for each placeholder', () => {
    const nginx = compose.services.nginx!;
    expect(nginx.volumes).toContain(
      './nginx/stablemates.conf:/etc/nginx/templates/stablemates.conf.template:ro',
    );
    expect(placeholders).toEqual(['APP_UPSTREAMS', 'NGINX_PORT']);
    for (const name of placeholders) expect(nginx.environment?.[name], name).toBeTruthy();
    // Every app process is named in the upstream list.
    const apps = Object.keys(compose.services).filter((name) => /^app\d+$/.test(name));
    expect(apps).toHaveLength(3);
    for (const app of apps) expect(nginx.environment?.APP_UPSTREAMS).toContain(`server ${app}:5000`);
  });

  it.runIf(existsSync('/usr/sbin/nginx'))('fill in to a configuration nginx accepts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-nginx-test-'));
    try {
      // As the nginx image's envsubst and bench/lib/topology.ts do: only these names are replaced.
      const site = conf
        .replaceAll('${NGINX_PORT}', '127.0.0.1:8080')
        .replaceAll(
          '${APP_UPSTREAMS}',
          'server 127.0.0.1:5001; server 127.0.0.1:5002; server 127.0.0.1:5003;',
        );
      await writeFile(path.join(dir, 'site.conf'), site);
      await writeFile(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
      );
      // -t reads and checks the whole configuration (it binds nothing and starts no server).
      expect(() =>
        execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
          stdio: 'pipe',
        }),
      ).not.toThrow();
      expect(site).toContain('proxy_buffering off');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('check the app image with the readiness address and run it as an unprivileged user', () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health\/ready/m);
    expect(dockerfile).toMatch(/RUN npm ci/);
  });
});
