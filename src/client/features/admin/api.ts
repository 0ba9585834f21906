import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Admin,
  AdminLoginInput,
  AdminMetrics,
  AdminUser,
  ApproveImageInput,
  ApproveVerificationInput,
  AuditEntry,
  MemberActionInput,
  MemberActionReply,
  PendingImage,
  PendingVerification,
} from '#contract/admin';
import type {
  AdminMemberHorse,
  HideListingInput,
  ListingModerationReply,
  UnhideListingInput,
} from '#contract/listing-moderation';
import { adminAgreementPath, type AgreementView } from '#contract/agreements';
import type { PendingRidingSchool, RidingSchoolDecisionInput } from '#contract/riding-schools';
import type { AdminReport, ReportDecisionInput, ReportDecisionReply } from '#contract/safety';
import { apiJson, apiRequest, getQueryFn, urlFromQueryKey } from '#client/lib/api';
import { adminSignedInHere } from '#client/lib/admin-session';

/** One page of an admin list and the total the server counted (X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageQuery {
  limit: number;
  offset: number;
}

const ADMIN = '/api/admin';

/** Keys are URLs for the default query function; every key starts with /api/admin, so sign-out drops them all. */
export const adminKeys = {
  all: [ADMIN] as const,
  me: [`${ADMIN}/me`] as const,
  metrics: [`${ADMIN}/metrics`] as const,
  pendingImages: (page: PageQuery) => [`${ADMIN}/pending-images`, page] as const,
  pendingImagesAll: [`${ADMIN}/pending-images`] as const,
  pendingVerifications: (page: PageQuery) => [`${ADMIN}/pending-verifications`, page] as const,
  pendingVerificationsAll: [`${ADMIN}/pending-verifications`] as const,
  pendingRidingSchools: (page: PageQuery) => [`${ADMIN}/pending-riding-schools`, page] as const,
  pendingRidingSchoolsAll: [`${ADMIN}/pending-riding-schools`] as const,
  users: (query: PageQuery & { q: string; id?: number }) => [`${ADMIN}/users`, query] as const,
  usersAll: [`${ADMIN}/users`] as const,
  memberHorses: (userId: number) => [`${ADMIN}/users/${userId}/horses`] as const,
  auditLog: (page: PageQuery) => [`${ADMIN}/audit-log`, page] as const,
  auditLogAll: [`${ADMIN}/audit-log`] as const,
  reports: (query: PageQuery & { status: 'open' | 'closed' }) => [`${ADMIN}/reports`, query] as const,
  reportsAll: [`${ADMIN}/reports`] as const,
  /** An agreement a report names (decision 0053). */
  agreement: (requestId: number) => [adminAgreementPath(requestId)] as const,
  /** A member's document as listed: a new submission (same address) is fetched afresh, never the cached one. */
  document: (url: string, submittedAt: string | null) => [url, 'document', submittedAt] as const,
};

/** GET of a paged list: the rows and the X-Total-Count header. */
async function fetchPage<T>(queryKey: readonly unknown[]): Promise<Page<T>> {
  const res = await apiRequest('GET', urlFromQueryKey(queryKey));
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get('X-Total-Count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

function usePage<T>(queryKey: readonly unknown[]) {
  return useQuery<Page<T>>({
    queryKey,
    queryFn: () => fetchPage<T>(queryKey),
    placeholderData: keepPreviousData,
    // Moderation queues change under other admins: fetch afresh whenever a tab opens.
    staleTime: 0,
  });
}

/** POST /api/admin/login. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiJson<Admin>('POST', `${ADMIN}/login`, input),
    onSuccess: (admin) => {
      adminSignedInHere.set(true);
      queryClient.setQueryData(adminKeys.me, admin);
    },
  });
}

/** POST /api/admin/logout: the admin's cached data goes with the session. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `${ADMIN}/logout`);
    },
    onSettled: () => {
      adminSignedInHere.set(false);
      queryClient.removeQueries({ queryKey: adminKeys.all, exact: false });
    },
  });
}

/** GET /api/admin/me: who is signed in as admin. */
export function useAdminMe() {
  return useQuery<Admin>({ queryKey: adminKeys.me, staleTime: 0 });
}

/** GET /api/admin/metrics: the four counts and 30 days of visits and registrations. */
export function useAdminMetrics() {
  return useQuery<AdminMetrics>({ queryKey: adminKeys.metrics, staleTime: 0 });
}

export const usePendingImages = (page: PageQuery) => usePage<PendingImage>(adminKeys.pendingImages(page));
export const usePendingVerifications = (page: PageQuery) =>
  usePage<PendingVerification>(adminKeys.pendingVerifications(page));
export const usePendingRidingSchools = (page: PageQuery) =>
  usePage<PendingRidingSchool>(adminKeys.pendingRidingSchools(page));
export const useAdminUsers = (query: PageQuery & { q: string; id?: number }) =>
  usePage<AdminUser>(adminKeys.users(query));
export const useAuditLog = (page: PageQuery) => usePage<AuditEntry>(adminKeys.auditLog(page));
export const useAdminReports = (query: PageQuery & { status: 'open' | 'closed' }) =>
  usePage<AdminReport>(adminKeys.reports(query));

/** A decision changes a queue, the counts and the audit log. */
function useRefreshAfterDecision(queue: readonly string[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queue }),
      queryClient.invalidateQueries({ queryKey: adminKeys.metrics }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
    ]);
}

