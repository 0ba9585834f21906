import { countUsersOutsideDomain } from '#server/features/users/index.js';
import { seedDemoHorses } from './demo-horses.js';
import { DEMO_EMAIL_DOMAIN, seedDemoMembers } from './demo-members.js';
import type { SeedDeps } from './seed-deps.js';

export type { SeedDeps } from './seed-deps.js';

/**
 * Each seeder adds what is missing and returns how many rows it added, in this order (horses need their
 * owners). Later features add theirs.
 */
const SEEDERS: Array<{ name: string; run: (deps: SeedDeps) => Promise<number> }> = [
  { name: 'demo members', run: ({ db }) => seedDemoMembers(db) },
  { name: 'demo horses', run: seedDemoHorses },
];

export class RealMembersPresentError extends Error {
  constructor(readonly count: number) {
    super(
      `Refusing to seed: this database has ${count} real member(s). Run with --force to add demo data anyway.`,
    );
  }
}

/** Runs every seeder; refuses (RealMembersPresentError) on a database with real members unless forced. */
export async function runSeed(deps: SeedDeps, options: { force: boolean }): Promise<Record<string, number>> {
  const real = await countUsersOutsideDomain(deps.db, DEMO_EMAIL_DOMAIN);
  if (real > 0 && !options.force) throw new RealMembersPresentError(real);
  const added: Record<string, number> = {};
  for (const seeder of SEEDERS) added[seeder.name] = await seeder.run(deps);
  return added;
}
