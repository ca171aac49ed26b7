// The account calls the forms make (spec §7 "Users and session"; DESIGN §4.7 for the calls the
// spec does not show). Each form shows a 422 beside its fields, so the mutations handle their
// errors themselves (use-form-failure.ts) and pass everything else on to the global handling.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { JsonBody } from '../../api/wire-types';

export type RegisterBody = JsonBody<'/v1/user/register', 'post'>;
export type ResetConfirmBody = JsonBody<'/v1/user/reset-password/confirm', 'post'>;
export type UpdateMeBody = JsonBody<'/v1/user/me', 'put'>;

const OWN_ERRORS = { handlesErrors: true } as const;

export function useRegister() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (body: RegisterBody) => (await api.POST('/v1/user/register', { body })).data,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (email: string) =>
      (await api.POST('/v1/user/reset-password', { body: { email } })).data,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (body: ResetConfirmBody) =>
      (await api.POST('/v1/user/reset-password/confirm', { body })).data,
  });
}

/** Verification is started by the link in the mail (?verify_token=…), not by a form. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (token: string) => (await api.POST('/v1/user/verify', { body: { token } })).data,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: async () => (await api.POST('/v1/user/resend-verification')).data,
  });
}

export function useUpdateMe() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (body: UpdateMeBody) => (await api.PUT('/v1/user/me', { body })).data,
  });
}

export function useDeleteMe() {
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/v1/user/me');
    },
  });
}
