import { eq } from 'drizzle-orm';
import type { MailStatus } from '#contract/options.js';
import type { Executor } from '#server/db/client.js';
import { contactMessages, type ContactMessage, type NewContactMessage } from '#server/db/schema/index.js';

export async function insertContactMessage(
  db: Executor,
  values: Pick<NewContactMessage, 'name' | 'email' | 'subject' | 'message'>,
): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('The contact message was not stored');
  return row;
}

export async function setContactMailStatus(db: Executor, id: number, mailStatus: MailStatus): Promise<void> {
  await db.update(contactMessages).set({ mailStatus }).where(eq(contactMessages.id, id));
}
