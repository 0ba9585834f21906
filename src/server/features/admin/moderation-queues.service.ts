import type { AdminPageQuery, AdminUsersQuery, PendingImage, PendingVerification } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { countPendingImages, listPendingImages } from '../horses/index.js';
import { listPendingVerifications } from '../verification/index.js';
import { listUsersForAdmin, whoIs } from './admin-users.repository.js';
import { listAuditEntries } from './audit-log.repository.js';

/** The document of a member, reachable only with an admin session (admin.routes.ts). */
export const verificationDocumentPath = (userId: number) => `/api/admin/verification-documents/${userId}`;

export async function pendingImagesPage({
  db,
  input,
}: {
  db: Executor;
  input: AdminPageQuery;
}): Promise<{ items: PendingImage[]; total: number }> {
  const [rows, total] = await Promise.all([listPendingImages(db, input), countPendingImages(db)]);
  return {
    total,
    items: rows.map((row) => ({
      horse: { id: row.horse_id, name: row.horse_name },
      owner: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
      imageIndex: row.image_index,
      imageUrl: row.image_url,
      uploadedAt: row.uploaded_at === null ? null : new Date(row.uploaded_at).toISOString(),
    })),
  };
}

export async function pendingVerificationsPage({
  db,
  input,
}: {
  db: Executor;
  input: AdminPageQuery;
}): Promise<{ items: PendingVerification[]; total: number }> {
  const { rows, total } = await listPendingVerifications(db, input);
  return {
    total,
    items: rows.map((user) => ({
      userId: user.id,
      ...whoIs(user),
      submittedAt: user.verificationSubmittedAt?.toISOString() ?? null,
      documentUrl: verificationDocumentPath(user.id),
    })),
  };
}

/** Members for the Users tab: newest first, searched by name or e-mail. */
export async function adminUsersPage({ db, input }: { db: Executor; input: AdminUsersQuery }) {
  return listUsersForAdmin(db, input);
}

/** The audit log, newest first; entries are never changed, so this is all there is to do with them. */
export async function auditLogPage({
  db,
  input,
}: {
  db: Executor;
  input: { limit: number; offset: number };
}) {
  return listAuditEntries(db, input);
}
