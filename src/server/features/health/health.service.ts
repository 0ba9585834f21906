import type { DatabaseHandle } from '#server/db/client.js';
import { pingDatabase } from '#server/db/ping.js';

/** Healthy once a real round trip to the database has answered; names the driver it went through. */
export async function databaseHealth(
  database: DatabaseHandle,
): Promise<{ status: 'ok'; database: DatabaseHandle['driver'] }> {
  await pingDatabase(database.db);
  return { status: 'ok', database: database.driver };
}
