import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { RegisterSchema } from '#contract/auth';
import type { SessionUser } from '#contract/users';
import { apiJson } from '#client/lib/api';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { SITE_CONFIG_KEY } from '#client/lib/site-config';

/** The body of POST /api/auth/register and POST /api/users. */
export type RegistrationPayload = z.input<typeof RegisterSchema>;

interface MessageReply {
  message: string;
}

/**
 * After a sign-in or registration: the reply's user becomes the current user (the navbar updates at once),
 * and anything cached for a previous visitor is dropped.
 */
export function useSetSignedInUser(): (user: SessionUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== CURRENT_USER_KEY[0] && query.queryKey[0] !== SITE_CONFIG_KEY[0],
      });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    [queryClient],
  );
}

/** POST /api/auth/register: the three-step wizard. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationPayload) => apiJson<SessionUser>('POST', '/api/auth/register', input),
  });
}

/** POST /api/users: the single-page registration. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (input: RegistrationPayload) => apiJson<SessionUser>('POST', '/api/users', input),
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiJson<SessionUser>('POST', '/api/auth/login', input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<MessageReply | undefined>('POST', '/api/auth/forgot-password', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiJson<MessageReply | undefined>('POST', '/api/reset-password', input),
  });
}
