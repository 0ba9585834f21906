import { eq, sql } from 'drizzle-orm';
import type { YardDetailsInput } from '#contract/visits.js';
import type { Executor } from '#server/db/client.js';
import { firstRow } from '#server/db/rows.js';
import { yardDetails, type YardDetails } from '#server/db/schema/index.js';

export async function findYardDetails(db: Executor, horseId: number): Promise<YardDetails | undefined> {
  return firstRow(db.select().from(yardDetails).where(eq(yardDetails.horseId, horseId)).limit(1));
}

export async function upsertYardDetails(
  db: Executor,
  horseId: number,
  input: YardDetailsInput,
): Promise<YardDetails> {
  const [row] = await db
    .insert(yardDetails)
    .values({ horseId, ...input })
    .onConflictDoUpdate({ target: yardDetails.horseId, set: { ...input, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
