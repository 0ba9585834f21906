import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { ConfigError, parseEnv } from '#server/config.js';
import { adminAccounts } from '#server/db/schema/index.js';
import { runAdminCreate, type AdminCreateIo } from './admin-create.js';
import { createFirstAdminFromConfig } from './first-admin.js';

const ctx = useTestApp();

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

/** Scripted terminal: answers prompts in order, records what is printed. */
function scriptedIo(answers: string[], stdin = ''): AdminCreateIo & { lines: string[]; asked: string[] } {
  const lines: string[] = [];
  const asked: string[] = [];
  return {
    lines,
    asked,
    prompt: async (question) => {
      asked.push(question);
      return answers.shift() ?? '';
    },
    readStdin: async () => stdin,
    out: (line) => lines.push(line),
  };
}

describe('admin accounts', () => {
  it('creates the first admin from the environment once and never overwrites it', async () => {
    const log: string[] = [];
    const first = { ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'First-Stable-Door-1' };
    await createFirstAdminFromConfig(ctx.db, first, (line) => log.push(line));
    expect(log).toEqual(['Admin account founder created from ADMIN_USERNAME.']);
    expect((await login('founder', first.ADMIN_PASSWORD)).statusCode).toBe(200);

    // A later start with another password in the environment changes nothing.
    await createFirstAdminFromConfig(ctx.db, { ...first, ADMIN_PASSWORD: 'Second-Stable-Door-2' }, (line) =>
      log.push(line),
    );
    expect(log).toHaveLength(1);
    expect((await login('founder', 'Second-Stable-Door-2')).statusCode).toBe(401);
    expect((await login('founder', first.ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await ctx.db.select().from(adminAccounts)).toHaveLength(1);
  });

  it('refuses at start a common password, and one ADMIN_ variable without the other', async () => {
    await expect(
      createFirstAdminFromConfig(
        ctx.db,
        { ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'password1234' },
        () => undefined,
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD: That password is too common/);
    expect(await ctx.db.select().from(adminAccounts)).toEqual([]);
    expect(() => parseEnv({ ADMIN_USERNAME: 'founder' })).toThrow(ConfigError);
    expect(() => parseEnv({ ADMIN_USERNAME: 'founder' })).toThrow(/ADMIN_PASSWORD: required/);
    expect(() => parseEnv({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'Long-Enough-Pass-1' })).toThrow(
      /ADMIN_USERNAME/,
    );
    expect(parseEnv({ ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'Long-Enough-Pass-1' }).ADMIN_USERNAME).toBe(
      'founder',
    );
  });

  it('creates no admin when the environment names none', async () => {
    await createFirstAdminFromConfig(ctx.db, {}, () => undefined);
    expect(await ctx.db.select().from(adminAccounts)).toEqual([]);
  });

  it('admin:create asks for a username and the password twice, then the admin can sign in', async () => {
    const io = scriptedIo(['ops', 'Night-Check-Rota-9', 'Night-Check-Rota-9']);
    expect(await runAdminCreate({ db: ctx.db, argv: [], io })).toBe(0);
    expect(io.asked).toHaveLength(3);
    expect(io.lines).toEqual(['Admin account ops created.']);
    const [row] = await ctx.db.select().from(adminAccounts);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('ops', 'Night-Check-Rota-9')).statusCode).toBe(200);
  });

  it('admin:create takes flags and a piped password for scripts, and refuses a taken name or weak password', async () => {
    const scripted = scriptedIo([], 'Piped-Password-42\n');
    expect(
      await runAdminCreate({ db: ctx.db, argv: ['--username', 'robot', '--password-stdin'], io: scripted }),
    ).toBe(0);
    expect(scripted.asked).toEqual([]);
    expect((await login('robot', 'Piped-Password-42')).statusCode).toBe(200);

    const taken = scriptedIo([], 'Another-Password-43');
    expect(
      await runAdminCreate({ db: ctx.db, argv: ['--username', 'robot', '--password-stdin'], io: taken }),
    ).toBe(1);
    expect(taken.lines[0]).toMatch(/already exists/);
    expect((await login('robot', 'Piped-Password-42')).statusCode).toBe(200);

    const short = scriptedIo(['short', 'short']);
    expect(await runAdminCreate({ db: ctx.db, argv: ['--username', 'newbie'], io: short })).toBe(1);
    expect(short.lines[0]).toMatch(/at least 12 characters/);

    const mismatch = scriptedIo(['Long-Enough-Pass-1', 'Long-Enough-Pass-2']);
    expect(await runAdminCreate({ db: ctx.db, argv: ['--username', 'newbie'], io: mismatch })).toBe(1);

    const unknownFlag = scriptedIo([]);
    expect(await runAdminCreate({ db: ctx.db, argv: ['--password', 'x'], io: unknownFlag })).toBe(2);
    expect(await ctx.db.select().from(adminAccounts)).toHaveLength(1);
  });
});
