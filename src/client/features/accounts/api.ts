import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  SESSION_CALLS,
  type ActiveSession,
  type LoginInput,
  type ResetTokenStatusReply,
} from '#contract/auth';
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type AccountDeletionInput,
  type ProfileUpdateInput,
} from '#contract/profile';
import type { SessionUser } from '#contract/users';
import { toast } from '#client/components/ui/use-toast';
import { apiJson, apiRequest, apiUploadFile, errorMessage } from '#client/lib/api';
import { CURRENT_USER_KEY } from '#client/lib/auth';

interface MessageReply {
  message: string;
}

/** POST /api/auth/login. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<SessionUser>('POST', '/api/auth/login', input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<MessageReply | undefined>('POST', '/api/auth/forgot-password', { email }),
  });
}

export const resetPasswordKeys = {
  /** GET /api/reset-password/{token}: whether the link can still be used (it is not used up by asking). */
  status: (token: string) => ['/api/reset-password', token] as const,
};

/** Asked as the reset page opens, so a used or expired link says so before any password is typed. */
export function useResetTokenStatus(token: string) {
  return useQuery<ResetTokenStatusReply>({ queryKey: resetPasswordKeys.status(token) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiJson<MessageReply | undefined>('POST', '/api/reset-password', input),
  });
}

// ---- My Profile (docs/product.md §M2, §M7): the member's own details, photo, sessions, requests and data ----

export const profileKeys = {
  sessions: [SESSION_CALLS.list] as const,
};

/** Every change to the member returns or implies a new current user: refresh the cached one. */
function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return (user?: SessionUser) =>
    user
      ? queryClient.setQueryData(CURRENT_USER_KEY, user)
      : queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/** PUT /api/users/{id}: "Profile updated" / "Update failed" (inline field errors come from the form). */
export function useUpdateProfile(userId: number) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiJson<SessionUser>('PUT', `/api/users/${userId}`, input),
    onSuccess: (user) => {
      refresh(user);
      toast({ title: PROFILE_MESSAGES.updated });
    },
    onError: (err) => {
      toast({ title: PROFILE_MESSAGES.updateFailed, description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/** POST /api/users/{id}/profile-image (multipart `profileImage`): "Upload failed" on error. */
export function useUploadProfileImage(userId: number) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (file: File) =>
      apiUploadFile<{ profileImage: string }>(
        `/api/users/${userId}/profile-image`,
        PROFILE_LIMITS.field,
        file,
      ),
    onSuccess: () => refresh(),
    onError: (err) => {
      toast({ title: PROFILE_MESSAGES.uploadFailed, description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/** DELETE /api/users/{id}/profile-image: "Delete failed" on error. */
export function useDeleteProfileImage(userId: number) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: () => apiJson<{ profileImage: null }>('DELETE', `/api/users/${userId}/profile-image`),
    onSuccess: () => refresh(),
    onError: (err) => {
      toast({ title: PROFILE_MESSAGES.deleteFailed, description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/** GET /api/auth/sessions: the browsers signed in to this account. */
export function useActiveSessions() {
  return useQuery<ActiveSession[]>({ queryKey: profileKeys.sessions });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => apiJson<MessageReply>('DELETE', SESSION_CALLS.end(sessionId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
    onError: (err) => {
      toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/** POST /api/auth/sessions/sign-out-others: "sign out everywhere" else; this browser stays signed in. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string; ended: number }>('POST', SESSION_CALLS.endOthers),
    onSuccess: (reply) => {
      toast({ title: 'Signed out everywhere else', description: reply.message });
      return queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (err) => {
      toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/** GET /api/users/me/export as a file download (the server names it). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', '/api/users/me/export');
      const disposition = res.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'stablemates-my-data.json';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: (err) => {
      toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
    },
  });
}

/**
 * DELETE /api/users/me, confirmed by password. A 409 (accepted visits to come) is left to the dialog,
 * which asks again; on success the member is signed out locally and sent home.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: AccountDeletionInput) => apiJson<MessageReply>('DELETE', '/api/users/me', input),
    onSuccess: (reply) => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: reply.message });
      navigate('/');
    },
  });
}
