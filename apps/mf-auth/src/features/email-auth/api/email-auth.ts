import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  EmailAdminLoginResponse,
  LoginRequest,
  MessageResponse,
  SetTechnicianPasswordRequest,
  StoredTechnician,
  TechnicianLoginResponse,
} from '@irrigo/contracts';
import { apiJson, type ErrorMessageOverrides } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';
import { toast } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';

export const EMAIL_LOGIN_ROLES = ['admin', 'technician'] as const;
export type EmailLoginRole = (typeof EMAIL_LOGIN_ROLES)[number];

export interface EmailLoginVariables extends LoginRequest {
  role: EmailLoginRole;
}

type EmailLoginResult = { role: 'admin'; admin: EmailAdminLoginResponse } | { role: 'technician'; technician: StoredTechnician };

/**
 * POST /api/email-auth/admin/login or /technician/login, with the §8 toasts. The admin is stored like the
 * admin login stores it; the technician like the technician login (technicianAuth). Whoever was signed
 * in before on this device is forgotten: the server has just replaced their session.
 *
 * Storing and the welcome toast happen in the mutation's own callbacks, not mutate()'s: storing a signed-in
 * user makes the shell swap its guest frame for the office frame, which remounts this page, and TanStack
 * Query drops mutate()'s callbacks once the calling component is gone. A failure is the card's to say.
 */
export function useEmailLogin() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, email, password }: EmailLoginVariables): Promise<EmailLoginResult> => {
      if (role === 'admin') return { role, admin: await apiJson<EmailAdminLoginResponse>('POST', '/api/email-auth/admin/login', { email, password }) };
      const { technician } = await apiJson<TechnicianLoginResponse>('POST', '/api/email-auth/technician/login', { email, password });
      return { role, technician };
    },
    onSuccess: async (result) => {
      const session = useSessionStore.getState();
      let name: string;
      if (result.role === 'admin') {
        const { admin } = result;
        name = admin.name;
        session.clearTechnician();
        session.signIn({ id: admin.id, email: admin.email, name: admin.name, role: admin.role });
      } else {
        const { technician } = result;
        name = `${technician.firstName} ${technician.lastName}`.trim() || technician.email;
        if (session.user) session.signOut();
        session.signInTechnician(technician);
      }
      toast({ title: t('emailAuth.login.successTitle'), description: t('emailAuth.login.welcome', { name }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

/** Spec §8, e-mail login: "Login Failed", saying Invalid credentials when the answer tells no more. */
export const EMAIL_LOGIN_ERRORS: ErrorMessageOverrides = {
  VALIDATION_FAILED: 'auth:emailAuth.login.invalidCredentials',
  UNKNOWN: 'auth:emailAuth.login.invalidCredentials',
};

/** Spec §8, "Failed to Set Password / Please try again": who may set one, and what the server refused. */
export const SET_PASSWORD_ERRORS: ErrorMessageOverrides = {
  UNAUTHENTICATED: 'auth:emailAuth.errors.UNAUTHENTICATED',
  ROLE_REQUIRED: 'auth:emailAuth.errors.ROLE_REQUIRED',
  FORBIDDEN: 'auth:emailAuth.errors.FORBIDDEN',
  TECHNICIAN_NOT_FOUND: 'auth:emailAuth.errors.TECHNICIAN_NOT_FOUND',
  PASSWORD_TOO_COMMON: 'auth:emailAuth.errors.PASSWORD_TOO_COMMON',
  PASSWORDS_DO_NOT_MATCH: 'auth:emailAuth.errors.PASSWORDS_DO_NOT_MATCH',
  UNKNOWN: 'auth:emailAuth.setPassword.tryAgain',
};

/** POST /api/email-auth/technician/set-password (administrators): gives a synced technician a sign-in. */
export const useSetTechnicianPassword = () =>
  useMutation({
    mutationFn: (request: SetTechnicianPasswordRequest) => apiJson<MessageResponse>('POST', '/api/email-auth/technician/set-password', request),
  });
