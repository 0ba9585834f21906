import { desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditTargetType } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { adminAuditLog } from '#server/db/schema/index.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';

/** Append-only by construction: this file is the only one that touches the table, and only inserts and reads. */
export async function recordDecision(
  db: Executor,
  entry: {
    admin: SignedInAdmin;
    action: AuditAction;
    targetType: AuditTargetType;
    targetId: number;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.admin.id,
    adminUsername: entry.admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail,
  });
}

/** Newest first. */
export async function listAuditEntries(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ items: Omit<AuditEntry, 'member' | 'horse'>[]; total: number }> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: await countRows(db, adminAuditLog),
    items: rows.map((row) => ({
      id: row.id,
      adminId: row.adminId,
      adminUsername: row.adminUsername,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTargetType,
      targetId: row.targetId,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
