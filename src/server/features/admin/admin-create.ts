import { parseArgs } from 'node:util';
import type { Executor } from '#server/db/client.js';
import { AppError } from '#server/platform/http/app-error.js';
import { createAdminAccount } from './admin-accounts.service.js';

export interface AdminCreateIo {
  /** Asks a question on the terminal; `hidden` for passwords (no echo). */
  prompt(question: string, options?: { hidden?: boolean }): Promise<string>;
  /** The whole of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
  out(line: string): void;
}

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- [--username NAME] [--password-stdin]
  Without flags it asks for the username and the password (twice, not shown).
  --password-stdin reads the password from standard input, for scripts:
    printf '%s' "$PASSWORD" | npm run admin:create -- --username ops --password-stdin`;

/**
 * `npm run admin:create`: a new admin account. The password never goes on the command line (where `ps`
 * and shell history would show it): it is typed at a prompt or piped in. Returns the exit code.
 */
export async function runAdminCreate({
  db,
  argv,
  io,
}: {
  db: Executor;
  argv: string[];
  io: AdminCreateIo;
}): Promise<number> {
  let values: { username?: string; 'password-stdin'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    io.out(`${(error as Error).message}\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(ADMIN_CREATE_USAGE);
    return 0;
  }
  const username = values.username ?? (await io.prompt('Admin username: '));
  let password: string;
  if (values['password-stdin']) {
    password = (await io.readStdin()).replace(/\r?\n$/, '');
  } else {
    password = await io.prompt('Password (12 characters or more): ', { hidden: true });
    if ((await io.prompt('Password again: ', { hidden: true })) !== password) {
      io.out('The passwords do not match. No account was created.');
      return 1;
    }
  }
  try {
    const admin = await createAdminAccount({ db, username, password });
    io.out(`Admin account ${admin.username} created.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.out(`${error.message} No account was created.`);
      return 1;
    }
    throw error;
  }
}
