import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.js';

describe('configuration', () => {
  it('runs with nothing set, on the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_NAME).toBe('Stablemates');
    expect(env.GEOCODER).toBe('offline');
  });

  it('drains for 5 s in production unless told otherwise, and keeps metrics off unless a port is given', () => {
    const secret = { SESSION_SECRET: 'a'.repeat(32) };
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).DRAIN_GRACE_MS).toBe(5000);
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).DRAIN_GRACE_MS).toBe(0);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DRAIN_GRACE_MS: '12000' }).DRAIN_GRACE_MS).toBe(
      12000,
    );
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DRAIN_GRACE_MS: '0' }).DRAIN_GRACE_MS).toBe(0);
    const off = loadConfig({ ...secret, METRICS_PORT: '' });
    expect(off.METRICS_PORT).toBeUndefined();
    expect(off.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...secret, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => parseEnv({ DRAIN_GRACE_MS: '-1' })).toThrow(/DRAIN_GRACE_MS/);
  });

  it('names the variable of a bad value', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps a generated session secret in the data folder across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'config-test-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      const second = loadConfig({ DATA_DIR: dir });
      expect(first.SESSION_SECRET).toHaveLength(64);
      expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
      expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first.SESSION_SECRET);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('turns on secure cookies only behind https', () => {
    expect(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }).secureCookies).toBe(false);
    expect(
      loadConfig({ SESSION_SECRET: 'a'.repeat(32), PUBLIC_URL: 'https://stablemates.org.uk' }).secureCookies,
    ).toBe(true);
  });
});
