import type { RequestView } from '#contract/requests.js';
import type { Executor } from '#server/db/client.js';
import { now as clockNow } from '#server/platform/clock.js';
import { requesterRecords } from './reliability.service.js';
import { withYardDetails } from './visit-window.js';

/**
 * The views as `readerId` may read them: the yard details for the enthusiast while a visit is on
 * (visit-window.ts), and for the owner who is asking (reliability.service.ts; decision 0055).
 */
export async function asReadBy(
  db: Executor,
  views: RequestView[],
  readerId: number,
  now: Date = clockNow(),
): Promise<RequestView[]> {
  const readable = await withYardDetails(db, views, readerId, now);
  const owners = readable.filter((view) => view.ownerId === readerId);
  if (owners.length === 0) return readable;
  const records = await requesterRecords(db, owners, now);
  return readable.map((view) => {
    const record = view.ownerId === readerId ? records.get(view.id) : undefined;
    return record ? { ...view, requesterRecord: record } : view;
  });
}