/** POST /api/admin/approve-image. A 409 means the photo changed meanwhile: the queue is refreshed either way. */
export function useApproveImage() {
  const refresh = useRefreshAfterDecision(adminKeys.pendingImagesAll);
  return useMutation({
    mutationFn: (input: ApproveImageInput) => apiJson<unknown>('POST', `${ADMIN}/approve-image`, input),
    onSettled: refresh,
  });
}

/**
 * POST /api/admin/approve-verification: a pending check decided, or a verification withdrawn (decision
 * 0044). Either way the member's status changes, so the Users tab is fetched afresh too.
 */
export function useApproveVerification() {
  const refresh = useRefreshAfterDecision(adminKeys.pendingVerificationsAll);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveVerificationInput) =>
      apiJson<unknown>('POST', `${ADMIN}/approve-verification`, input),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: adminKeys.usersAll })]),
  });
}

/**
 * A verification document (admins only), read as a Blob so the viewer can tell an image from a PDF. Kept
 * per submission: the decision names the submission listed (decision 0044), so what is shown must be it.
 */
export function useVerificationDocument(url: string | undefined, submittedAt: string | null) {
  return useQuery<Blob>({
    queryKey: adminKeys.document(url ?? '', submittedAt),
    queryFn: async () => (await apiRequest('GET', url ?? '')).blob(),
    enabled: url !== undefined,
  });
}

/**
 * GET /api/admin/agreements/{requestId}: an agreement a report names, as it stands. Each read is in the
 * audit log, so it is read once a visit to the page and not again behind the admin's back; a refusal (403,
 * no report names it) is final.
 */
export function useReportedAgreement(requestId: number | null) {
  return useQuery<AgreementView>({
    queryKey: adminKeys.agreement(requestId ?? 0),
    queryFn: getQueryFn<AgreementView>({ on401: 'throw', failureMessage: 'Failed to fetch the agreement' }),
    enabled: requestId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/admin/reports/{id}/decision: dismiss, hide the item, or suspend the member. */
export function useDecideReport() {
  const refresh = useRefreshAfterDecision(adminKeys.reportsAll);
  return useMutation({
    mutationFn: ({ id, ...input }: ReportDecisionInput & { id: number }) =>
      apiJson<ReportDecisionReply>('POST', `${ADMIN}/reports/${id}/decision`, input),
    onSettled: refresh,
  });
}

/** GET /api/admin/users/{id}/horses: a member's horses, hidden ones too; fetched when first shown. */
export function useMemberHorses(userId: number, enabled: boolean) {
  return useQuery<AdminMemberHorse[]>({ queryKey: adminKeys.memberHorses(userId), enabled, staleTime: 0 });
}

/** POST /api/admin/users/{id}/suspend or /unsuspend, with the reason. */
export function useMemberSuspension() {
  const refresh = useRefreshAfterDecision(adminKeys.usersAll);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      action,
      ...input
    }: MemberActionInput & { userId: number; action: 'suspend' | 'unsuspend' }) =>
      apiJson<MemberActionReply>('POST', `${ADMIN}/users/${userId}/${action}`, input),
    onSettled: (_reply, _error, { userId }) =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: adminKeys.memberHorses(userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reportsAll }),
      ]),
  });
}

/** POST /api/admin/users/{id}/resend-confirmation: a new link to confirm the member's e-mail. */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiJson<{ message: string }>('POST', `${ADMIN}/users/${userId}/resend-confirmation`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
  });
}

/** POST /api/admin/riding-schools/{userId}/decision: a riding school's business check decided (decision 0054). */
export function useDecideRidingSchool() {
  const refresh = useRefreshAfterDecision(adminKeys.pendingRidingSchoolsAll);
  return useMutation({
    mutationFn: ({ userId, ...input }: RidingSchoolDecisionInput & { userId: number }) =>
      apiJson<unknown>('POST', `${ADMIN}/riding-schools/${userId}/decision`, input),
    onSettled: refresh,
  });
}

/** What the admin does to a listing (decision 0058): hide with a reason, undo within the minute, unhide. */
export type ListingAction =
  | ({ action: 'hide' } & HideListingInput)
  | { action: 'undo-hide' }
  | ({ action: 'unhide' } & UnhideListingInput);

/**
 * POST /api/admin/horses/{horseId}/hide, /undo-hide or /unhide. The reports (a hide closes them, an undo
 * opens them again), every member's listings, the counts and the audit log are fetched afresh, whichever
 * tab acted.
 */
export function useListingModeration() {
  const refresh = useRefreshAfterDecision(adminKeys.reportsAll);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ horseId, action, ...body }: ListingAction & { horseId: number }) =>
      apiJson<ListingModerationReply>('POST', `${ADMIN}/horses/${horseId}/${action}`, body),
    onSettled: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({
          predicate: (query) => {
            const [path] = query.queryKey;
            return typeof path === 'string' && path.startsWith(`${ADMIN}/users/`) && path.endsWith('/horses');
          },
        }),
      ]),
  });
}
