import { UNSUBSCRIBE_MESSAGES, type UnsubscribeReply } from '#contract/unsubscribe.js';
import { readUnsubscribeToken } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import { badRequest, notFound } from '#server/platform/http/app-error.js';
import { stopSearchAlerts } from '../saved/index.js';
import { setNoticePreferences } from '../users/index.js';

/**
 * A signed link from a recurring mail turns off exactly what it names: one saved search's digest, or one
 * kind of a member's notices. Idempotent: the same link twice leaves the same state. A forged, altered or
 * expired link is a 400 and changes nothing; a link to a search since deleted is a 404.
 */
export async function unsubscribeByLink({
  db,
  secret,
  token,
  now = new Date(),
}: {
  db: Executor;
  secret: string;
  token: string;
  now?: Date;
}): Promise<UnsubscribeReply> {
  const link = readUnsubscribeToken(secret, token, now);
  if (!link) throw badRequest(UNSUBSCRIBE_MESSAGES.badLink);
  if (link.kind === 'search') {
    const search = await stopSearchAlerts(db, link.id);
    if (!search) throw notFound(UNSUBSCRIBE_MESSAGES.nothingToStop);
    return { kind: 'search', search };
  }
  const off = {
    messages: { messageNotices: false },
    visits: { visitReminders: false },
    requests: { emailRequests: false },
    decisions: { emailDecisions: false },
  }[link.kind];
  if (!(await setNoticePreferences(db, link.id, off))) throw notFound(UNSUBSCRIBE_MESSAGES.nothingToStop);
  return { kind: link.kind };
}
