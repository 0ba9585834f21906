import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '#contract/auth';
import type { SessionUser } from '#contract/users';
import { apiJson } from '#client/lib/api';

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

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiJson<MessageReply | undefined>('POST', '/api/reset-password', input),
  });
}
