import type { Config } from '#server/config.js';
import type { Executor } from '#server/db/client.js';
import { AppError } from '#server/platform/http/app-error.js';
import { ensureFirstAdmin } from './admin-accounts.service.js';

/**
 * At start: the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, once. Without them no admin is made:
 * there is no default password anywhere (use `npm run admin:create`). A password refused by the admin
 * rules (a common one) stops the start with a message naming the variable.
 */
export async function createFirstAdminFromConfig(
  db: Executor,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>,
  log: (line: string) => void,
): Promise<void> {
  if (!config.ADMIN_USERNAME || !config.ADMIN_PASSWORD) return;
  try {
    const outcome = await ensureFirstAdmin({
      db,
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    });
    if (outcome === 'created') log(`Admin account ${config.ADMIN_USERNAME} created from ADMIN_USERNAME.`);
  } catch (error) {
    if (error instanceof AppError) throw new Error(`ADMIN_USERNAME / ADMIN_PASSWORD: ${error.message}`);
    throw error;
  }
}
