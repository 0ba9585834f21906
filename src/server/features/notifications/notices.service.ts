import { NOTICE_LIST_LIMIT, type NoticeList } from '#contract/notices.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { findNoticesOf, markNoticesRead } from './notifications.repository.js';

/** GET /api/notices: the member's newest notices for the bell, newest first, with the unread count. */
export async function listNotices({ db, actor }: { db: Executor; actor: User }): Promise<NoticeList> {
  const { rows, unread } = await findNoticesOf(db, actor.id, NOTICE_LIST_LIMIT);
  return {
    notices: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      words: row.words,
      link: row.link,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread,
  };
}

/**
 * POST /api/notices/{id}/read: marks one of the member's notices read. Another member's id, or one that
 * is not there, changes nothing and answers the same, so an id tells nobody whose it is.
 */
export async function readNotice({ db, actor, id }: { db: Executor; actor: User; id: number }) {
  await markNoticesRead(db, actor.id, id);
}

/** POST /api/notices/read-all. */
export async function readAllNotices({ db, actor }: { db: Executor; actor: User }) {
  await markNoticesRead(db, actor.id);
}
