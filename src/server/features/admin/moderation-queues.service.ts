import type {
  AdminPageQuery,
  AdminUsersQuery,
  AuditEntry,
  PendingImage,
  PendingVerification,
} from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { countPendingImages, findHorseNames, listPendingImages } from '../horses/index.js';
import { findMemberNames } from '../users/index.js';
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

/** What an entry is about: the member decided or reported, the horse whose photo or listing it was. */
function subjectsOf(entry: Omit<AuditEntry, 'member' | 'horse'>): { memberId?: number; horseId?: number } {
  if (entry.targetType === 'user') return { memberId: entry.targetId };
  if (entry.targetType === 'horse-image') return { horseId: entry.targetId };
  if (entry.targetType === 'horse') {
    const { ownerId } = entry.detail;
    return { horseId: entry.targetId, ...(typeof ownerId === 'number' ? { memberId: ownerId } : {}) };
  }
  const { targetType, targetId } = entry.detail;
  if (typeof targetId !== 'number') return {};
  if (targetType === 'member') return { memberId: targetId };
  if (targetType === 'horse') return { horseId: targetId };
  return {};
}

/**
 * The audit log, newest first, each entry naming the member and horse it is about as they are now
 * stored ("Deleted member" for a member who deleted their account). Entries are never changed.
 */
export async function auditLogPage({
  db,
  input,
}: {
  db: Executor;
  input: { limit: number; offset: number };
}): Promise<{ items: AuditEntry[]; total: number }> {
  const page = await listAuditEntries(db, input);
  const subjects = page.items.map(subjectsOf);
  const memberIds = [...new Set(subjects.flatMap((s) => (s.memberId ? [s.memberId] : [])))];
  const horseIds = [...new Set(subjects.flatMap((s) => (s.horseId ? [s.horseId] : [])))];
  const [members, horses] = await Promise.all([findMemberNames(db, memberIds), findHorseNames(db, horseIds)]);
  const memberById = new Map(members.map((m) => [m.id, m]));
  const horseById = new Map(horses.map((h) => [h.id, h]));
  return {
    total: page.total,
    items: page.items.map((entry, index) => {
      const { memberId, horseId } = subjects[index] ?? {};
      const member = memberId === undefined ? undefined : memberById.get(memberId);
      const horse = horseId === undefined ? undefined : horseById.get(horseId);
      return {
        ...entry,
        member: member
          ? {
              id: member.id,
              name: member.deletedAt ? 'Deleted member' : `${member.firstName} ${member.lastName}`.trim(),
              deleted: member.deletedAt !== null,
            }
          : null,
        horse: horse ? { id: horse.id, name: horse.name } : null,
      };
    }),
  };
}
