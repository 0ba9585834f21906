import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../client.js';
import { DEMO_EMAIL_DOMAIN, seedDemoMembers } from './demo-members.js';

/** Each seeder adds what is missing and returns how many rows it added. Later features add theirs. */
const SEEDERS: Array<{ name: string; run: (db: Executor) => Promise<number> }> = [
  { name: 'demo members', run: seedDemoMembers },
];

export class RealMembersPresentError extends Error {
  constructor(readonly count: number) {
    super(
      `Refusing to seed: this database has ${count} real member(s). Run with --force to add demo data anyway.`,
    );
  }
}

async function countRealMembers(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where lower(email) not like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
  );
  return row?.n ?? 0;
}

/** Runs every seeder; refuses (RealMembersPresentError) on a database with real members unless forced. */
export async function runSeed(db: Executor, options: { force: boolean }): Promise<Record<string, number>> {
  const real = await countRealMembers(db);
  if (real > 0 && !options.force) throw new RealMembersPresentError(real);
  const added: Record<string, number> = {};
  for (const seeder of SEEDERS) added[seeder.name] = await seeder.run(db);
  return added;
}
