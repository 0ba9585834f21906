import type { AdminMetrics, AdminUser, AuditEntry, PendingImage, PendingVerification } from '#contract/admin';
import { fixture } from './fixture';
import { SITE_CONFIG } from './site-config-fixtures';
import type { StubHandler } from './stub-fetch';

/** Test data for the admin screens (imported by *.test.tsx only). */
export { SITE_CONFIG };

/** The member both the verification queue and the users list show by default. */
const JANE = {
  firstName: 'Jane',
  lastName: 'Rider',
  email: 'jane@example.org',
  userType: 'enthusiast',
} as const;

export function buildMetrics(overrides: Partial<AdminMetrics> = {}): AdminMetrics {
  const daily = Array.from({ length: 30 }, (_, day) => ({
    date: `2026-11-${String(day + 1).padStart(2, '0')}`,
    visitCount: day === 29 ? 12 : 2,
    registrationCount: day === 29 ? 3 : 0,
  }));
  return {
    userCount: 120,
    horseCount: 45,
    pendingImagesCount: 2,
    pendingVerificationsCount: 1,
    pendingRidingSchoolsCount: 0,
    openReportsCount: 0,
    openAnimalWelfareReportsCount: 0,
    daily,
    ...overrides,
  };
}

export const buildPendingImage = fixture<PendingImage>({
  horse: { id: 5, name: 'Bramble' },
  owner: { id: 9, firstName: 'Fiona', lastName: 'Hay' },
  imageIndex: 0,
  imageUrl: '/uploads/horses/aaa.webp',
  uploadedAt: null,
});

export const buildPendingVerification = fixture<PendingVerification>({
  userId: 7,
  ...JANE,
  submittedAt: '2026-11-20T10:00:00.000Z',
  documentUrl: '/api/admin/verification-documents/7',
});

export const buildAdminUser = fixture<AdminUser>({
  id: 7,
  ...JANE,
  phone: '07700 900123',
  bio: null,
  location: 'Edinburgh',
  postcode: 'EH1 1YZ',
  verificationStatus: 'pending',
  verificationSubmittedAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  emailVerified: true,
  suspendedAt: null,
  deleted: false,
});

export const buildAuditEntry = fixture<AuditEntry>({
  id: 1,
  adminId: 1,
  adminUsername: 'warden',
  action: 'image.rejected',
  targetType: 'horse-image',
  targetId: 5,
  detail: { imageIndex: 1, imageUrl: '/uploads/horses/bbb.webp', reason: 'poor-quality' },
  createdAt: '2026-11-21T09:30:00.000Z',
  member: null,
  horse: { id: 5, name: 'Bramble' },
});

/** An audit entry about a member rather than a horse: its target is the member, with the reason given. */
export function buildMemberAuditEntry(
  id: number,
  action: AuditEntry['action'],
  reason: string,
  member: NonNullable<AuditEntry['member']>,
): AuditEntry {
  return buildAuditEntry({
    id,
    action,
    targetType: 'user',
    targetId: member.id,
    detail: { reason },
    member,
    horse: null,
  });
}

/** A paged admin list reply: the rows, and their total in X-Total-Count. */
export function pageOf<T>(items: T[], total = items.length): StubHandler {
  return { json: items, headers: { 'X-Total-Count': String(total) } };
}
