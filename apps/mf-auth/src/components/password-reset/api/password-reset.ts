import { useMutation } from '@tanstack/react-query';
import type {
  MessageResponse,
  PasswordResetCompleteRequest,
  PasswordResetRequest,
  PasswordResetVerifyRequest,
  PasswordResetVerifyResponse,
} from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** POST /api/password-reset/request: the same answer whether or not an account matched; the code goes by e-mail. */
export const requestPasswordReset = (request: PasswordResetRequest): Promise<MessageResponse> =>
  apiJson<MessageResponse>('POST', '/api/password-reset/request', request);

/** POST /api/password-reset/verify: whether the e-mailed code is live, without using it up (400 RESET_TOKEN_INVALID, 429). */
export const verifyResetToken = (request: PasswordResetVerifyRequest): Promise<PasswordResetVerifyResponse> =>
  apiJson<PasswordResetVerifyResponse>('POST', '/api/password-reset/verify', request);

/** POST /api/password-reset/complete: sets the new password when the e-mailed code is still good. */
export const completePasswordReset = (request: PasswordResetCompleteRequest): Promise<MessageResponse> =>
  apiJson<MessageResponse>('POST', '/api/password-reset/complete', request);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useVerifyResetToken = () => useMutation({ mutationFn: verifyResetToken });
export const useCompletePasswordReset = () => useMutation({ mutationFn: completePasswordReset });
